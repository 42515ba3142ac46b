import type { OrderType } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import {
  ACTIVE_STATUSES,
  RECENT_STATUSES,
  canRate,
  canRecordPayment,
  statusesOfFilter,
} from '@portal/contract/order-state-machine';
import {
  descriptionLength,
  directOrderFieldsSchema,
  isAttachmentsProblem,
  expressOrderFieldsSchema,
  FEE_ORDER_TYPES,
  orderNumber,
  type DirectOrderFields,
  type ExpressOrderFields,
  type FeesStatusUpdate,
  type Order,
  type OrderCreated,
  type OrderList,
  type OrderListQuery,
  type PaymentAdd,
  type RatingAdd,
} from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction, type AfterCommit } from '../../lib/transaction.ts';
import { storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { checkOrderAttachments } from '../order-core/order-attachments.ts';
import type { OrderForm } from '../order-core/order-form.ts';
import { cleanOrderHtml, htmlText } from '../order-core/order-html.ts';
import { lockCustomerOrder, type Tx } from '../order-core/order-transitions.ts';
import { cancelByCustomer, customerCancelTermsOf, type CustomerCancelInput } from '../order-core/customer-cancel.ts';
import { insertOrder } from '../order-core/insert-order.ts';
import { orderViews } from '../order-core/order-view.ts';
import { resolveOrderAddress } from '../order-core/order-address.ts';
import { customerAddressesRepository } from '../order-core/customer-addresses.repository.ts';
import { orderReadsRepository } from '../order-core/order-reads.repository.ts';
import { touchOrder } from '../order-core/touch-order.ts';
import { reconcileCash } from '../order-core/cash-reconciliation.ts';
import { enqueueCompletionMail } from '../order-core/completion-mail.ts';
import { readOrderLimits, readOrderLimitsFor, readUploadCeiling } from '../order-core/validation-data.ts';
import { ordersRepository } from './orders.repository.ts';

const TZ = 'Asia/Amman';
/** The calendar day of an instant in Jordan, as YYYY-MM-DD (sortable). */
const jordanDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

const orderNotFound = () => notFound('orderNotFound');
const notAllowed = (key = 'orderStatusNotAllowed') => new AppError(409, key);

export function ordersService(ctx: AppContext) {
  const repo = ordersRepository(ctx.db);
  const reads = orderReadsRepository(ctx.db);
  const limits = () => readOrderLimits(ctx.db);

  const inTx = <T>(work: (tx: Tx, after: AfterCommit[]) => Promise<T>) => inTransaction(ctx.db, work);

  /**
   * Spec §2.6 / issue 4: every check first (fields, description length, catalogue, address, provider or
   * dispatch candidates, attachments), then one transaction; stored files are removed if it fails.
   */
  async function create(customerId: number, type: 'T' | 'E', form: OrderForm): Promise<OrderCreated> {
    const direct = type === 'T' ? directOrderFieldsSchema.parse(form.fields) : null;
    const input: DirectOrderFields | ExpressOrderFields = direct ?? expressOrderFieldsSchema.parse(form.fields);
    // A direct award is checked against its provider's own limits where it has them (validation-data with its id).
    const l = await readOrderLimitsFor(ctx.db, direct?.spId ?? null);
    const promise = isAttachmentsProblem(input.isAttachments, form.files.length);
    if (promise) throw badRequest(promise, { attachments: [promise] });
    const formattedDescription = cleanOrderHtml(input.formattedDescription);
    const textLength = Math.max(descriptionLength(input.description), descriptionLength(htmlText(formattedDescription)));
    if (textLength > l.noOfCharactersPerText) {
      throw badRequest('descriptionMaxLength', { description: ['descriptionMaxLength'] }, { count: l.noOfCharactersPerText });
    }
    const sub = await repo.subCategory(input.subcategory);
    if (!sub || sub.categoryId !== input.category) throw badRequest('subCategoryNotFound', { subcategory: ['subCategoryNotFound'] });
    const { place, contact, save } = await resolveOrderAddress(customerAddressesRepository(ctx.db), customerId, input);

    const now = new Date();
    let providerId: number | null = null;
    let startDate: Date = now;
    let offerTo: number[] = [];
    if (direct) {
      if (!(await repo.providerServes(direct.spId, sub.id))) throw badRequest('providerNotAvailable', { spId: ['providerNotAvailable'] });
      startDate = new Date(direct.orderCreateAt * 1000);
      if (jordanDay(startDate) < jordanDay(now)) throw badRequest('orderDateInPast', { orderCreateAt: ['orderDateInPast'] });
      providerId = direct.spId;
    } else {
      offerTo = await repo.expressCandidates(sub.id, place.latitude, place.longitude);
      // A machine-readable code: the web opens the no-provider dialog for it rather than a toast.
      if (!offerTo.length) throw new AppError(400, 'noProviderAvailable', {}, undefined, { code: 'noProviderAvailable' });
    }
    const attachments = await checkOrderAttachments(form.files, l, form);

    // Stored first, removed again if the order does not commit.
    const created = await storeThenRecord(ctx.storage, attachments, (stored) =>
      ctx.db.transaction((tx) =>
        insertOrder(
          tx,
          {
            type,
            customerId,
            providerId,
            categoryId: input.category,
            subCategoryId: sub.id,
            status: 'REQD',
            statusChangedAt: now,
            ...place,
            ...contact,
            description: input.description,
            formattedDescription,
            promoCode: input.promoCode ?? null,
            startDate,
            dispatchExpiresAt: type === 'E' ? new Date(now.getTime() + ctx.config.expressDispatchSeconds * 1000) : null,
            createdAt: now,
            updatedAt: now,
          },
          (id) => orderNumber(type, id),
          stored,
          save,
          offerTo,
        ),
      ),
    );
    if (type === 'E') {
      // The dispatch side offers the order and schedules the end of its window; it must never fail the request.
      await ctx.orderEvents.expressCreated(created.id);
    }
    return created;
  }

  async function list(customerId: number, type: 'T' | 'E', q: OrderListQuery, lang: Lang): Promise<OrderList> {
    const pick = (statuses: readonly (typeof ACTIVE_STATUSES)['T'][number][]) =>
      q.status ? statuses.filter((s) => statusesOfFilter(q.status!).includes(s)) : statuses;
    const filter = {
      customerId,
      type,
      from: q.dateStart !== undefined ? new Date(q.dateStart * 1000) : undefined,
      to: q.dateEnd !== undefined ? new Date(q.dateEnd * 1000) : undefined,
      sort: q.dateSort,
    };
    const activeStatuses = q.forActive === 'false' ? [] : pick(ACTIVE_STATUSES[type]);
    const recentStatuses = q.forActive === 'true' ? [] : pick(RECENT_STATUSES[type]);
    // One query for both lists and one set of view lookups for all their orders (the lists are split after):
    // seven queries in two round trips rather than thirteen in three.
    const [rows, l] = await Promise.all([reads.list({ ...filter, statuses: [...activeStatuses, ...recentStatuses] }), limits()]);
    const all = await orderViews(reads, rows, lang, l);
    const isActive = new Set<string>(activeStatuses);
    return { active: all.filter((o) => isActive.has(o.status)), recent: all.filter((o) => !isActive.has(o.status)) };
  }

  async function one(customerId: number, type: OrderType, id: number, lang: Lang): Promise<Order> {
    const [row, l] = await Promise.all([reads.customerOrder(customerId, type, id), limits()]);
    if (!row) throw orderNotFound();
    return (await orderViews(reads, [row], lang, l))[0]!;
  }

  const lockOwn = lockCustomerOrder;

  return {
    limits,
    /** What a form's files may reach while they stream in (the loosest provider's limits included). */
    uploadLimits: () => readUploadCeiling(ctx.db),
    create,
    list,
    one,

    /** Spec §4.5: the cancel dialog's exact fee, for any of the customer's orders (E, T, R). */
    cancelTerms: (customerId: number, type: OrderType, id: number) => customerCancelTermsOf(ctx, customerId, type, id),

    /** Spec §4.5 (order-core/customer-cancel.ts, shared with RFPs). */
    async cancel(customerId: number, type: OrderType, id: number, input: CustomerCancelInput, lang: Lang): Promise<Order> {
      await cancelByCustomer(ctx, customerId, type, id, input);
      return one(customerId, type, id, lang);
    },

    /** Spec §4.4: accept (service + parts fees) or reject (visit fees only) an estimate, only while it is pending. */
    async feesStatus(customerId: number, input: FeesStatusUpdate, lang: Lang): Promise<Order> {
      const type = FEE_ORDER_TYPES[input.type];
      await inTx(async (tx, after) => {
        const row = await lockOwn(tx, customerId, type, input.serviceId);
        if (row.customerFeesStatus !== 'PEND') throw conflict('feesNotPending');
        await repo.setFeesStatus(tx, row.id, input.feesStatus);
        after.push(await touchOrder(ctx, tx, row, 'customerActed'));
      });
      return one(customerId, type, input.serviceId, lang);
    },

    /**
     * The amount paid, recorded once (canRecordPayment), with how (cash unless CliQ is named: a spec client sends
     * neither) and the transfer's reference. Then the two records are compared (issue 19.3), and an order already
     * done gets its completion mail with the receipt.
     */
    async payment(customerId: number, input: PaymentAdd, lang: Lang): Promise<Order> {
      const type = FEE_ORDER_TYPES[input.type];
      await inTx(async (tx, after) => {
        const row = await lockOwn(tx, customerId, type, input.serviceId);
        if (!canRecordPayment(row)) throw notAllowed('paymentNotAllowed');
        const spare = input.isSparePartNeeded ?? row.estimateIsSparePartNeeded ?? null;
        const paid = await repo.recordPayment(tx, row.id, {
          amount: input.totalAmountOfCustomer,
          isSparePartNeeded: spare,
          method: input.paymentMethod ?? 'cash',
          reference: input.paymentReference ?? null,
        });
        after.push(await touchOrder(ctx, tx, row, 'customerActed'));
        after.push(await reconcileCash(ctx, tx, paid));
        after.push(await enqueueCompletionMail(ctx, tx, paid));
      });
      return one(customerId, type, input.serviceId, lang);
    },

    /** The customer rates the provider once, after the payment is recorded; the review shows on the profile. */
    async rate(customerId: number, input: RatingAdd, lang: Lang): Promise<Order> {
      await inTx(async (tx, after) => {
        const row = await lockOwn(tx, customerId, input.serviceType, input.serviceId);
        if (!canRate(row) || row.providerId === null || (await repo.hasRating(tx, row.id, 'customer')))
          throw notAllowed('ratingNotAllowed');
        const name = await repo.customerName(tx, customerId);
        await repo.rateProvider(tx, row.id, row.providerId, name, input.rating, input.description);
        after.push(await touchOrder(ctx, tx, row, 'customerActed'));
      });
      return one(customerId, input.serviceType, input.serviceId, lang);
    },
  };
}
