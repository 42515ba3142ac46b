import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityQuerySchema, availabilityResponseSchema } from '@portal/contract/catalogue';
import { envelope } from '@portal/contract/envelope';
import {
  directAwardProvidersQuerySchema,
  providerCardSchema,
  providerDetailSchema,
  providerIdParamsSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  visitRequestSchema,
  visitResponseSchema,
} from '@portal/contract/providers';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { providersService } from './providers.service.ts';

const tags = ['providers'];
const security = [{ bearer: [] }];

export const providersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = providersService(ctx.db);
    // Checked before the input, so a caller without a session learns nothing about the parameters.
    const customer = app.requireRole('customer');

    app.get(
      '/service/category/service-provider/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Providers available for a sub-category and order type (E: featured within 20 km; T: same country; R: any)',
          security,
          querystring: availabilityQuerySchema,
          response: { 200: envelope(availabilityResponseSchema) },
        },
      },
      async (req, reply) => {
        const list = await service.available(req.session!.accountId, req.query, req.lang);
        return reply.ok(list, list.length ? 'success' : 'noProviderAvailable');
      },
    );

    app.get(
      '/service/talzeem/service-provider/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Providers a customer may choose for a direct award',
          security,
          querystring: directAwardProvidersQuerySchema,
          response: { 200: envelope(z.array(providerCardSchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.forDirectAward(req.query, req.lang)),
    );

    app.get(
      '/service/talzeem/service-provider/get/:id',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'A provider profile (spec §3 Provider)',
          security,
          params: providerIdParamsSchema,
          response: { 200: envelope(providerDetailSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.detail(req.params.id, req.lang)),
    );

    app.get(
      '/service/service-provider/reviews/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: "A provider's reviews, newest first (5 a page by default, at most 20)",
          security,
          querystring: reviewsQuerySchema,
          response: { 200: envelope(reviewsResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.reviews(req.query)),
    );

    app.post(
      '/customer/visit-count-and-last-visit',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: "Record a visit to a provider's profile",
          security,
          body: visitRequestSchema,
          response: { 200: envelope(visitResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.recordVisit(req.session!.accountId, req.body.serviceProviderId), 'visitRecorded'),
    );
  };
