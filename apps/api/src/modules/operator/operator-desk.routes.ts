import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import {
  operatorDashboardQuerySchema,
  operatorDashboardSchema,
  operatorOrderDetailSchema,
  operatorOrderParamsSchema,
  operatorOrdersQuerySchema,
  operatorOrdersResponseSchema,
  operatorReassignCandidatesSchema,
  operatorReassignResultSchema,
  operatorReassignSchema,
} from '@portal/contract/operator-console';
import type { AppContext } from '../../context.ts';
import { operatorDeskService } from './operator-desk.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** The console's dashboard and order desk (mounted under /operator, operators only; issue 17 points 2 and 3). */
export const operatorDeskRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorDeskService(ctx);

    app.get(
      '/dashboard',
      {
        schema: {
          tags,
          security,
          summary: 'Figures of today, the last 7 or 30 days (Amman time): orders, express, RFPs, cancellations, complaints, providers',
          querystring: operatorDashboardQuerySchema,
          response: { 200: envelope(operatorDashboardSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.dashboard(req.query.period)),
    );
    app.get(
      '/orders',
      {
        schema: {
          tags,
          security,
          summary: 'Every order (E, T, R), newest first, searched and filtered, keyset-paged',
          querystring: operatorOrdersQuerySchema,
          response: { 200: envelope(operatorOrdersResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.listOrders(req.query, req.lang)),
    );
    app.get(
      '/orders/:id',
      {
        schema: {
          tags,
          security,
          summary: "One order: the customer's view, both parties, status history, notifications, operator actions",
          params: operatorOrderParamsSchema,
          response: { 200: envelope(operatorOrderDetailSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.order(req.params.id, req.lang)),
    );
    app.get(
      '/orders/:id/reassign-candidates',
      {
        schema: {
          tags,
          security,
          summary: "Active providers of the order's sub-category, to reassign it to",
          params: operatorOrderParamsSchema,
          response: { 200: envelope(operatorReassignCandidatesSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.candidates(req.params.id, req.lang)),
    );
    app.post(
      '/orders/:id/reassign',
      {
        schema: {
          tags,
          security,
          summary: 'Give the order to another provider of its sub-category; the customer and both providers are notified',
          params: operatorOrderParamsSchema,
          body: operatorReassignSchema,
          response: { 200: envelope(operatorReassignResultSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.reassign(req.params.id, req.body), 'operatorOrderReassigned'),
    );
  };
