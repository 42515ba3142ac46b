import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import {
  NOTIFICATION_LIST_DEFAULT, notificationCountsSchema, notificationIdSchema, notificationListQuerySchema, notificationListSchema,
  operatorNotificationResponseSchema, operatorNotificationSchema, readForOrderSchema,
} from '@portal/contract/notifications';
import type { AppContext } from '../../context.ts';
import { notificationsService } from './notifications.service.ts';
import { etagMatches } from '../../lib/etag.ts';

const tags = ['notifications'];

/** 304 carries no body: nothing is built or serialised (the reply is typed for the 200 schema only). */
const notModified = (reply: FastifyReply) => reply.code(304).send();
const security = [{ bearer: [] }];

export const notificationsRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = notificationsService(ctx);
  const customer = app.requireRole('customer');

  app.get(
    '/homepage/notification/get',
    {
      preValidation: customer,
      schema: {
        tags,
        summary: 'The notification list, polled every 10 s: send If-None-Match with the last ETag to get 304 when nothing changed',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationListSchema) },
      },
    },
    async (req, reply) => {
      const { accountId } = req.session!;
      const limit = req.query.limit;
      // Known in memory after the first poll: a 304 then costs no query and no serialisation.
      const version = await service.version(accountId);
      const etag = `W/"${accountId}.${version}.${req.lang}${limit === NOTIFICATION_LIST_DEFAULT ? '' : `.${limit}`}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization, cookie, lang, accept-language');
      if (etagMatches(req.headers['if-none-match'], etag)) return notModified(reply);
      return reply.ok(await service.list(accountId, limit, req.lang));
    },
  );

  app.post(
    '/homepage/notification/read',
    { preValidation: customer, schema: { tags, summary: 'Mark one of my notifications read', security, body: notificationIdSchema, response: { 200: envelope(notificationCountsSchema) } } },
    async (req, reply) => reply.ok(await service.read(req.session!.accountId, req.body.id)),
  );

  app.post(
    '/homepage/notification/read-all',
    { preValidation: customer, schema: { tags, summary: 'Mark all my notifications read', security, response: { 200: envelope(notificationCountsSchema) } } },
    async (req, reply) => reply.ok(await service.readAll(req.session!.accountId)),
  );

  app.post(
    '/homepage/notification/dismiss',
    { preValidation: customer, schema: { tags, summary: 'Remove one of my notifications from the list', security, body: notificationIdSchema, response: { 200: envelope(notificationCountsSchema) } } },
    async (req, reply) => reply.ok(await service.dismiss(req.session!.accountId, req.body.id)),
  );

  app.post(
    '/homepage/notification/read-for-order',
    {
      preValidation: customer,
      schema: { tags, summary: "Mark an order's notifications read (opening it from a list, §2.7)", security, body: readForOrderSchema, response: { 200: envelope(notificationCountsSchema) } },
    },
    async (req, reply) => reply.ok(await service.readForOrder(req.session!.accountId, req.body.type, req.body.serviceId)),
  );

  app.post(
    '/operator/notifications/send',
    {
      preValidation: app.requireRole('operator'),
      schema: {
        tags: ['operator'],
        summary: 'Send a plain message (type SN) to a customer, in English, Arabic and French',
        security,
        body: operatorNotificationSchema,
        response: { 200: envelope(operatorNotificationResponseSchema) },
      },
    },
    async (req, reply) => reply.ok(await service.sendOperatorMessage(req.body), 'notificationSent'),
  );
};
