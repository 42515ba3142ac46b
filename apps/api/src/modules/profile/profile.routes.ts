import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import {
  profileAttachmentUploadResponseSchema, profileEditSchema, profilePhotoResponseSchema, profileViewSchema,
} from '@portal/contract/profile';
import type { AppContext } from '../../context.ts';
import { profileDocumentRules } from '../../lib/attachment-checks.ts';
import { withUploadForm } from '../../lib/uploads/read-upload-form.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { photoUploadRules } from '../../lib/uploads/profile-photo.ts';
import { profileService } from './profile.service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = profileService(ctx);
    const customer = app.requireRole('customer');
    const tempDir = uploadTempDir(ctx.config.dataDir);

    // Uploads no edit attached within a day are removed; hourly is often enough and costs one indexed query.
    const sweep = setInterval(() => {
      service.cleanupUploads().catch((err) => base.log.warn({ err }, 'profile upload cleanup failed'));
    }, 3600_000);
    sweep.unref();
    base.addHook('onClose', async () => clearInterval(sweep));

    app.get(
      '/customer/profile/view',
      {
        preValidation: customer,
        schema: { tags, summary: "The signed-in customer's own profile, with its completion", security, response: { 200: envelope(profileViewSchema) } },
      },
      async (req, reply) => reply.ok(await service.view(req.session!.accountId)),
    );

    app.post(
      '/customer/profile/edit',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Save the profile, its attachments and extra branches in one go (email, city, country, type are read-only)',
          security,
          body: profileEditSchema,
          response: { 200: envelope(profileViewSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.edit(req.session!.accountId, req.body), 'profileUpdated'),
    );

    app.post(
      '/customer/profile/upload',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Set the profile photo (multipart `profile`: PNG or JPEG re-encoded, SVG rasterised to PNG; 5 MB)',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(profilePhotoResponseSchema) },
        },
      },
      async (req, reply) => {
        const url = await withUploadForm(req, photoUploadRules(tempDir), (form) => service.uploadPhoto(req.session!.accountId, form));
        return reply.ok(url, 'profilePhotoUploaded');
      },
    );

    app.post(
      '/customer/profile/attachments/upload',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Store profile documents (multipart `attachments`: 1-5 PNG, JPEG or PDF, 5 MB each); the next edit attaches them',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(profileAttachmentUploadResponseSchema) },
        },
      },
      async (req, reply) => {
        const files = await withUploadForm(req, profileDocumentRules(tempDir), (form) => service.uploadAttachments(req.session!.accountId, form));
        return reply.ok(files, 'attachmentsUploaded');
      },
    );
  };
