import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

export const captchaRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  // The ALTCHA widget reads the challenge itself, so this answers the bare challenge, not the envelope.
  app.get('/captcha/challenge', { schema: { tags: ['auth'], summary: 'ALTCHA proof-of-work challenge' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return ctx.captcha.challenge();
  });
};
