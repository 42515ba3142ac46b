import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; every non-API path that is not a file answers index.html (client routing). */
export const spaPlugin = fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', /\/assets\//.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
