import { CONVERTED_RFP_DAYS, type ExpressConvert, type ExpressConverted } from '@portal/contract/express-conversion';
import { pickLang, type Lang } from '@portal/contract/lang';
import { orderNumber } from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { insertOrder } from '../order-core/insert-order.ts';
import { lockCustomerOrder, type OrderRow } from '../order-core/order-transitions.ts';
import { isUntakenExpress } from '../order-core/order-view.ts';
import { touchOrder } from '../order-core/touch-order.ts';
import { expressConversionRepository } from './express-conversion.repository.ts';

const DAY_MS = 86_400_000;
const TITLE_MAX = 100;

export type ConversionSides = {
  /** Schedules the closing of a new RFP at its end date (the rfps module's job; handed in by modules.ts). */
  rfpCreated: (rfpId: number, endDate: Date) => Promise<void>;
};

/** The columns the new order takes over from the express one: where, for whom and what (nothing typed again). */
const briefOf = (o: OrderRow) => ({
  customerId: o.customerId,
  categoryId: o.categoryId,
  subCategoryId: o.subCategoryId,
  branchName: o.branchName,
  latitude: o.latitude,
  longitude: o.longitude,
  country: o.country,
  city: o.city,
  area: o.area,
  contactName: o.contactName,
  contactEmail: o.contactEmail,
  countryCode: o.countryCode,
  phoneNo: o.phoneNo,
  description: o.description,
  formattedDescription: o.formattedDescription,
  promoCode: o.promoCode,
});

/**
 * Issue 19, point 1: an express order nobody took becomes a Direct Award (the chosen provider who serves it)
 * or an RFP (its brief as the first profession card), with the same brief, branch and files. One transaction
 * under the express order's row lock: the new order, its files and the link back are written together or not
 * at all, and a repeated call (a double tap, a retry after a lost answer) finds the link and answers the same.
 */
export function expressConversionService(ctx: AppContext, sides: ConversionSides) {
  async function convert(customerId: number, input: ExpressConvert, lang: Lang): Promise<ExpressConverted> {
    const result = await inTransaction(ctx.db, async (tx, after) => {
      const repo = expressConversionRepository(tx);
      const row = await lockCustomerOrder(tx, customerId, 'E', input.serviceId);
      if (row.convertedToOrderId !== null) {
        const existing = await repo.orderRef(row.convertedToOrderId);
        if (existing && existing.type === input.to) return { type: input.to, id: existing.id, orderNo: existing.orderNo, created: false, endDate: null };
        throw new AppError(409, 'expressAlreadyConverted');
      }
      if (!isUntakenExpress(row)) throw new AppError(409, 'expressNotConvertible');

      const now = new Date();
      const base = { ...briefOf(row), status: 'REQD' as const, statusChangedAt: now, createdAt: now, updatedAt: now };
      let made: { id: number; orderNo: string };
      let endDate: Date | null = null;
      if (input.to === 'T') {
        const providerId = input.providerId!;
        if (!(await repo.providerServes(providerId, row.subCategoryId))) throw badRequest('providerNotAvailable', { providerId: ['providerNotAvailable'] });
        made = await insertOrder(tx, { ...base, type: 'T', providerId, startDate: now }, (id) => orderNumber('T', id), [], null, []);
        await repo.copyAttachmentsToOrder(row.id, made.id);
      } else {
        const names = await repo.subCategoryNames(row.subCategoryId);
        const title = t(lang, 'convertedRfpTitle', { subCategory: names ? pickLang(names, lang) : '', orderNo: row.orderNo }).slice(0, TITLE_MAX);
        endDate = new Date(now.getTime() + CONVERTED_RFP_DAYS * DAY_MS);
        made = await insertOrder(
          tx,
          { ...base, type: 'R', providerId: null, title, isGuarantee: false, startDate: now, endDate },
          (id) => orderNumber('R', id),
          [],
          null,
          [],
        );
        const taskId = await repo.insertTask({
          rfpId: made.id,
          position: 0,
          categoryId: row.categoryId,
          subCategoryId: row.subCategoryId,
          description: row.description,
          formattedDescription: row.formattedDescription,
          isGuarantee: false,
        });
        await repo.copyAttachmentsToTask(row.id, taskId, customerId);
      }
      await repo.markConverted(row.id, made.id);
      // The express order's page shows where it went; its NO_PROVIDER news is read, the customer acted on it.
      after.push(await touchOrder(ctx, tx, row, 'customerActed'));
      return { type: input.to, id: made.id, orderNo: made.orderNo, created: true, endDate };
    });
    // The RFP's closing job; the closing sweep ends it anyway if this is lost.
    if (result.endDate) await sides.rfpCreated(result.id, result.endDate).catch(() => undefined);
    return { type: result.type, id: result.id, orderNo: result.orderNo, created: result.created };
  }

  return { convert };
}
