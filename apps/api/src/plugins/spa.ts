import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A built single-page app and the path it lives under: '/' (the customer portal), '/ops/' or '/pro/'. */
export type SpaMount = { prefix: string; root: string };

const headers = {
  // Ours, not send's default `public, max-age=0`, which would otherwise overwrite the one set below.
  cacheControl: false,
  setHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
    res.setHeader('cache-control', /\/assets\//.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The body depends on Accept-Encoding (a compressed copy or the file): shared caches must key on it.
    res.setHeader('vary', 'accept-encoding');
  },
} as const;

/**
 * Serves the built apps: the customer portal at /, the operator console at /ops and the provider app at /pro, each
 * its own bundle (docs/decisions/0022). Every path of an app that is not a file answers that app's index.html (client
 * routing). The builds write a brotli and a gzip copy of every text file (vite configs): those are sent to browsers
 * that accept them, so nothing is compressed per request. Hashed assets are cached for a year.
 */
export const spaPlugin = fp<{ mounts: SpaMount[] }>(async (app, { mounts }) => {
  // The portal's mount carries the reply decorator (sendFile); the others only add their routes.
  const ordered = [...mounts].sort((a, b) => (a.prefix === '/' ? -1 : b.prefix === '/' ? 1 : 0));
  for (const [i, { prefix, root }] of ordered.entries()) {
    await app.register(fastifyStatic, { root, prefix, wildcard: false, index: false, preCompressed: true, decorateReply: i === 0, ...headers });
  }
  const subApps = ordered.filter((m) => m.prefix !== '/');
  for (const { prefix, root } of subApps) {
    const bare = prefix.replace(/\/$/, '');
    const index = (_req: unknown, reply: { sendFile(file: string, root: string): unknown }) => reply.sendFile('index.html', root);
    app.get(bare, { schema: { hide: true } }, index);
    app.get(`${bare}/*`, { schema: { hide: true } }, index);
  }
  const portal = ordered.find((m) => m.prefix === '/');
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !portal) return reply.callNotFound();
    return reply.sendFile('index.html', portal.root);
  });
});
