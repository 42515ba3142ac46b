import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Directives a feature may widen (e.g. Google Maps' hosts, only when a Google key is set). */
export type CspSources = Partial<
  Record<'scriptSrc' | 'styleSrc' | 'imgSrc' | 'connectSrc' | 'fontSrc' | 'frameSrc' | 'workerSrc', string[]>
>;

export type SecurityHeadersOptions = {
  /** Extra sources per directive, added to the defaults below. Never 'unsafe-inline' or 'unsafe-eval' in scriptSrc. */
  cspSources?: CspSources;
};

/** The origin of a tile URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png` -> `https://*.tile.example.org`). */
export function tileOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/]+)/i.exec(template.replace(/\{s\}/g, '*'));
  return match ? match[1]! : null;
}

const FORBIDDEN_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'"];

/** The CSP directives: no inline script and no eval, ever; widened only by `cspSources`. */
export function cspDirectives(sources: CspSources = {}): Record<string, string[]> {
  const scriptExtra = sources.scriptSrc ?? [];
  const bad = scriptExtra.filter((s) => FORBIDDEN_SCRIPT_SOURCES.includes(s));
  if (bad.length) throw new Error(`script-src may not allow ${bad.join(', ')}`);
  const add = (base: string[], extra: string[] | undefined) => [...new Set([...base, ...(extra ?? [])])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: add(["'self'"], scriptExtra),
    // No inline event handlers (onclick=...) either.
    scriptSrcAttr: ["'none'"],
    // Mantine writes its CSS variables in a style element: styles may be inline, scripts never.
    styleSrc: add(["'self'", "'unsafe-inline'"], sources.styleSrc),
    imgSrc: add(["'self'", 'data:', 'blob:'], sources.imgSrc),
    fontSrc: add(["'self'", 'data:'], sources.fontSrc),
    connectSrc: add(["'self'"], sources.connectSrc),
    frameSrc: sources.frameSrc?.length ? [...new Set(sources.frameSrc)] : ["'none'"],
    workerSrc: add(["'self'", 'blob:'], sources.workerSrc),
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: [],
  };
}

/**
 * helmet's headers for these settings, worked out once. They depend on the settings only, never on the request,
 * and running helmet's middlewares on every request cost about half of a 304 poll's throughput (docs/performance.md).
 */
export function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What a JSON answer of the API needs: nothing in it may run or load (`default-src 'none'`), it is never
 * framed, never sniffed, only HTTPS, and no referrer leaves with it. The page headers' other half (COOP,
 * origin-agent-cluster, DNS prefetch, download options...) concerns documents; on a 10 s poll answered 304 it
 * was about a tenth of the work (docs/performance.md).
 */
export function apiSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const keep = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(keep.filter((name) => page[name] !== undefined).map((name) => [name, page[name]!])),
  };
}

/** The headers helmet is asked for besides the CSP (which depends on the features). */
const BASE_OPTIONS: HelmetOptions = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/** For answers made outside the hooks too (what the router itself refuses, see envelope.ts). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = apiSecurityHeaders(
  fixedSecurityHeaders({ ...BASE_OPTIONS, contentSecurityPolicy: false }),
);

/** JSON answers of the API; its documentation is pages and scripts, and gets the page headers. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer: for pages (and the API documentation) the CSP above with HSTS, nosniff,
 * a referrer policy and no framing (frame-ancestors and X-Frame-Options); for the API's JSON the short set
 * of apiSecurityHeaders. A route may still set its own CSP (stored files).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, opts) => {
  const page = fixedSecurityHeaders({
    ...BASE_OPTIONS,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.cspSources) },
  });
  const pageEntries = Object.entries(page);
  const apiEntries = Object.entries(API_SECURITY_HEADERS);
  // On the raw response, as helmet's own middleware does: what a route sets later (reply.header, or
  // @fastify/static's setHeaders for the sandboxed catalogue SVGs) still wins over these defaults.
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isApiAnswer(req.url) ? apiEntries : pageEntries) reply.raw.setHeader(name, value);
    done();
  });
});
