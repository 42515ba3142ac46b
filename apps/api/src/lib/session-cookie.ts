import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The customer's session in the browser (docs/design.md): an HttpOnly cookie, so page script never holds the token.
 * Path /api: only API calls (and the files they serve) carry it. Written and read here by hand: one cookie whose
 * value we make ourselves (base64url, nothing to escape), so a cookie library would add a dependency for two lines.
 */
export const SESSION_COOKIE = 'khidmat_session';
/**
 * One cookie per app (docs/decisions/0022): a person signed in to the customer portal, the operator console (/ops)
 * and the provider app (/pro) in one browser holds three sessions of three accounts, and signing out of one app
 * leaves the others alone. The cookie a route reads follows the roles it admits.
 */
export const ROLE_COOKIES = { customer: SESSION_COOKIE, operator: 'khidmat_ops_session', provider: 'khidmat_pro_session' } as const;
export type CookieRole = keyof typeof ROLE_COOKIES;
/** The header the console and the provider app send, so a route open to several roles reads that app's cookie first. */
export const APP_HEADER = 'x-khidmat-app';
const APP_ROLES: Record<string, CookieRole> = { ops: 'operator', pro: 'provider', web: 'customer' };
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

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean, role: CookieRole = 'customer') {
  appendSetCookie(reply, `${ROLE_COOKIES[role]}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean, role: CookieRole = 'customer') {
  appendSetCookie(
    reply,
    `${ROLE_COOKIES[role]}=; Path=${COOKIE_PATH}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN_SHAPE.test(value)) return value;
  }
  return null;
}

/**
 * The session cookie a route open to these roles reads: the app named by x-khidmat-app first (a file an operator
 * opens in the console is the operator's, even when the same browser is signed in to the portal), then the roles
 * in the order the route lists them.
 */
export function sessionCookieToken(req: FastifyRequest, roles: readonly string[] = ['customer']): { token: string; role: CookieRole } | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const preferred = APP_ROLES[String(req.headers[APP_HEADER] ?? '')];
  const order = [...(preferred && roles.includes(preferred) ? [preferred] : []), ...roles].filter((r): r is CookieRole => r in ROLE_COOKIES);
  for (const role of order) {
    const token = cookieValue(header, ROLE_COOKIES[role]);
    if (token) return { token, role };
  }
  return null;
}

/** A sign-in answered to a browser page of ours sets that app's cookie; one posted from another site gets none. */
export function browserMaySignIn(req: FastifyRequest, sameOrigin: (req: FastifyRequest) => boolean): boolean {
  return req.headers.origin === undefined && req.headers.referer === undefined ? true : sameOrigin(req);
}
