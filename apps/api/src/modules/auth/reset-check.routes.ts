import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetLinkCheckQuerySchema, resetLinkCheckResponseSchema } from '@portal/contract/auth';
import { envelope } from '@portal/contract/envelope';
import type { AppContext } from '../../context.ts';
import { authService } from './auth.service.ts';

/**
 * GET /customer/resetPwd/check: the reset form asks whether its link still works before the user types two
 * passwords. Public, read-only; rate limited like the other password calls (a token is 256 random bits).
 */
export const resetCheckRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = authService(ctx);
  app.get(
    '/customer/resetPwd/check',
    {
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password reset link can still be used',
        querystring: resetLinkCheckQuerySchema,
        response: { 200: envelope(resetLinkCheckResponseSchema) },
      },
    },
    async (req, reply) => reply.ok({ valid: await service.resetLinkValid(req.query.email, req.query.token) }),
  );
};
