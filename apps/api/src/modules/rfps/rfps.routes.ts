import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import {
  questionsQuerySchema,
  questionsResponseSchema,
  rfpActionResultSchema,
  rfpApproveSchema,
  rfpAttachmentUploadResponseSchema,
  rfpAvailableListSchema,
  rfpAvailableQuerySchema,
  rfpCancelSchema,
  rfpCreateDocSchema,
  rfpCreatedSchema,
  rfpDetailsQuerySchema,
  rfpDetailsSchema,
  rfpListQuerySchema,
  rfpListSchema,
  rfpReplyListSchema,
  rfpReplyQuerySchema,
} from '@portal/contract/rfps';
import { rfpCompareQuerySchema, rfpComparisonSchema } from '@portal/contract/rfp-comparison';
import type { AppContext } from '../../context.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { withOrderForm } from '../order-core/order-form.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { comparisonCsv, comparisonPdf } from './rfp-comparison-export.ts';
import { cleanupRfpUploads, storeRfpUploads } from './rfp-uploads.ts';
import { rfpsService } from './rfps.service.ts';

const tags = ['rfps'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/** The customer's requests for proposal (issue 5, spec §7.1). */
export const rfpsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = rfpsService(ctx);
    // Checked before the input, so a caller without a customer session learns nothing about the parameters.
    const customer = app.requireRole('customer');
    const me = (req: { session?: { accountId: number } | null }) => req.session!.accountId;

    // Task and reply files no form attached within a day are removed; hourly costs one indexed query.
    const sweep = setInterval(() => {
      cleanupRfpUploads(ctx).catch((err: unknown) => base.log.warn({ err }, 'RFP upload cleanup failed'));
    }, 3600_000);
    sweep.unref();
    base.addHook('onClose', async () => clearInterval(sweep));

    app.get(
      '/v2/admin/question/get',
      {
        preValidation: customer,
        schema: { tags, summary: 'The general and category questions of a profession card', security, querystring: questionsQuerySchema, response: { 200: envelope(questionsResponseSchema) } },
      },
      async (req, reply) => reply.ok(await service.questions(req.query.categoryId, req.query.subCategoryId)),
    );

    app.post(
      '/service/rfp/attachment/upload',
      {
        preValidation: customer,
        config: { rateLimit: { max: 60, timeWindow: 10 * MINUTE } },
        schema: {
          tags,
          summary: 'Upload task files (multipart `attachments`: PNG, JPEG, MP4, PDF, order limits); the create call attaches them by id',
          security,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(rfpAttachmentUploadResponseSchema) },
        },
      },
      async (req, reply) => {
        const limits = await readOrderLimits(ctx.db);
        const uploaded = await withOrderForm(req, uploadTempDir(ctx.config.dataDir), limits, (form) => storeRfpUploads(ctx, me(req), form, limits));
        return reply.ok(uploaded, 'attachmentsUploaded');
      },
    );

    app.post(
      '/v2/service/rfp/create',
      {
        preValidation: customer,
        config: { rateLimit: { max: 20, timeWindow: 10 * MINUTE } },
        // Every rule is checked at once by the service (one 400 with all field paths); the schema documents the body.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: 'Create an RFP (409 with data.isServiceProvider when the e-mail is a provider account)',
          security,
          body: rfpCreateDocSchema,
          response: { 200: envelope(rfpCreatedSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.create(me(req), req.body), 'rfpSent'),
    );

    app.get(
      '/service/rfp/customer/available/rfp/get',
      {
        preValidation: customer,
        schema: { tags, summary: 'My RFPs still receiving proposals', security, querystring: rfpAvailableQuerySchema, response: { 200: envelope(rfpAvailableListSchema) } },
      },
      async (req, reply) => reply.ok(await service.available(me(req), req.query, req.lang)),
    );

    app.get(
      '/service/rfp/customer/rfp/get',
      {
        preValidation: customer,
        schema: { tags, summary: 'My RFPs: active and recent lists (spec §4.2, recent adds CLSE), with their history', security, querystring: rfpListQuerySchema, response: { 200: envelope(rfpListSchema) } },
      },
      async (req, reply) => reply.ok(await service.list(me(req), req.query, req.lang)),
    );

    app.get(
      '/service/rfp/customer/rfp/reply/get',
      {
        preValidation: customer,
        schema: { tags, summary: 'The replies (proposals) to one of my RFPs, searched and filtered', security, querystring: rfpReplyQuerySchema, response: { 200: envelope(rfpReplyListSchema) } },
      },
      async (req, reply) => reply.ok(await service.replies(me(req), req.query, req.lang)),
    );

    app.get(
      '/service/rfp/customer/rfp/reply/compare',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'Two to five replies of my RFP side by side (replyIds comma-separated), the best value of each row marked',
          security,
          querystring: rfpCompareQuerySchema,
          response: { 200: envelope(rfpComparisonSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.compare(me(req), req.query, req.lang)),
    );

    // The same comparison as files for a purchasing file: not the envelope (errors still are).
    const exportRoute = (format: 'csv' | 'pdf') =>
      app.get(
        `/service/rfp/customer/rfp/reply/compare/${format}`,
        {
          preValidation: customer,
          config: { rateLimit: { max: 30, timeWindow: MINUTE } },
          schema: {
            tags,
            summary: `The comparison as ${format === 'csv' ? 'CSV (UTF-8)' : 'PDF (A4 landscape)'} in the caller's language`,
            security,
            querystring: rfpCompareQuerySchema,
            produces: [format === 'csv' ? 'text/csv' : 'application/pdf'],
          },
        },
        async (req, reply) => {
          const comparison = await service.compare(me(req), req.query, req.lang);
          const body = format === 'csv' ? comparisonCsv(comparison, req.lang) : await comparisonPdf(comparison, req.lang);
          return reply
            .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
            .header('content-disposition', `attachment; filename="comparison-${comparison.rfp.orderNo}.${format}"`)
            .header('cache-control', 'private, no-store')
            .send(body);
        },
      );
    exportRoute('csv');
    exportRoute('pdf');

    app.get(
      '/v2/service/rfp/customer/details/get',
      {
        preValidation: customer,
        schema: { tags, summary: 'One of my RFPs with its tasks, answers, files and the chosen or approved reply', security, querystring: rfpDetailsQuerySchema, response: { 200: envelope(rfpDetailsSchema) } },
      },
      async (req, reply) => reply.ok(await service.details(me(req), req.query.rfpId, req.query.replyId, req.lang)),
    );

    app.post(
      '/service/rfp/customer/request/approve',
      {
        preValidation: customer,
        schema: { tags, summary: 'Approve one reply (REQD -> ACPT; one approval per RFP)', security, body: rfpApproveSchema, response: { 200: envelope(rfpActionResultSchema) } },
      },
      async (req, reply) => reply.ok(await service.approve(me(req), req.body, req.lang), 'rfpApproved'),
    );

    app.post(
      '/customer/service/rfp/cancel',
      {
        preValidation: customer,
        schema: { tags, summary: 'Cancel my RFP (CBC; the cancellation fee applies past REQD after 300 s)', security, body: rfpCancelSchema, response: { 200: envelope(rfpActionResultSchema) } },
      },
      async (req, reply) =>
        reply.ok(await service.cancel(me(req), req.body.rfpId, { reason: req.body.reason, cancelFee: req.body.cancelFee }, req.lang), 'orderCancelled'),
    );
  };
