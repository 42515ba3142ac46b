import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { branchListSchema } from '@portal/contract/branches';
import { envelope } from '@portal/contract/envelope';
import type { AppContext } from '../../context.ts';
import { branchesService } from './branches.service.ts';

export const branchesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = branchesService(ctx.db);
    app.get(
      '/service/talzeem/branch/get',
      {
        preValidation: app.requireRole('customer'),
        schema: {
          tags: ['orders'],
          summary: "My addresses for an order: the profile's main address (id 'main') and saved branches",
          security: [{ bearer: [] }],
          response: { 200: envelope(branchListSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.list(req.session!.accountId)),
    );
  };
