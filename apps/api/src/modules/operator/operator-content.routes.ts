import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import {
  bannerCreateSchema,
  bannerOrderSchema,
  bannerUpdateSchema,
  contentImageFieldsSchema,
  contentImageSchema,
  idParamsSchema,
  onboardingOrderSchema,
  onboardingCreateSchema,
  onboardingUpdateSchema,
  operatorBannerSchema,
  operatorOnboardingSchema,
  operatorStaticPageSchema,
  staticPageParamsSchema,
  staticPagePutSchema,
  validationDataPutSchema,
} from '@portal/contract/operator';
import { validationDataItemSchema } from '@portal/contract/reference';
import type { AppContext } from '../../context.ts';
import { withUploadForm } from '../../lib/uploads/read-upload-form.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { contentImageRules, operatorContentImages } from './operator-content-images.ts';
import { operatorContentService } from './operator-content.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** What the landing and home pages show besides the catalogue (mounted under /operator, operators only). */
export const operatorContentRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorContentService(ctx.db);
    const images = operatorContentImages(ctx);
    const tempDir = uploadTempDir(ctx.config.dataDir);

    app.post(
      '/content-images',
      {
        schema: {
          tags,
          summary:
            'Upload an image for an icon, a banner, an onboarding screen or an album (multipart `image`, PNG or JPEG; checked against the purpose\'s ratio and width); save its url on the item',
          security,
          querystring: contentImageFieldsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(contentImageSchema) },
        },
      },
      async (req, reply) => {
        const purpose = req.query.purpose;
        const image = await withUploadForm(req, contentImageRules(tempDir, purpose), (form) => images.upload(req.session!.accountId, purpose, form));
        return reply.ok(image, 'contentImageUploaded');
      },
    );

    app.get(
      '/banners',
      {
        schema: {
          tags,
          summary: 'Home banners, every kind and language',
          security,
          response: { 200: envelope(z.array(operatorBannerSchema)) },
        },
      },
      async (_req, reply) => reply.ok(await service.banners()),
    );
    app.post(
      '/banners',
      {
        schema: {
          tags,
          summary: 'Add a banner (image: asset path or https URL; link: portal path or https URL)',
          security,
          body: bannerCreateSchema,
          response: { 200: envelope(operatorBannerSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.addBanner(req.body), 'bannerCreated'),
    );
    app.patch(
      '/banners/:id',
      {
        schema: {
          tags,
          summary: "Change a banner: its image, link, kind, language or place (an uploaded image must fit the kind's ratio)",
          security,
          params: idParamsSchema,
          body: bannerUpdateSchema,
          response: { 200: envelope(operatorBannerSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.updateBanner(req.params.id, req.body), 'bannerUpdated'),
    );
    app.put(
      '/banners/order',
      {
        schema: {
          tags,
          summary: 'Put one set of banners (kind and language) in order: every banner of the set, once',
          security,
          body: bannerOrderSchema,
          response: { 200: envelope(z.array(operatorBannerSchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.orderBanners(req.body.kind, req.body.lang, req.body.ids), 'orderSaved'),
    );
    app.delete(
      '/banners/:id',
      { schema: { tags, summary: 'Delete a banner', security, params: idParamsSchema, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await service.deleteBanner(req.params.id);
        return reply.ok(null, 'bannerDeleted');
      },
    );

    app.get(
      '/onboarding-screens',
      {
        schema: {
          tags,
          summary: 'Onboarding screens of the landing page, every language',
          security,
          response: { 200: envelope(z.array(operatorOnboardingSchema)) },
        },
      },
      async (_req, reply) => reply.ok(await service.screens()),
    );
    app.post(
      '/onboarding-screens',
      {
        schema: {
          tags,
          summary: 'Add an onboarding screen',
          security,
          body: onboardingCreateSchema,
          response: { 200: envelope(operatorOnboardingSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.addScreen(req.body), 'onboardingCreated'),
    );
    app.patch(
      '/onboarding-screens/:id',
      {
        schema: {
          tags,
          summary: 'Change an onboarding screen',
          security,
          params: idParamsSchema,
          body: onboardingUpdateSchema,
          response: { 200: envelope(operatorOnboardingSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.updateScreen(req.params.id, req.body), 'onboardingUpdated'),
    );
    app.put(
      '/onboarding-screens/order',
      {
        schema: {
          tags,
          summary: "Put one language's onboarding screens in order: every screen of that language, once",
          security,
          body: onboardingOrderSchema,
          response: { 200: envelope(z.array(operatorOnboardingSchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.orderScreens(req.body.lang, req.body.ids), 'orderSaved'),
    );
    app.delete(
      '/onboarding-screens/:id',
      { schema: { tags, summary: 'Delete an onboarding screen', security, params: idParamsSchema, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await service.deleteScreen(req.params.id);
        return reply.ok(null, 'onboardingDeleted');
      },
    );

    app.get(
      '/static-pages/:key/:lang',
      {
        schema: {
          tags,
          summary: 'A static page (terms, privacy, usage) in one language',
          security,
          params: staticPageParamsSchema,
          response: { 200: envelope(operatorStaticPageSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.page(req.params.key, req.params.lang)),
    );
    app.put(
      '/static-pages/:key/:lang',
      {
        // Pages are long; the app-wide 1 MB body limit stays, the contract caps the HTML at 200,000 characters.
        schema: {
          tags,
          summary: 'Replace a static page; the HTML is cleaned to h1-h4, p, ul, ol, li, strong, em, br and http/https/mailto links',
          security,
          params: staticPageParamsSchema,
          body: staticPagePutSchema,
          response: { 200: envelope(operatorStaticPageSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.savePage(req.params.key, req.params.lang, req.body.html), 'staticPageSaved'),
    );

    app.get(
      '/validation-data',
      {
        schema: {
          tags,
          summary: 'The limits clients read (validation-data)',
          security,
          response: { 200: envelope(z.array(validationDataItemSchema)) },
        },
      },
      async (_req, reply) => reply.ok(await service.validationData()),
    );
    app.put(
      '/validation-data',
      {
        schema: {
          tags,
          summary: 'Set one limit (a whole number)',
          security,
          body: validationDataPutSchema,
          response: { 200: envelope(validationDataItemSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.saveValidationData(req.body.key, req.body.value), 'settingSaved'),
    );
  };
