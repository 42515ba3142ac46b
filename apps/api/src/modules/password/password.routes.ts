import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { changePasswordSchema } from '@portal/contract/password';
import { providerSetPasswordSchema } from '@portal/contract/operator-people';
import type { AppContext } from '../../context.ts';
import { passwordService } from './password.service.ts';

const MINUTE = 60_000;

/**
 * Counted per account, after the session check: someone holding a stolen session cannot try old passwords
 * faster than this, and a shared address does not limit its other users.
 */
const perAccount = (req: FastifyRequest) => `change-password:${req.session?.accountId ?? req.ip}`;

export const passwordRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = passwordService(ctx);

  app.post(
    '/customer/change-password',
    {
      preValidation: app.requireRole('customer'),
      config: { rateLimit: { max: 10, timeWindow: 15 * MINUTE, hook: 'preHandler', keyGenerator: perAccount } },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in customer's password (ends the account's other sessions; this one goes on)",
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.change(req.session!.accountId, req.session!.sessionId, req.body);
      return reply.ok(null, 'passwordChanged');
    },
  );

  app.post(
    '/provider/password/set',
    {
      // Public: the token is the credential; few tries per address, as the reset link's.
      config: { rateLimit: { max: 10, timeWindow: 15 * MINUTE } },
      schema: {
        tags: ['provider'],
        summary: "A new provider's first password, from the invitation mail's single-use link (/pro/set-password?token=)",
        body: providerSetPasswordSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.setProviderPassword(req.body.token, req.body.password);
      return reply.ok(null, 'passwordSetSuccess');
    },
  );
};
