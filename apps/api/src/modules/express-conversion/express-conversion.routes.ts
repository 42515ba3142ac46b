import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { expressConvertedSchema, expressConvertSchema } from '@portal/contract/express-conversion';
import type { AppContext } from '../../context.ts';
import { expressConversionService, type ConversionSides } from './express-conversion.service.ts';

const MINUTE = 60_000;

/** Converting an express order nobody took (issue 19, point 1). */
export const expressConversionRoutes =
  (ctx: AppContext, sides: ConversionSides): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = expressConversionService(ctx, sides);
    const customer = app.requireRole('customer');

    app.post(
      '/customer/service/express/convert',
      {
        preValidation: customer,
        config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } },
        schema: {
          tags: ['orders'],
          summary:
            'Convert my express order nobody took into a Direct Award (to T, with providerId) or an RFP (to R): same brief, branch and files; once (a repeat answers the same order)',
          security: [{ bearer: [] }],
          body: expressConvertSchema,
          response: { 200: envelope(expressConvertedSchema) },
        },
      },
      async (req, reply) => {
        const done = await service.convert(req.session!.accountId, req.body, req.lang);
        return reply.ok(done, done.type === 'T' ? 'expressConvertedT' : 'expressConvertedR');
      },
    );
  };
