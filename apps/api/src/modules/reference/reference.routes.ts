import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import {
  bannersResponseSchema, customerTypeSchema, industryQuerySchema, industrySchema, onboardingResponseSchema, providerSliderItemSchema,
  providerSliderQuerySchema, supportContactSchema, termsQuerySchema, termsResponseSchema, validationDataItemSchema, validationDataQuerySchema,
} from '@portal/contract/reference';
import type { AppContext } from '../../context.ts';
import { requireStaticToken } from '../../lib/static-token.ts';
import { referenceService } from './reference.service.ts';

const tags = ['reference'];

export const referenceRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = referenceService(ctx.db);
  const staticToken = requireStaticToken(ctx.config.staticToken);

  app.get('/admin/customer-type/get', { schema: { tags, response: { 200: envelope(z.array(customerTypeSchema)) } } }, async (_req, reply) =>
    reply.ok(await service.customerTypes()),
  );
  app.get('/admin/industry/get', { schema: { tags, querystring: industryQuerySchema, response: { 200: envelope(z.array(industrySchema)) } } }, async (req, reply) =>
    reply.ok(await service.industries(req.query.customerType)),
  );
  app.get(
    '/master/web/onboarding-screen/get',
    { preValidation: staticToken, schema: { tags, security: [{ bearer: [] }], response: { 200: envelope(onboardingResponseSchema) } } },
    async (_req, reply) => reply.ok(await service.onboarding()),
  );
  app.get(
    '/user/terms-and-privacy/get',
    { preValidation: staticToken, schema: { tags, security: [{ bearer: [] }], querystring: termsQuerySchema, response: { 200: envelope(termsResponseSchema) } } },
    async (req, reply) => reply.ok(await service.staticPage(req.query.isTermsAndCondition, req.lang)),
  );
  app.get('/customer/homepage/banner/get', { schema: { tags, response: { 200: envelope(bannersResponseSchema) } } }, async (_req, reply) =>
    reply.ok(await service.banners()),
  );
  app.get(
    '/customer/homepage/service-provider/get',
    { schema: { tags, querystring: providerSliderQuerySchema, response: { 200: envelope(z.array(providerSliderItemSchema)) } } },
    async (req, reply) => reply.ok(await service.topProviders(req.query.limit, req.lang)),
  );
  app.get(
    '/customer/validation-data/get',
    { schema: { tags, querystring: validationDataQuerySchema, response: { 200: envelope(z.array(validationDataItemSchema)) } } },
    async (req, reply) => reply.ok(await service.validationData(req.query.serviceProviderId)),
  );
  app.get('/master/web/support-contact/get', { schema: { tags, response: { 200: envelope(supportContactSchema) } } }, async (_req, reply) =>
    reply.ok({ phone: ctx.config.supportPhone, email: ctx.config.supportEmail }),
  );
};
