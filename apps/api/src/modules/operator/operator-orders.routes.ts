import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { idParamsSchema } from '@portal/contract/operator';
import { operatorCancelBodySchema } from '@portal/contract/operator-console';
import { optionalAccountActionSchema } from '@portal/contract/operator-people';
import { operatorAccountResultSchema, operatorCancelResultSchema, providerOrderParamsSchema } from '@portal/contract/provider';
import type { AppContext } from '../../context.ts';
import { operatorOrdersService } from './operator-orders.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Cancelling orders and closing customer accounts (mounted under /operator, operators only). */
export const operatorOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorOrdersService(ctx);
    // The reason (issue 17) is optional here: these calls are a fixed contract that took no body; the console sends one.
    const account = { tags, security, params: idParamsSchema, body: optionalAccountActionSchema, response: { 200: envelope(operatorAccountResultSchema) } };

    app.post(
      '/orders/:type/:id/cancel',
      {
        schema: {
          tags,
          security,
          summary: 'Cancel an order (CBA); the customer is notified. The reason, if given, is kept in the audit log',
          params: providerOrderParamsSchema,
          // Optional: the console always sends one; callers of the fixed contract (docs/design.md) send none.
          body: operatorCancelBodySchema,
          response: { 200: envelope(operatorCancelResultSchema) },
        },
      },
      async (req, reply) =>
        reply.ok(await service.cancelOrder(req.session!.accountId, req.params.type, req.params.id), 'operatorOrderCancelled'),
    );
    app.post(
      '/customers/:id/suspend',
      { schema: { ...account, summary: 'Suspend a customer: sessions end at once, open orders cancelled (CBA)' } },
      async (req, reply) => reply.ok(await service.suspendCustomer(req.params.id, req.session!.accountId, req.body?.reason), 'customerSuspended'),
    );
    app.post(
      '/customers/:id/delete',
      { schema: { ...account, summary: 'Delete a customer: sessions end at once, open orders cancelled (CBA)' } },
      async (req, reply) => reply.ok(await service.deleteCustomer(req.params.id, req.session!.accountId, req.body?.reason), 'customerDeleted'),
    );
    app.post(
      '/customers/:id/reactivate',
      { schema: { ...account, summary: 'Let a suspended customer sign in again' } },
      async (req, reply) => reply.ok(await service.reactivateCustomer(req.params.id, req.body?.reason), 'customerReactivated'),
    );
  };
