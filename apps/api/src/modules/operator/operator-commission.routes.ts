import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { idParamsSchema } from '@portal/contract/operator';
import { commissionRateSchema, commissionResponseSchema } from '@portal/contract/provider-account';
import type { AppContext } from '../../context.ts';
import { operatorCommissionService } from './operator-commission.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** A provider's commission rate and its history (mounted under /operator; writes admin-only and audited). */
export const operatorCommissionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorCommissionService(ctx.db);

    app.get(
      '/providers/:id/commission',
      {
        schema: {
          tags,
          summary: "A provider's commission rate (percent) with every change",
          security,
          params: idParamsSchema,
          response: { 200: envelope(commissionResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.get(req.params.id)),
    );
    app.put(
      '/providers/:id/commission',
      {
        schema: {
          tags,
          summary: "Set a provider's commission rate (percent, 0-100; admin only, audited, kept in the history)",
          security,
          params: idParamsSchema,
          body: commissionRateSchema,
          response: { 200: envelope(commissionResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.set(req.params.id, req.body.rate, req.session!.accountId), 'commissionUpdated'),
    );
  };
