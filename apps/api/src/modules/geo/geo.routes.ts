import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { geoReverseQuerySchema, geoSearchQuerySchema, resolvedAddressSchema, reverseAddressSchema } from '@portal/contract/geo';
import { mapsConfigSchema } from '@portal/contract/maps-config';
import type { AppContext } from '../../context.ts';
import { chooseGeocoder, mapsConfig } from './choose-geocoder.ts';
import { geoService } from './geo.service.ts';

const tags = ['geo'];
// Public (the sign-up map uses it before any session); the map asks as the user types, so allow a steady trickle.
const rateLimit = { max: 60, timeWindow: 60_000 };

export const geoRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Built once when the module registers: the gazetteer is checked and indexed here, not per request.
  const service = geoService(chooseGeocoder(ctx.config, base.log));

  app.get(
    '/geo/search',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Address search over places of Jordan (English, Arabic, French names), in the caller language',
        querystring: geoSearchQuerySchema,
        response: { 200: envelope(z.array(resolvedAddressSchema)) },
      },
    },
    async (req, reply) => reply.ok(await service.search(req.query.q, req.query.limit, req.lang)),
  );

  app.get(
    '/geo/reverse',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Names of a point: district (within 3 km) or city, governorate and country, in the caller language',
        querystring: geoReverseQuerySchema,
        response: { 200: envelope(reverseAddressSchema) },
      },
    },
    async (req, reply) => reply.ok(await service.reverse(req.query.lat, req.query.lng, req.lang)),
  );

  app.get(
    '/master/web/maps-config/get',
    {
      schema: {
        tags,
        summary: "Which map the web draws: Google (with the server's browser key) or Leaflet tiles",
        response: { 200: envelope(mapsConfigSchema) },
      },
    },
    async (_req, reply) => reply.ok(mapsConfig(ctx.config)),
  );
};
