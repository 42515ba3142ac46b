import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import {
  providerEstimateSchema,
  providerLoginResponseSchema,
  providerLoginSchema,
  providerMeSchema,
  providerOrderParamsSchema,
  providerOrderSchema,
  providerRateCustomerSchema,
  providerRequestsQuerySchema,
  providerStatusSchema,
} from '@portal/contract/provider';
import { providerRequestSchema } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { loginBurstLimit } from '../../lib/login-guard.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';
import { browserMaySignIn, clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../lib/session-cookie.ts';
import { withProviderAttachments } from './provider-attachments.ts';
import { providerOrdersService, type ProviderRfpInfos } from './provider-orders.service.ts';

const tags = ['provider'];
const security = [{ bearer: [] }];
const order = envelope(providerOrderSchema);

/** The provider API of docs/design.md (Fixed contracts) under /api/provider. */
export const providerOrdersRoutes =
  (ctx: AppContext, rfpInfos: ProviderRfpInfos): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = providerOrdersService(ctx, rfpInfos);

    app.post(
      '/provider/login',
      {
        config: { rateLimit: loginBurstLimit('provider') },
        schema: {
          tags,
          summary: 'Provider sign-in; the token goes in Authorization: Bearer',
          body: providerLoginSchema,
          response: { 200: envelope(providerLoginResponseSchema) },
        },
      },
      async (req, reply) => {
        const data = await service.login(req.body.email, req.body.password, req.ip, req.lang);
        // The provider app (/pro) keeps its session in its own HttpOnly cookie (docs/decisions/0022); authToken stays for API clients.
        if (browserMaySignIn(req, (r) => isSameOrigin(r, ctx.config.publicUrl)))
          setSessionCookie(reply, data.authToken, ctx.config.sessionAbsoluteSeconds, cookieIsSecure(req, ctx.config.publicUrl), 'provider');
        return reply.ok(data, 'loginSuccess');
      },
    );

    await app.register(
      async (guarded) => {
        // Before validation: a caller who is not a provider learns nothing about the inputs (401 or 403 first).
        guarded.addHook('preValidation', guarded.requireRole('provider'));
        const g = guarded.withTypeProvider<ZodTypeProvider>();
        const me = (req: FastifyRequest) => req.session!.accountId;

        g.post(
          '/logout',
          { schema: { tags, summary: 'End the provider session (and clear its cookie)', security, response: { 200: envelope(z.null()) } } },
          async (req, reply) => {
            await ctx.sessions.revoke(req.session!.sessionId);
            clearSessionCookie(reply, cookieIsSecure(req, ctx.config.publicUrl), 'provider');
            return reply.ok(null, 'logoutSuccess');
          },
        );

        g.get(
          '/me',
          { schema: { tags, summary: 'The signed-in provider', security, response: { 200: envelope(providerMeSchema) } } },
          async (req, reply) => reply.ok(await service.me(me(req), req.lang)),
        );

        g.get(
          '/requests',
          {
            schema: {
              tags,
              summary: 'E: open express offers to me and my express orders; T: my direct awards; R: open RFPs in my sub-categories, those I replied to and those awarded to me (with `rfp`)',
              security,
              querystring: providerRequestsQuerySchema,
              response: { 200: envelope(z.array(providerRequestSchema)) },
            },
          },
          async (req, reply) => reply.ok(await service.requests(me(req), req.query.type, req.lang)),
        );

        const action = { tags, security, params: providerOrderParamsSchema, response: { 200: order } };

        g.post(
          '/orders/:type/:id/accept',
          { schema: { ...action, summary: 'Accept (T: REQD->ACPT; E: first to accept takes it, REQD->APRD; 409 orderTaken)' } },
          async (req, reply) => reply.ok(await service.accept(me(req), req.params.type, req.params.id, req.lang), 'providerOrderAccepted'),
        );
        g.post(
          '/orders/:type/:id/reject',
          { schema: { ...action, summary: 'Decline (T: REQD->REJT; E: my offer declined)' } },
          async (req, reply) => reply.ok(await service.reject(me(req), req.params.type, req.params.id, req.lang), 'providerOrderRejected'),
        );
        g.post(
          '/orders/:type/:id/status',
          { schema: { ...action, summary: 'Move the order to a status the contract allows the provider', body: providerStatusSchema } },
          async (req, reply) =>
            reply.ok(await service.setStatus(me(req), req.params.type, req.params.id, req.body.status, req.lang), 'providerStatusUpdated'),
        );
        g.post(
          '/orders/:type/:id/estimate',
          {
            schema: { ...action, summary: 'Send an estimate while under progress (customerFeesStatus PEND)', body: providerEstimateSchema },
          },
          async (req, reply) =>
            reply.ok(await service.sendEstimate(me(req), req.params.type, req.params.id, req.body, req.lang), 'providerEstimateSent'),
        );
        g.post('/orders/:type/:id/cancel', { schema: { ...action, summary: 'Cancel by the provider (CNCL)' } }, async (req, reply) =>
          reply.ok(await service.cancel(me(req), req.params.type, req.params.id, req.lang), 'providerOrderCancelled'),
        );
        g.post(
          '/orders/:type/:id/rate-customer',
          { schema: { ...action, summary: 'Rate the customer once the order is done (once)', body: providerRateCustomerSchema } },
          async (req, reply) =>
            reply.ok(await service.rateCustomer(me(req), req.params.type, req.params.id, req.body, req.lang), 'providerCustomerRated'),
        );
        g.post(
          '/orders/:type/:id/attachments',
          {
            // The multipart parts are read and checked in the handler.
            schema: {
              ...action,
              summary: 'Finished-work files (multipart field attachments) while UP or FSD',
              consumes: ['multipart/form-data'],
            },
          },
          async (req, reply) => {
            const { type, id } = req.params;
            const limits = await service.attachmentLimits(me(req), type, id);
            const order = await withProviderAttachments(req, ctx, limits, (form) => service.addAttachments(me(req), type, id, form, limits, req.lang));
            return reply.ok(order, 'providerAttachmentsAdded');
          },
        );
      },
      { prefix: '/provider' },
    );
  };
