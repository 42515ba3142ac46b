import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The customer's session in the browser (docs/design.md): an HttpOnly cookie, so page script never holds the token.
 * Path /api: only API calls (and the files they serve) carry it. Written and read here by hand: one cookie whose
 * value we make ourselves (base64url, nothing to escape), so a cookie library would add a dependency for two lines.
 */
export const SESSION_COOKIE = 'khidmat_session';
const COOKIE_PATH = '/api';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Secure when the portal is served over https: its PUBLIC_URL says so, or this request came over https. */
export function cookieIsSecure(req: FastifyRequest, publicUrl: string): boolean {
  return publicUrl.startsWith('https:') || req.protocol === 'https';
}

function appendSetCookie(reply: FastifyReply, value: string) {
  const current = reply.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  reply.header('set-cookie', [...list, value]);
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean) {
  appendSetCookie(reply, `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  appendSetCookie(reply, `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

/** The session token of the cookie, if the request carries one of the right shape. */
export function sessionCookieToken(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return null;
}
