import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { LANGS } from '@portal/contract/lang';
import {
  providerAlbumCreateSchema,
  providerAlbumItemDeleteSchema,
  providerAlbumParamsSchema,
  providerAlbumSchema,
  providerEarningsSchema,
  providerPhotoResponseSchema,
  providerProfileEditSchema,
  providerProfileSchema,
  providerReviewsQuerySchema,
  providerReviewsResponseSchema,
} from '@portal/contract/provider-account';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { photoUploadRules } from '../../lib/uploads/profile-photo.ts';
import { withUploadForm } from '../../lib/uploads/read-upload-form.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { orderUploadRules } from '../order-core/order-form.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { providerEarningsService } from './provider-earnings.service.ts';
import { providerProfileService } from './provider-profile.service.ts';

const tags = ['provider'];
const security = [{ bearer: [] }];

/** Never more than this of one album file, whatever the operators set the limits to. */
const HARD_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The provider app's own-account calls (issue 18 points 5 and 6) under /api/provider: earnings with their CSV, and
 * the profile (photo, contact, rates, sub-categories, service areas, education, albums, reviews). Plus the public
 * GET /api/provider-media/{file}: the photo and album files customers see.
 */
export const providerAccountRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const profile = providerProfileService(ctx);
    const earnings = providerEarningsService(ctx.db);
    const tempDir = uploadTempDir(ctx.config.dataDir);

    app.get(
      '/provider-media/:name',
      {
        schema: {
          tags,
          summary: "A provider's public photo or album file (what customers see on its card and profile)",
          params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|mp4)$/, { error: 'notFound' }) }),
        },
      },
      async (req, reply) => {
        const file = await profile.publicFile(req.params.name.slice(0, 36));
        if (!file) throw notFound();
        const data = await ctx.storage.openRead(file.storageKey).catch(() => {
          throw notFound();
        });
        return (
          reply
            .header('content-type', file.mime)
            .header('content-length', data.size)
            .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
            .header('x-content-type-options', 'nosniff')
            // A file id is never reused: a new photo gets a new URL.
            .header('cache-control', 'public, max-age=86400, immutable')
            .send(data.stream)
        );
      },
    );

    await app.register(
      async (guarded) => {
        // Before validation: a caller who is not a provider learns nothing about the inputs (401 or 403 first).
        guarded.addHook('preValidation', guarded.requireRole('provider'));
        const g = guarded.withTypeProvider<ZodTypeProvider>();
        const me = (req: FastifyRequest) => req.session!.accountId;

        g.get(
          '/earnings',
          {
            schema: {
              tags,
              summary: 'Completed jobs by month (Amman time), cash collected, the commission owed at my rate, fines',
              security,
              response: { 200: envelope(providerEarningsSchema) },
            },
          },
          async (req, reply) => reply.ok(await earnings.earnings(me(req))),
        );
        g.get(
          '/earnings/export',
          {
            schema: {
              tags,
              summary: "The earnings job by job as CSV (UTF-8, header row in the caller's language or `?lang=`)",
              security,
              // A download link cannot send the lang header: the app names its language in the URL.
              querystring: z.object({ lang: z.enum(LANGS, { error: 'invalidInput' }).optional() }),
              produces: ['text/csv'],
            },
          },
          async (req, reply) =>
            reply
              .header('content-type', 'text/csv; charset=utf-8')
              .header('content-disposition', 'attachment; filename="khidmat-earnings.csv"')
              .header('cache-control', 'no-store')
              .send(await earnings.csv(me(req), req.query.lang ?? req.lang)),
        );

        g.get(
          '/profile',
          {
            schema: {
              tags,
              summary: 'My profile as I edit it (with my commission rate)',
              security,
              response: { 200: envelope(providerProfileSchema) },
            },
          },
          async (req, reply) => reply.ok(await profile.view(me(req), req.lang)),
        );
        g.put(
          '/profile',
          {
            schema: {
              tags,
              summary: 'Save contact details, rates, sub-categories, service areas and education in one go',
              security,
              body: providerProfileEditSchema,
              response: { 200: envelope(providerProfileSchema) },
            },
          },
          async (req, reply) => reply.ok(await profile.edit(me(req), req.body, req.lang), 'providerProfileUpdated'),
        );
        g.post(
          '/profile/photo',
          {
            schema: {
              tags,
              summary: 'Set my photo (multipart `profile`: PNG or JPEG re-encoded, SVG rasterised to PNG; 5 MB)',
              security,
              consumes: ['multipart/form-data'],
              response: { 200: envelope(providerPhotoResponseSchema) },
            },
          },
          async (req, reply) => {
            const url = await withUploadForm(req, photoUploadRules(tempDir), (form) => profile.uploadPhoto(me(req), form));
            return reply.ok(url, 'profilePhotoUploaded');
          },
        );
        g.get(
          '/profile/reviews',
          {
            schema: {
              tags,
              summary: 'Reviews I received, newest first',
              security,
              querystring: providerReviewsQuerySchema,
              response: { 200: envelope(providerReviewsResponseSchema) },
            },
          },
          async (req, reply) => reply.ok(await profile.reviews(me(req), req.query.page, req.query.limit)),
        );
        g.post(
          '/profile/albums',
          {
            schema: {
              tags,
              summary: 'Create an album',
              security,
              body: providerAlbumCreateSchema,
              response: { 200: envelope(providerAlbumSchema) },
            },
          },
          async (req, reply) => reply.ok(await profile.createAlbum(me(req), req.body.name, req.lang), 'albumCreated'),
        );
        g.post(
          '/profile/albums/:id/files',
          {
            schema: {
              tags,
              summary: 'Add photos and videos to an album (multipart `attachments`; the gallery limits of the validation data)',
              security,
              params: providerAlbumParamsSchema,
              consumes: ['multipart/form-data'],
              response: { 200: envelope(providerAlbumSchema) },
            },
          },
          async (req, reply) => {
            // Another provider's album is not found before a byte of the upload is read.
            await profile.ownAlbum(me(req), req.params.id);
            const limits = await readOrderLimits(ctx.db);
            const total = limits.noOfGalleryPhotos + limits.noOfGalleryVideos;
            const refuse = (key: string, params: Record<string, number> = {}) => badRequest(key, { attachments: [key] }, params);
            const rules = orderUploadRules(tempDir, limits, {
              maxFiles: total,
              tooManyFiles: () => refuse('totalFiles', { count: total }),
              maxFileBytes: HARD_MAX_BYTES,
            });
            const album = await withUploadForm(
              req,
              { ...rules, notMultipart: () => refuse('fileMediaType'), required: () => refuse('providerAttachmentsRequired') },
              (form) => profile.addAlbumFiles(me(req), req.params.id, form, req.lang),
            );
            return reply.ok(album, 'albumFilesAdded');
          },
        );
        g.delete(
          '/profile/albums/:id/items',
          {
            schema: {
              tags,
              summary: 'Remove one photo or video from an album',
              security,
              params: providerAlbumParamsSchema,
              body: providerAlbumItemDeleteSchema,
              response: { 200: envelope(providerAlbumSchema) },
            },
          },
          async (req, reply) => reply.ok(await profile.deleteAlbumItem(me(req), req.params.id, req.body.url, req.lang), 'albumItemDeleted'),
        );
        g.delete(
          '/profile/albums/:id',
          {
            schema: {
              tags,
              summary: 'Delete an album with its files',
              security,
              params: providerAlbumParamsSchema,
              response: { 200: envelope(z.null()) },
            },
          },
          async (req, reply) => {
            await profile.deleteAlbum(me(req), req.params.id);
            return reply.ok(null, 'albumDeleted');
          },
        );
      },
      { prefix: '/provider' },
    );
  };
