import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoriesResponseSchema, staticPageQuerySchema, staticPageResponseSchema } from '@portal/contract/catalogue';
import { envelope } from '@portal/contract/envelope';
import type { AppContext } from '../../context.ts';
import { requireStaticToken } from '../../lib/static-token.ts';
import { catalogueService } from './catalogue.service.ts';

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = catalogueService(ctx.db);

    // Public: the pickers need it signed in, and nothing in it is private.
    app.get(
      '/admin/category/get',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Categories with their sub-categories, in the caller language',
          response: { 200: envelope(categoriesResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.categories(req.lang)),
    );

    app.get(
      '/user/static-page/get',
      {
        preValidation: requireStaticToken(ctx.config.staticToken),
        schema: {
          tags: ['reference'],
          summary: 'A static page as HTML: terms, privacy or usage (the usage policy), in the caller language',
          security: [{ bearer: [] }],
          querystring: staticPageQuerySchema,
          response: { 200: envelope(staticPageResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.staticPage(req.query.key, req.lang)),
    );
  };
