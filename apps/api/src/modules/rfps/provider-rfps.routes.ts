import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { providerRfpParamsSchema, providerRfpReplySchema, rfpAttachmentUploadResponseSchema, rfpReplySchema } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { withOrderForm } from '../order-core/order-form.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { providerRfpsService } from './provider-rfps.service.ts';
import { storeRfpUploads } from './rfp-uploads.ts';

const tags = ['provider'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/** The provider API's RFP calls (docs/design.md fixed contract), under /api/provider. */
export const providerRfpsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const service = providerRfpsService(ctx);
    await base.register(
      async (guarded) => {
        // Before validation: a caller who is not a provider learns nothing about the inputs.
        guarded.addHook('preValidation', guarded.requireRole('provider'));
        const g = guarded.withTypeProvider<ZodTypeProvider>();

        g.post(
          '/rfp/attachment/upload',
          {
            config: { rateLimit: { max: 60, timeWindow: 10 * MINUTE } },
            schema: {
              tags,
              summary: 'Upload reply files (multipart `attachments`, order attachment limits); the reply call attaches them by id',
              security,
              consumes: ['multipart/form-data'],
              response: { 200: envelope(rfpAttachmentUploadResponseSchema) },
            },
          },
          async (req, reply) => {
            const limits = await readOrderLimits(ctx.db);
            const uploaded = await withOrderForm(req, uploadTempDir(ctx.config.dataDir), limits, (form) =>
              storeRfpUploads(ctx, req.session!.accountId, form, limits),
            );
            return reply.ok(uploaded, 'attachmentsUploaded');
          },
        );

        g.post(
          '/rfp/:rfpId/reply',
          {
            schema: {
              tags,
              summary:
                "Reply to an open RFP in one of my sub-categories, answering its questions (`rfp.questions` of my requests: answers given must be to them, choices among their options; unanswered ones are allowed for clients of the fixed contract; a second reply replaces the first; 409 rfpEnded once closed or awarded)",
              security,
              params: providerRfpParamsSchema,
              body: providerRfpReplySchema,
              response: { 200: envelope(rfpReplySchema) },
            },
          },
          async (req, reply) => reply.ok(await service.reply(req.session!.accountId, req.params.rfpId, req.body, req.lang), 'rfpReplySent'),
        );
      },
      { prefix: '/provider' },
    );
  };
