import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complaintAddResponseSchema, complaintAddSchema, complaintOrderSchema, complaintSchema } from '@portal/contract/complaints';
import { envelope } from '@portal/contract/envelope';
import type { AppContext } from '../../context.ts';
import { complaintsService } from './complaints.service.ts';

const tags = ['complaints'];
const security = [{ bearer: [] }];

export const complaintsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = complaintsService(ctx);
    const customer = app.requireRole('customer');

    app.post(
      '/customer/complaint/add',
      {
        preValidation: customer,
        // Counted per customer (after the session is known), so colleagues behind one office address are not blocked together.
        config: {
          rateLimit: {
            max: 10,
            timeWindow: 3_600_000,
            hook: 'preHandler',
            keyGenerator: (req) => `complaint:${req.session?.accountId ?? req.ip}`,
          },
        },
        schema: {
          tags,
          summary: 'Report an abuse: about one of your orders, a service provider or something else',
          security,
          body: complaintAddSchema,
          response: { 200: envelope(complaintAddResponseSchema) },
        },
      },
      async (req, reply) => {
        const result = await service.add(req.session!, req.body, req.lang);
        return reply.ok(result, 'complaintAdded', { reference: result.reference });
      },
    );

    app.get(
      '/customer/complaint/orders',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: "The caller's own orders (express, direct award, RFP) a report can be about, newest first (the 100 newest)",
          security,
          response: { 200: envelope(z.array(complaintOrderSchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.orderChoices(req.session!.accountId, req.lang)),
    );

    app.get(
      '/customer/complaint/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: "The customer's own reports, newest first",
          security,
          response: { 200: envelope(z.array(complaintSchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.mine(req.session!.accountId, req.lang)),
    );
  };
