import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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
 * Security headers on every answer, API and pages alike: the CSP above, HSTS, nosniff, a referrer policy
 * and no framing (frame-ancestors and X-Frame-Options).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts.cspSources) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
});
