import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { SessionAccount, SessionStore } from '../lib/session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionAccount | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must hold a live session of one of these roles (else 401, or 403 for another role). */
    requireRole: (...roles: SessionAccount['role'][]) => (req: FastifyRequest) => Promise<void>;
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp<{ sessions: SessionStore }>(async (app, { sessions }) => {
  app.decorateRequest('session', null);
  app.decorate('requireRole', (...roles: SessionAccount['role'][]) => async (req: FastifyRequest) => {
    const token = bearer(req);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw unauthorized();
    if (!roles.includes(session.role)) throw forbidden();
    req.session = session;
  });
});
