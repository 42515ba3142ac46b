import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { flaggedCancellationsQuerySchema, flaggedCancellationsSchema } from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { operatorCancellationsService } from './operator-cancellations.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * Spec §4.5 "more than 2 cancellations by the same customer (or provider) in one month": who crossed it, with each
 * cancellation and its reason. A read, so both operator roles may call it (operator-access.ts).
 */
export const operatorCancellationsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorCancellationsService(ctx);

    app.get(
      '/cancellations/flagged',
      {
        schema: {
          tags,
          security,
          summary: 'Customers and providers with more than 2 cancellations in a month (Amman time), with their reasons',
          querystring: flaggedCancellationsQuerySchema,
          response: { 200: envelope(flaggedCancellationsSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.flagged(req.query.month, req.lang)),
    );
  };
