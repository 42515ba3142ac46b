import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app; every non-API path that is not a file answers index.html (client routing).
 * The build writes a brotli and a gzip copy of every text file (apps/web/vite.config.ts): those are sent to
 * browsers that accept them, so nothing is compressed per request. Hashed assets are cached for a year.
 */
export const spaPlugin = fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, not send's default `public, max-age=0`, which would otherwise overwrite the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', /\/assets\//.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The body depends on Accept-Encoding (a compressed copy or the file): shared caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    return reply.sendFile('index.html');
  });
});
