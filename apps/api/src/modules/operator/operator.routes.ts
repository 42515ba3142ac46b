import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { operatorLoginResponseSchema, operatorLoginSchema, operatorMeSchema } from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { loginBurstLimit } from '../../lib/login-guard.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';
import { browserMaySignIn, clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../lib/session-cookie.ts';
import { ensureEnvOperator } from './env-operator.ts';
import { operatorWriteGuard } from './operator-access.ts';
import { operatorAuditRoutes } from './operator-audit.routes.ts';
import { operatorCatalogueRoutes } from './operator-catalogue.routes.ts';
import { operatorCommissionRoutes } from './operator-commission.routes.ts';
import { operatorContentRoutes } from './operator-content.routes.ts';
import { operatorDeskRoutes } from './operator-desk.routes.ts';
import { operatorModerationRoutes } from './operator-moderation.routes.ts';
import { operatorCancellationsRoutes } from './operator-cancellations.routes.ts';
import { operatorOrdersRoutes } from './operator-orders.routes.ts';
import { operatorPeopleRoutes } from './operator-people.routes.ts';
import { operatorProvidersRoutes } from './operator-providers.routes.ts';
import { operatorService } from './operator.service.ts';

const tags = ['operator'];

/** The operator (admin) API of docs/design.md under /api/operator: sign-in, then everything else for operators only. */
export const operatorRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorService(ctx);
    await ensureEnvOperator(ctx.db, process.env, app.log);

    app.post(
      '/operator/login',
      {
        config: { rateLimit: loginBurstLimit('operator') },
        schema: {
          tags,
          summary: 'Operator sign-in; the token goes in Authorization: Bearer',
          body: operatorLoginSchema,
          response: { 200: envelope(operatorLoginResponseSchema) },
        },
      },
      async (req, reply) => {
        const data = await service.login(req.body.email, req.body.password, req.ip, req.lang);
        // The console (/ops) keeps its session in its own HttpOnly cookie (docs/decisions/0022); authToken stays for API clients.
        if (browserMaySignIn(req, (r) => isSameOrigin(r, ctx.config.publicUrl)))
          setSessionCookie(reply, data.authToken, ctx.config.sessionAbsoluteSeconds, cookieIsSecure(req, ctx.config.publicUrl), 'operator');
        return reply.ok(data, 'loginSuccess');
      },
    );

    await app.register(
      async (guarded) => {
        // Before validation: a caller who is not an operator learns nothing about the inputs (401 or 403 first).
        guarded.addHook('preValidation', guarded.requireRole('operator'));
        guarded.addHook('preValidation', operatorWriteGuard(ctx.pool));
        guarded
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/logout',
            { schema: { tags, summary: 'End the operator session', security: [{ bearer: [] }], response: { 200: envelope(z.null()) } } },
            async (req, reply) => {
              await service.logout(req.session!.sessionId);
              clearSessionCookie(reply, cookieIsSecure(req, ctx.config.publicUrl), 'operator');
              return reply.ok(null, 'logoutSuccess');
            },
          )
          .get(
            '/me',
            { schema: { tags, summary: 'The signed-in operator and their role', security: [{ bearer: [] }], response: { 200: envelope(operatorMeSchema) } } },
            async (req, reply) => reply.ok(await service.me(req.session!.accountId)),
          );
        await guarded.register(operatorCatalogueRoutes(ctx));
        await guarded.register(operatorContentRoutes(ctx));
        await guarded.register(operatorModerationRoutes(ctx));
        await guarded.register(operatorCommissionRoutes(ctx));
        await guarded.register(operatorOrdersRoutes(ctx));
        await guarded.register(operatorCancellationsRoutes(ctx));
        await guarded.register(operatorDeskRoutes(ctx));
        await guarded.register(operatorAuditRoutes(ctx));
        await guarded.register(operatorProvidersRoutes(ctx));
        await guarded.register(operatorPeopleRoutes(ctx));
      },
      { prefix: '/operator' },
    );
  };
