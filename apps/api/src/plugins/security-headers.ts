import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { googleMapsCsp } from './google-maps-csp.ts';

/**
 * A CSP with no inline scripts. Styles allow inline because Mantine writes its CSS variables in a
 * style element; map tiles come from the configured tile host.
 */
export const securityHeadersPlugin = fp<{ googleMapsScriptUrl?: string }>(async (app, opts) => {
  const tileHost = process.env.MAP_TILE_HOST ?? 'https://*.tile.openstreetmap.org';
  const maps = googleMapsCsp(opts.googleMapsScriptUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
        imgSrc: ["'self'", 'data:', 'blob:', tileHost, ...maps.img],
        connectSrc: ["'self'", ...maps.connect],
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
