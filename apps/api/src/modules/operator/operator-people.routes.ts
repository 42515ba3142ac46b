import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { idParamsSchema } from '@portal/contract/operator';
import {
  complaintAssignSchema,
  complaintReplySchema,
  complaintStatusSchema,
  messageAudienceCountSchema,
  messageAudienceQuerySchema,
  operatorComplaintDetailSchema,
  operatorCustomerDetailSchema,
  operatorCustomersQuerySchema,
  operatorCustomersResponseSchema,
  operatorListSchema,
  operatorMessageSchema,
  operatorMessagesResponseSchema,
} from '@portal/contract/operator-people';
import type { AppContext } from '../../context.ts';
import { operatorComplaintsService } from './operator-complaints.service.ts';
import { operatorCustomersService } from './operator-customers.service.ts';
import { operatorMessagesService } from './operator-messages.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * Customers, the complaint queue and messages in the console (issue 17, points 5, 6 and 8; mounted under
 * /operator). Support may handle complaints and send messages; the customer account actions are operator-orders'.
 */
export const operatorPeopleRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const customers = operatorCustomersService(ctx);
    const complaints = operatorComplaintsService(ctx);
    const messages = operatorMessagesService(ctx);
    const complaintDetail = { 200: envelope(operatorComplaintDetailSchema) };

    app.get(
      '/customers',
      { schema: { tags, security, summary: 'Customers by name, company, e-mail or phone, newest first', querystring: operatorCustomersQuerySchema, response: { 200: envelope(operatorCustomersResponseSchema) } } },
      async (req, reply) => reply.ok(await customers.search(req.query)),
    );
    app.get(
      '/customers/:id',
      {
        schema: {
          tags,
          security,
          summary: "A customer's profile, orders, reports and cancellations per month (flagged over 2)",
          params: idParamsSchema,
          response: { 200: envelope(operatorCustomerDetailSchema) },
        },
      },
      async (req, reply) => reply.ok(await customers.detail(req.params.id)),
    );

    app.get(
      '/operators',
      { schema: { tags, security, summary: 'Active operators (to assign a report to)', response: { 200: envelope(operatorListSchema) } } },
      async (req, reply) => reply.ok(await complaints.operators()),
    );
    app.get(
      '/complaints/:id',
      { schema: { tags, security, summary: 'One report with its order, parties and answers', params: idParamsSchema, response: complaintDetail } },
      async (req, reply) => reply.ok(await complaints.detail(req.params.id)),
    );
    app.post(
      '/complaints/:id/assign',
      { schema: { tags, security, summary: 'Assign a report to an operator (null: back to the queue)', params: idParamsSchema, body: complaintAssignSchema, response: complaintDetail } },
      async (req, reply) => reply.ok(await complaints.assign(req.params.id, req.body.operatorId), 'complaintAssigned'),
    );
    app.post(
      '/complaints/:id/status',
      { schema: { tags, security, summary: "Set a report's status (open, in progress, closed)", params: idParamsSchema, body: complaintStatusSchema, response: complaintDetail } },
      async (req, reply) => reply.ok(await complaints.setStatus(req.params.id, req.body.status), 'complaintStatusChanged'),
    );
    app.post(
      '/complaints/:id/replies',
      {
        schema: { tags, security, summary: 'Answer the customer: by mail and notification, in their language', params: idParamsSchema, body: complaintReplySchema, response: complaintDetail },
      },
      async (req, reply) => reply.ok(await complaints.reply(req.params.id, req.session!, req.body.body, req.body.close), 'complaintReplied'),
    );

    app.get(
      '/messages',
      { schema: { tags, security, summary: 'The latest messages sent to customers and how far each has gone', response: { 200: envelope(operatorMessagesResponseSchema) } } },
      async (req, reply) => reply.ok(await messages.recent()),
    );
    app.get(
      '/messages/audience',
      { schema: { tags, security, summary: 'How many customers a message would reach (asked before sending)', querystring: messageAudienceQuerySchema, response: { 200: envelope(messageAudienceCountSchema) } } },
      async (req, reply) => reply.ok(await messages.audienceSize(req.query)),
    );
    app.post(
      '/messages',
      {
        schema: {
          tags,
          security,
          summary: 'Send an SN notification (with push) to one customer, a segment or all, in three languages; a durable job writes them',
          body: operatorMessageSchema,
          response: { 200: envelope(z.object({ id: z.number().int(), status: z.literal('queued') })) },
        },
      },
      async (req, reply) => reply.ok(await messages.send(req.session!.accountId, req.body), 'messageQueued'),
    );
  };
