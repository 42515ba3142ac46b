import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { pushSubscribeSchema, pushUnsubscribeSchema, vapidPublicKeySchema } from '@portal/contract/push';
import type { AppContext } from '../../context.ts';
import { pushService } from './push.service.ts';

const tags = ['push'];

export const pushRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = pushService(ctx);

  app.get(
    '/push/vapid-public-key',
    { schema: { tags, summary: "The server's VAPID public key (applicationServerKey of pushManager.subscribe)", response: { 200: envelope(vapidPublicKeySchema) } } },
    async (_req, reply) => reply.ok(await service.vapidPublicKey()),
  );

  // The customer portal's devices, and the provider app's (issue 18: new express offers arrive by Web Push).
  for (const role of ['customer', 'provider'] as const) {
    app.post(
      `/${role}/push/subscribe`,
      {
        preValidation: app.requireRole(role),
        schema: {
          tags,
          summary:
            "Store this device's push subscription (one per account and deviceId, at most 5 per account: the oldest goes; pushes come in the request's language; removed when this session ends)",
          security: [{ bearer: [] }],
          body: pushSubscribeSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req, reply) => {
        await service.subscribe(req.session!.accountId, req.session!.sessionId, req.body, req.lang);
        return reply.ok(null);
      },
    );

    app.post(
      `/${role}/push/unsubscribe`,
      {
        preValidation: app.requireRole(role),
        schema: { tags, summary: "Forget this device's push subscription", security: [{ bearer: [] }], body: pushUnsubscribeSchema, response: { 200: envelope(z.null()) } },
      },
      async (req, reply) => {
        await service.unsubscribe(req.session!.accountId, req.body.deviceId);
        return reply.ok(null);
      },
    );
  }
};
