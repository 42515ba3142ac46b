import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from the portal's own pages: the browser says so (Sec-Fetch-Site: same-origin), or its
 * Origin (else its Referer) is PUBLIC_URL's origin or the origin the request was sent to. A request that shows
 * none of them is not taken as ours: every browser sends Origin on a cross-site POST, so only a cookie-less client
 * (which uses Bearer) would send nothing.
 */
export function isSameOrigin(req: FastifyRequest, publicUrl: string): boolean {
  if (req.headers['sec-fetch-site'] === 'same-origin') return true;
  const header = req.headers.origin;
  const origin = header !== undefined ? originOf(String(header)) : originOf(req.headers.referer);
  if (!origin) return false;
  return origin === originOf(publicUrl) || origin === originOf(`${req.protocol}://${req.host}`);
}
