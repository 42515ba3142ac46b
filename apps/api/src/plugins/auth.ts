import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { markGuard } from '../lib/openapi-auth-marks.ts';
import { isSafeMethod, isSameOrigin } from '../lib/same-origin.ts';
import { clearSessionCookie, cookieIsSecure, sessionCookieToken } from '../lib/session-cookie.ts';
import type { SessionAccount, SessionStore } from '../lib/session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionAccount | null;
    /** How the session came: the browser's cookie or an Authorization header (other clients). */
    sessionFrom: 'cookie' | 'bearer' | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must hold a live session of one of these roles (else 401, or 403 for another role). */
    requireRole: (...roles: SessionAccount['role'][]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Sessions come from `Authorization: Bearer` (other clients; it wins when both are sent) or from the web's
 * HttpOnly cookie. A browser sends the cookie with any request to us, a forged cross-site form's included, so
 * a cookie-authenticated write must come from the portal's own origin (CSRF); a Bearer header cannot be forged
 * that way and needs no such check.
 */
export const authPlugin = fp<{ sessions: SessionStore; publicUrl: string }>(async (app, { sessions, publicUrl }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionFrom', null);
  // Marked so the OpenAPI document says a route guarded by it needs a session (security `bearer`).
  app.decorate('requireRole', (...roles: SessionAccount['role'][]) => markGuard(async (req: FastifyRequest, reply: FastifyReply) => {
    const header = bearer(req);
    const cookie = header ? null : sessionCookieToken(req, roles);
    if (cookie && !isSafeMethod(req.method) && !isSameOrigin(req, publicUrl)) throw forbidden('crossSiteRequest');
    const token = header ?? cookie?.token;
    const session = token ? await sessions.resolve(token) : null;
    if (!session) {
      // A cookie whose session has ended is dropped, so the browser stops sending it.
      if (cookie) clearSessionCookie(reply, cookieIsSecure(req, publicUrl), cookie.role);
      throw unauthorized();
    }
    if (!roles.includes(session.role)) throw forbidden();
    req.session = session;
    req.sessionFrom = header ? 'bearer' : 'cookie';
  }, 'session'));
});
