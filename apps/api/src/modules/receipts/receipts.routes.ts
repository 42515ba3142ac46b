import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { isLang } from '@portal/contract/lang';
import { receiptQuerySchema, receiptSchema } from '@portal/contract/payments';
import type { AppContext } from '../../context.ts';
import { RECEIPT_ATTACHMENT, receiptFileName } from '../order-core/completion-mail.ts';
import { receiptsService } from './receipts.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const MINUTE = 60_000;

/**
 * The customer's receipt of a completed order (issue 19.3): its data for the printable page and the same as a PDF,
 * in the caller's language. The completion mail's copy of the PDF is made here too, when that mail leaves.
 */
export const receiptsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = receiptsService(ctx);
    const customer = app.requireRole('customer');

    ctx.mail.registerAttachment(RECEIPT_ATTACHMENT, async (source) => {
      const lang = String(source.lang);
      return service.pdfForMail(Number(source.orderId), isLang(lang) ? lang : 'en');
    });

    app.get(
      '/customer/receipt/get',
      {
        preValidation: customer,
        schema: {
          tags,
          summary: 'The receipt of my completed order (done, or finished and paid): what was agreed and paid, in my language',
          security,
          querystring: receiptQuerySchema,
          response: { 200: envelope(receiptSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.receipt(req.session!.accountId, req.query, req.lang)),
    );

    app.get(
      '/customer/receipt/pdf',
      {
        preValidation: customer,
        // Making a PDF costs tens of milliseconds of CPU: a page's print and download buttons need a few a minute.
        config: { rateLimit: { max: 30, timeWindow: MINUTE } },
        schema: {
          tags,
          summary: "The receipt as a PDF (A4) in the caller's language",
          security,
          querystring: receiptQuerySchema,
          produces: ['application/pdf'],
        },
      },
      async (req, reply) => {
        const { receipt, pdf } = await service.pdf(req.session!.accountId, req.query, req.lang);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${receiptFileName(receipt.orderNo)}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
