import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { idParamsSchema } from '@portal/contract/operator';
import {
  accountActionSchema,
  operatorProviderDetailSchema,
  providerAccountResultSchema,
  providerAlbumCreateSchema,
  providerAlbumUpdateSchema,
  providerAreasSchema,
  providerChildParamsSchema,
  providerCreatedSchema,
  providerCreateSchema,
  providerDocumentSchema,
  providerProfileSchema,
  providerSubCategoriesSchema,
} from '@portal/contract/operator-people';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { withUploadForm } from '../../lib/uploads/read-upload-form.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { operatorProvidersService, providerDocumentRules } from './operator-providers.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Providers in the console (issue 17, point 4; mounted under /operator; writes are for admins). */
export const operatorProvidersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorProvidersService(ctx);
    const tempDir = uploadTempDir(ctx.config.dataDir);
    const detail = { 200: envelope(operatorProviderDetailSchema) };
    const accountAction = { tags, security, params: idParamsSchema, body: accountActionSchema, response: { 200: envelope(providerAccountResultSchema) } };

    app.get(
      '/providers/:id',
      { schema: { tags, security, summary: "A provider's profile, trades, areas, albums, open work, cancellations and reviews", params: idParamsSchema, response: detail } },
      async (req, reply) => reply.ok(await service.detail(req.params.id)),
    );
    app.post(
      '/providers',
      {
        schema: {
          tags,
          security,
          summary: 'Create a provider account; an invitation mail carries a single-use link to set the password',
          body: providerCreateSchema,
          response: { 200: envelope(providerCreatedSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.create(req.body), 'providerCreated'),
    );
    app.post(
      '/providers/:id/invitation',
      { schema: { tags, security, summary: 'Mail a new invitation link (earlier links stop working)', params: idParamsSchema, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
      async (req, reply) => reply.ok(await service.reinvite(req.params.id), 'providerInvited'),
    );
    app.put(
      '/providers/:id/profile',
      { schema: { tags, security, summary: "Replace a provider's profile and rates", params: idParamsSchema, body: providerProfileSchema, response: detail } },
      async (req, reply) => reply.ok(await service.saveProfile(req.params.id, req.body), 'providerProfileSaved'),
    );
    app.put(
      '/providers/:id/sub-categories',
      { schema: { tags, security, summary: "Replace a provider's sub-categories", params: idParamsSchema, body: providerSubCategoriesSchema, response: detail } },
      async (req, reply) => reply.ok(await service.saveSubCategories(req.params.id, req.body.subCategoryIds), 'providerSubCategoriesSaved'),
    );
    app.put(
      '/providers/:id/areas',
      { schema: { tags, security, summary: "Replace a provider's service areas", params: idParamsSchema, body: providerAreasSchema, response: detail } },
      async (req, reply) => reply.ok(await service.saveAreas(req.params.id, req.body.areas), 'providerAreasSaved'),
    );
    app.post(
      '/providers/:id/albums',
      {
        schema: { tags, security, summary: 'Add an album of work photos', params: idParamsSchema, body: providerAlbumCreateSchema, response: { 200: envelope(z.object({ id: z.number().int() })) } },
      },
      async (req, reply) => reply.ok(await service.addAlbum(req.params.id, req.body.name, req.body.images), 'providerAlbumAdded'),
    );
    app.patch(
      '/providers/:id/albums/:childId',
      {
        schema: {
          tags,
          security,
          summary: "Rename an album or set its photos (uploaded first to /content-images as `album`)",
          params: providerChildParamsSchema,
          body: providerAlbumUpdateSchema,
          response: detail,
        },
      },
      async (req, reply) => reply.ok(await service.updateAlbum(req.params.id, req.params.childId, req.body), 'providerAlbumSaved'),
    );
    app.post(
      '/providers/:id/documents',
      {
        schema: {
          tags,
          security,
          summary: "Keep one of the provider's papers (multipart `document`: PNG, JPEG or PDF, 5 MB; fields `kind` and `name`); private to operators and the provider",
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(providerDocumentSchema) },
        },
      },
      async (req, reply) => {
        // An unknown provider is refused before a byte of the upload is read.
        await service.detail(req.params.id);
        const doc = await withUploadForm(req, providerDocumentRules(tempDir), (form) => service.addDocument(req.params.id, form));
        return reply.ok(doc, 'providerDocumentAdded');
      },
    );
    app.get(
      '/providers/:id/documents/:childId',
      {
        schema: { tags, security, summary: "One of the provider's papers, its bytes (operators; the provider reads it at /api/files/{fileId})", params: providerChildParamsSchema },
      },
      async (req, reply) => {
        const doc = await service.document(req.params.id, req.params.childId);
        const data = await ctx.storage.openRead(doc.storageKey).catch(() => {
          throw notFound('documentNotFound');
        });
        return reply
          .header('content-type', doc.mime)
          .header('content-length', data.size)
          .header('content-disposition', contentDisposition(doc.originalName))
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(data.stream);
      },
    );
    app.delete(
      '/providers/:id/documents/:childId',
      { schema: { tags, security, summary: "Remove one of the provider's papers", params: providerChildParamsSchema, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await service.removeDocument(req.params.id, req.params.childId);
        return reply.ok(null, 'providerDocumentRemoved');
      },
    );
    app.delete(
      '/providers/:id/albums/:childId',
      { schema: { tags, security, summary: 'Remove an album', params: providerChildParamsSchema, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await service.removeAlbum(req.params.id, req.params.childId);
        return reply.ok(null, 'providerAlbumRemoved');
      },
    );
    app.post(
      '/providers/:id/suspend',
      { schema: { ...accountAction, summary: 'Suspend a provider: sessions end at once; open orders go to another provider of the sub-category or are cancelled (CBA)' } },
      async (req, reply) => reply.ok(await service.suspend(req.params.id, req.session!.accountId, req.body.reason), 'providerSuspended'),
    );
    app.post(
      '/providers/:id/reactivate',
      { schema: { ...accountAction, summary: 'Let a suspended provider work again' } },
      async (req, reply) => reply.ok(await service.reactivate(req.params.id, req.body.reason), 'providerReactivated'),
    );
    app.post(
      '/providers/:id/terminate',
      { schema: { ...accountAction, summary: 'Terminate a provider for good: as suspend, and it cannot be reactivated' } },
      async (req, reply) => reply.ok(await service.terminate(req.params.id, req.session!.accountId, req.body.reason), 'providerTerminated'),
    );
  };
