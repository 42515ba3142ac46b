import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import {
  FEE_ORDER_TYPES,
  cancelOrderSchema,
  cancelTermsQuerySchema,
  cancelTermsSchema,
  directOrderMultipartSchema,
  expressOrderMultipartSchema,
  feesStatusUpdateSchema,
  orderCreatedSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  paymentAddSchema,
  ratingAddSchema,
  serviceIdQuerySchema,
} from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { registerIdempotency } from '../../lib/idempotency.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { withOrderForm } from '../order-core/order-form.ts';
import { replyWithOrderView } from './order-poll.ts';
import { ordersService } from './orders.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/** The customer's direct award (T) and express (E) orders: create, read, cancel, estimate, payment, rating. */
export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = ordersService(ctx);
    // Checked before the input, so a caller without a session learns nothing about the parameters.
    const customer = app.requireRole('customer');
    const tempDir = uploadTempDir(ctx.config.dataDir);

    const createRoute = (type: 'T' | 'E', url: string, summary: string, body: typeof expressOrderMultipartSchema) =>
      app.post(
        url,
        {
          preValidation: customer,
          config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } },
          // The multipart parts are read and checked in the handler; the schema documents them in OpenAPI.
          validatorCompiler: () => () => true,
          schema: {
            tags,
            summary,
            security,
            consumes: ['multipart/form-data', 'application/json'],
            body,
            response: { 200: envelope(orderCreatedSchema) },
          },
        },
        async (req, reply) => {
          const created = await withOrderForm(req, tempDir, await service.uploadLimits(), (form) =>
            service.create(req.session!.accountId, type, form),
          );
          return reply.ok(created, 'orderSent');
        },
      );
    createRoute('T', '/service/talzeem/request/send', 'Create a direct award order (multipart, attachments)', directOrderMultipartSchema);
    createRoute(
      'E',
      '/service/express/create',
      'Create an express order, offered to featured providers within 20 km (multipart)',
      expressOrderMultipartSchema,
    );

    app.get(
      '/v3/service/talzeem/request/active/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'My direct award orders: active and recent lists (spec §4.2), filtered',
          security,
          querystring: orderListQuerySchema,
          response: { 200: envelope(orderListSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.list(req.session!.accountId, 'T', req.query, req.lang)),
    );

    app.get(
      '/service/talzeem/request/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary:
            'One of my direct award orders, polled every 10 s: send If-None-Match with the last ETag to get 304 when nothing changed',
          security,
          querystring: serviceIdQuerySchema,
          response: { 200: envelope(orderSchema) },
        },
      },
      async (req, reply) =>
        replyWithOrderView(req, reply, ctx.orderEtags, 'T', req.query.serviceId, () =>
          service.one(req.session!.accountId, 'T', req.query.serviceId, req.lang),
        ),
    );

    app.get(
      '/customer/service/express/request/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'My express orders: active and recent lists (spec §4.2), filtered',
          security,
          querystring: orderListQuerySchema,
          response: { 200: envelope(orderListSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.list(req.session!.accountId, 'E', req.query, req.lang)),
    );

    app.get(
      '/customer/service/express/request/get/:id',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'One of my express orders, polled every 10 s: send If-None-Match with the last ETag to get 304 when nothing changed',
          security,
          params: orderIdParamsSchema,
          response: { 200: envelope(orderSchema) },
        },
      },
      async (req, reply) =>
        replyWithOrderView(req, reply, ctx.orderEtags, 'E', req.params.id, () =>
          service.one(req.session!.accountId, 'E', req.params.id, req.lang),
        ),
    );

    const cancelRoute = (type: 'T' | 'E', url: string) =>
      app.post(
        url,
        {
          preValidation: customer,
          schema: {
            tags,
            summary: `Cancel my ${type === 'T' ? 'direct award' : 'express'} order (CBC; past REQD after 300 s the fee of the cancel terms applies; send the fee shown as cancelFee: 409 cancelFeeChanged when it differs)`,
            security,
            body: cancelOrderSchema,
            response: { 200: envelope(orderSchema) },
          },
        },
        async (req, reply) => {
          const { serviceId, reason, cancelFee } = req.body;
          return reply.ok(await service.cancel(req.session!.accountId, type, serviceId, { reason, cancelFee }, req.lang), 'orderCancelled');
        },
      );
    app.get(
      '/customer/service/cancel-terms/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: "What cancelling my order now costs (spec §4.5): the provider's minimum visit rate plus accepted materials, past approval",
          security,
          querystring: cancelTermsQuerySchema,
          response: { 200: envelope(cancelTermsSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.cancelTerms(req.session!.accountId, FEE_ORDER_TYPES[req.query.type], req.query.serviceId)),
    );

    cancelRoute('T', '/customer/service/talzeem/cancel');
    cancelRoute('E', '/customer/service/express/cancel');

    app.post(
      '/customer/fees-status/update',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Accept or reject the pending fee estimate (spec §4.4)',
          security,
          body: feesStatusUpdateSchema,
          response: { 200: envelope(orderSchema) },
        },
      },
      async (req, reply) =>
        reply.ok(
          await service.feesStatus(req.session!.accountId, req.body, req.lang),
          req.body.feesStatus === 'ACPT' ? 'estimateAccepted' : 'estimateRejected',
        ),
    );

    // The payment record and the rating may be taken offline and sent again when the answer was lost (issue 19.5):
    // an Idempotency-Key makes the repeat answer as the first did (lib/idempotency.ts, decisions 0020 and 0024).
    await app.register(async (scope) => {
      registerIdempotency(scope, ctx.db);
      const writes = scope.withTypeProvider<ZodTypeProvider>();
      writes.post(
        '/customer/sparePart-payment/add',
        {
          preValidation: customer,
          schema: {
            tags,
            summary: 'Record the amount paid in cash (once)',
            security,
            body: paymentAddSchema,
            response: { 200: envelope(orderSchema) },
          },
        },
        async (req, reply) => reply.ok(await service.payment(req.session!.accountId, req.body, req.lang), 'paymentAdded'),
      );

      writes.post(
        '/v1/service/service-provider/rating/add',
        {
          preValidation: customer,
          schema: {
            tags,
            summary: "Rate the order's provider (once, after the payment is recorded)",
            security,
            body: ratingAddSchema,
            response: { 200: envelope(orderSchema) },
          },
        },
        async (req, reply) => reply.ok(await service.rate(req.session!.accountId, req.body, req.lang), 'ratingAdded'),
      );
    });
  };
