import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * A CSP with no inline scripts. Styles allow inline because Mantine writes its CSS variables in a
 * style element; map tiles come from the configured tile host.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const tileHost = process.env.MAP_TILE_HOST ?? 'https://*.tile.openstreetmap.org';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileHost],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
