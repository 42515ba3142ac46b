import type { OrderStatus, OrderType } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import { canSendEstimate } from '@portal/contract/order-state-machine';
import type {
  ProviderCancel,
  ProviderCancelTerms,
  ProviderCash,
  ProviderEstimate,
  ProviderMe,
  ProviderOrder,
  ProviderRateCustomer,
} from '@portal/contract/provider';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { logIn } from '../../lib/login.ts';
import { providerLateCancel } from '../order-core/cancel-terms.ts';
import { endUntakenExpressOrder } from '../order-core/express-expiry.ts';
import { reofferOrder } from '../order-core/reoffer.ts';
import { applyTransition, lockOrder, type OrderRow, type Tx } from '../order-core/order-transitions.ts';
import { touchOrder } from '../order-core/touch-order.ts';
import { reconcileCash } from '../order-core/cash-reconciliation.ts';
import { readOrderLimits, type OrderLimits } from '../order-core/validation-data.ts';
import { inTransaction, type AfterCommit } from '../../lib/transaction.ts';
import type { UploadForm } from '../../lib/uploads/read-upload-form.ts';
import { providerAttachments } from './provider-attachments.ts';
import type { ProviderRequest, ProviderRfpInfo } from '@portal/contract/rfps';
import { providerOrderViews } from './provider-order-view.ts';
import { providerOrdersRepository } from './provider-orders.repository.ts';
import { expressAcceptSeconds } from '../../lib/metrics.ts';

const orderNotFound = () => notFound('orderNotFound');
const notAllowed = () => conflict('orderStatusNotAllowed');

/**
 * What a provider does with its orders (provider API and the demo bot). Every status change goes through
 * applyTransition under the order's row lock, so concurrent calls (two providers, two instances) queue
 * behind each other and each sees the state the previous one left.
 */
/** The RFP part of a provider's request rows (rfps/provider-rfp-info.ts), handed in by the composition root (modules.ts). */
export type ProviderRfpInfos = (ctx: AppContext, rfpIds: number[], providerId: number, lang: Lang) => Promise<Map<number, ProviderRfpInfo>>;

export function providerOrdersService(ctx: AppContext, providerRfpInfos: ProviderRfpInfos) {
  const repo = providerOrdersRepository(ctx.db);
  const attachments = providerAttachments(ctx);

  const inTx = <T>(work: (tx: Tx, after: AfterCommit[]) => Promise<T>) => inTransaction(ctx.db, work);

  /**
   * The order locked, if it is of that type and this provider's (assigned, or offered to it: express dispatch, or a
   * cancelled order offered again, spec §4.5).
   */
  async function lockVisible(tx: Tx, providerId: number, type: OrderType, orderId: number) {
    const order = await lockOrder(tx, orderId);
    if (!order || order.type !== type) throw orderNotFound();
    const offer = type !== 'R' ? await providerOrdersRepository(tx).offerOf(orderId, providerId) : null;
    if (order.providerId !== providerId && offer === null) throw orderNotFound();
    return { order, offer };
  }

  /** The order locked, only if it is assigned to this provider. */
  async function lockMine(tx: Tx, providerId: number, type: OrderType, orderId: number): Promise<OrderRow> {
    const { order } = await lockVisible(tx, providerId, type, orderId);
    if (order.providerId !== providerId) throw type !== 'R' && order.providerId !== null ? conflict('orderTaken') : notAllowed();
    return order;
  }

  /** Whether the order was offered to providers (express dispatch, or a re-offer) rather than awarded to one. */
  async function isOffered(tx: Tx, orderId: number): Promise<boolean> {
    const order = await lockOrder(tx, orderId);
    return order !== undefined && order.providerId === null && order.reofferedFrom !== null;
  }

  async function move(tx: Tx, after: AfterCommit[], providerId: number, order: OrderRow, to: OrderStatus, extra?: Partial<OrderRow>) {
    const moved = await applyTransition(ctx, tx, { orderId: order.id, to, actor: { role: 'provider', id: providerId }, extra });
    after.push(moved.afterCommit);
    return moved.order;
  }

  async function view(providerId: number, type: OrderType, orderId: number, lang: Lang): Promise<ProviderOrder> {
    const row = await repo.visibleOrder(orderId, type, providerId);
    if (!row) throw orderNotFound();
    const [one] = await providerOrderViews(repo, [row], providerId, lang);
    return one!;
  }

  const service = {
    async login(email: string, password: string, ip: string, lang: Lang): Promise<{ authToken: string }> {
      const { authToken } = await logIn({ guard: ctx.abuse.login, sessions: ctx.sessions }, { role: 'provider', email, password, ip, lang }, () =>
        repo.providerLogin(email),
      );
      return { authToken: authToken! };
    },

    async me(providerId: number, lang: Lang): Promise<ProviderMe> {
      const row = await repo.profile(providerId);
      if (!row) throw notFound('providerNotFound');
      const p = row.provider;
      return {
        id: p.accountId,
        email: row.email,
        name: p.name[lang],
        profilePhoto: p.profilePhoto,
        isGoldenTechnician: p.isGoldenTechnician ? 1 : 0,
        isCertified: p.isCertified ? 1 : 0,
        isFeatured: p.isFeatured ? 1 : 0,
        rating: p.rating,
        total: p.ratingCount,
        ordersCompleted: p.ordersCompleted,
        dailyRate: p.dailyRate,
        minimumRatePerVisit: p.minimumRatePerVisit,
        countryCode: p.countryCode,
        phoneNo: p.phoneNo,
        expressAvailable: p.expressAvailable,
      };
    },

    /** The "Available for Express" switch: off, express dispatch offers this provider nothing new. */
    async setAvailability(providerId: number, express: boolean, lang: Lang): Promise<ProviderMe> {
      await inTx((tx) => providerOrdersRepository(tx).setExpressAvailable(providerId, express));
      return service.me(providerId, lang);
    },

    /** The provider app is in use: the demo bot leaves this provider's work alone (issue 18). Never fails a request. */
    async markAppSeen(providerId: number): Promise<void> {
      await repo.markAppSeen(providerId);
    },

    /** The poll's version (in memory after the first call): it moves whenever one of the provider's orders or offers does. */
    pollVersion: (providerId: number) => ctx.notificationVersions.current(providerId),

    async requests(providerId: number, type: OrderType, lang: Lang): Promise<ProviderRequest[]> {
      const rows = type === 'R' ? await repo.rfpRequests(providerId) : await repo.requests(providerId, type);
      const views = await providerOrderViews(repo, rows, providerId, lang);
      const rfps = type === 'R' ? await providerRfpInfos(ctx, views.map((v) => v.id), providerId, lang) : new Map();
      return views.map((v) => ({ ...v, rfp: rfps.get(v.id) ?? null }));
    },

    view,

    /**
     * Direct award: REQD -> ACPT. Express: the first provider to accept takes the order (REQD -> APRD) and
     * every other open offer is lost; the row lock makes the first one win and the others find it taken.
     */
    async accept(providerId: number, type: OrderType, orderId: number, lang: Lang): Promise<ProviderOrder> {
      const outcome = await inTx(async (tx, after) => {
        if (type === 'R' || (type === 'T' && !(await isOffered(tx, orderId)))) {
          const order = await lockMine(tx, providerId, type, orderId);
          await move(tx, after, providerId, order, 'ACPT');
          return 'accepted' as const;
        }
        const r = providerOrdersRepository(tx);
        const { order, offer } = await lockVisible(tx, providerId, type, orderId);
        if (order.providerId === providerId) throw notAllowed();
        if (order.status !== 'REQD' || order.providerId !== null) {
          // Someone else was first (or the order ended): this offer is lost, and that must commit.
          if (offer === 'offered') await r.setOffer(orderId, providerId, 'lost');
          return 'taken' as const;
        }
        if (offer !== 'offered') throw conflict('offerClosed');
        if (order.dispatchExpiresAt && order.dispatchExpiresAt.getTime() <= Date.now()) {
          after.push(await endUntakenExpressOrder(ctx, tx, orderId));
          return 'expired' as const;
        }
        // Express is approved at once; a re-offered direct award is accepted, the appointment still to confirm.
        await move(tx, after, providerId, order, type === 'E' ? 'APRD' : 'ACPT', { providerId });
        await r.settleOffers(orderId, providerId);
        // Measured once taken (after commit): the operators' "express time to accept" (GET /api/metrics).
        after.push(async () => expressAcceptSeconds.observe((Date.now() - order.createdAt.getTime()) / 1000));
        return 'accepted' as const;
      });
      if (outcome === 'taken') throw conflict('orderTaken');
      if (outcome === 'expired') throw conflict('offerExpired');
      return view(providerId, type, orderId, lang);
    },

    /**
     * Direct award: REQD -> REJT. Express: this provider's offer is declined; when nobody is left to
     * answer, the order ends as untaken (REJT, NO_PROVIDER).
     */
    async reject(providerId: number, type: OrderType, orderId: number, lang: Lang, reason = ''): Promise<ProviderOrder> {
      await inTx(async (tx, after) => {
        if (type === 'R' || (type === 'T' && !(await isOffered(tx, orderId)))) {
          const order = await lockMine(tx, providerId, type, orderId);
          // The reason goes with the status change, so the customer's view shows both at once.
          await move(tx, after, providerId, order, 'REJT', { providerRejectReason: reason || null });
          return;
        }
        const r = providerOrdersRepository(tx);
        const { order, offer } = await lockVisible(tx, providerId, type, orderId);
        if (order.providerId !== null && order.providerId !== providerId) throw conflict('orderTaken');
        if (order.status !== 'REQD' || order.providerId !== null || offer !== 'offered') throw notAllowed();
        await r.setOffer(orderId, providerId, 'declined');
        if ((await r.openOfferCount(orderId)) === 0) after.push(await endUntakenExpressOrder(ctx, tx, orderId));
      });
      return view(providerId, type, orderId, lang);
    },

    /**
     * Any move the contract allows a provider. Taking, declining and cancelling have their own rules, so
     * those moves go through their own calls; finishing waits for the customer's answer to an estimate.
     */
    async setStatus(providerId: number, type: OrderType, orderId: number, to: OrderStatus, lang: Lang, reason?: string): Promise<ProviderOrder> {
      const takes = type === 'E' ? to === 'APRD' && (await repo.offerOf(orderId, providerId)) === 'offered' : to === 'ACPT';
      if (takes) {
        return service.accept(providerId, type, orderId, lang);
      }
      if (to === 'REJT') return service.reject(providerId, type, orderId, lang);
      if (to === 'CNCL') {
        if (reason === undefined) throw badRequest('cancelReasonRequired', { reason: ['cancelReasonRequired'] });
        return service.cancel(providerId, type, orderId, { reason }, lang);
      }
      await inTx(async (tx, after) => {
        const order = await lockMine(tx, providerId, type, orderId);
        if (to === 'FSD' && order.customerFeesStatus === 'PEND') throw conflict('providerEstimatePending');
        await move(tx, after, providerId, order, to);
      });
      return view(providerId, type, orderId, lang);
    },

    /** While under progress, with no estimate awaiting the customer (spec §4.4). */
    async sendEstimate(providerId: number, type: OrderType, orderId: number, input: ProviderEstimate, lang: Lang): Promise<ProviderOrder> {
      await inTx(async (tx, after) => {
        const order = await lockMine(tx, providerId, type, orderId);
        if (!canSendEstimate(order.status, order.customerFeesStatus)) throw conflict('providerEstimateNotAllowed');
        await providerOrdersRepository(tx).setEstimate(orderId, {
          estimateProblemDesc: input.estimateProblemDesc,
          estimateIsSparePartNeeded: input.estimateIsSparePartNeeded,
          sparePartDescription: input.estimateIsSparePartNeeded ? input.sparePartDescription || null : null,
          visitFees: input.visitFees,
          estimateServiceFees: input.estimateServiceFees,
          estimateSparePartFees: input.estimateIsSparePartNeeded ? input.estimateSparePartFees : 0,
          estimateNotes: input.notes || null,
          customerFeesStatus: 'PEND',
          estimateSentAt: new Date(),
        });
        after.push(await touchOrder(ctx, tx, order, 'ESTIMATE_SENT'));
      });
      return view(providerId, type, orderId, lang);
    },

    /** Spec §4.5: the fine cancelling now would record (the provider app shows it before asking). */
    async cancelTerms(providerId: number, type: OrderType, orderId: number): Promise<ProviderCancelTerms> {
      const row = await repo.visibleOrder(orderId, type, providerId);
      if (!row) throw orderNotFound();
      if (row.order.providerId !== providerId) throw notAllowed();
      const appointment = row.order.startDate ?? row.order.createdAt;
      return { ...providerLateCancel(row.order), appointment: appointment.toISOString() };
    },

    /**
     * Spec §4.5: the provider cancels (CNCL) where the contract allows it, only with an emergency reason (kept on the
     * order for the operators). Less than 5 hours before the appointment it records the 10 JOD fine; a direct award
     * or express order is then offered again to the other providers of its sub-category and area.
     */
    async cancel(providerId: number, type: OrderType, orderId: number, input: ProviderCancel, lang: Lang): Promise<ProviderOrder> {
      await inTx(async (tx, after) => {
        const order = await lockMine(tx, providerId, type, orderId);
        const cancelled = await move(tx, after, providerId, order, 'CNCL', { cancelReason: input.reason });
        const { fineApplies, fine } = providerLateCancel(order);
        if (fineApplies) await providerOrdersRepository(tx).addFine(providerId, orderId, fine, input.reason);
        const reoffered = await reofferOrder(ctx, tx, cancelled, [providerId]);
        if (reoffered) after.push(reoffered);
      });
      return view(providerId, type, orderId, lang);
    },

    /**
     * The cash the provider received (issue 18), once the work is finished (FSD, WPAY or DONE); once per order, so
     * a second tap or a replayed offline action cannot change it. The customer's view changes with it (touchOrder).
     * Compared with the customer's record once both are there (order-core/cash-reconciliation.ts).
     */
    async recordCash(providerId: number, type: OrderType, orderId: number, input: ProviderCash, lang: Lang): Promise<ProviderOrder> {
      await inTx(async (tx, after) => {
        const order = await lockMine(tx, providerId, type, orderId);
        if (!['FSD', 'WPAY', 'DONE'].includes(order.status)) throw conflict('providerCashNotAllowed');
        if (order.cashReceivedAmount !== null) throw conflict('providerCashAlreadyRecorded');
        const recorded = await providerOrdersRepository(tx).setCash(orderId, input.amount, input.partsIncluded);
        after.push(await touchOrder(ctx, tx, order, 'quiet'));
        // Issue 19.3: against the customer's record, if there is one; differing amounts flag the order and tell both.
        after.push(await reconcileCash(ctx, tx, recorded));
      });
      return view(providerId, type, orderId, lang);
    },

    /** Once, after the order is done. */
    async rateCustomer(
      providerId: number,
      type: OrderType,
      orderId: number,
      input: ProviderRateCustomer,
      lang: Lang,
    ): Promise<ProviderOrder> {
      await inTx(async (tx) => {
        const order = await lockMine(tx, providerId, type, orderId);
        if (order.status !== 'DONE') throw conflict('customerRatingNotAllowed');
        if (!(await providerOrdersRepository(tx).insertRating(orderId, 'provider', input.rating, input.description))) {
          throw conflict('customerAlreadyRated');
        }
        // The customer's view shows the provider's rating of them.
        await touchOrder(ctx, tx, order, 'quiet');
      });
      return view(providerId, type, orderId, lang);
    },

    /**
     * Before the files are read: the order must be this provider's and under progress or finished. Returns
     * the validation-data limits the files are checked against.
     */
    async attachmentLimits(providerId: number, type: OrderType, orderId: number): Promise<OrderLimits> {
      const row = await repo.visibleOrder(orderId, type, providerId);
      if (!row) throw orderNotFound();
      if (row.order.providerId !== providerId) throw notAllowed();
      if (row.order.status !== 'UP' && row.order.status !== 'FSD') throw conflict('providerAttachmentsNotAllowed');
      return readOrderLimits(ctx.db);
    },

    /** Finished-work files while the work is under progress or finished (checked again under the lock). */
    async addAttachments(
      providerId: number,
      type: OrderType,
      orderId: number,
      form: UploadForm,
      limits: OrderLimits,
      lang: Lang,
    ): Promise<ProviderOrder> {
      // Stored first, removed again if the transaction does not commit.
      await attachments.checkStoreAndRecord(form, limits, await repo.providerAttachmentCounts(orderId), (stored) =>
        inTx(async (tx) => {
          const order = await lockMine(tx, providerId, type, orderId);
          if (order.status !== 'UP' && order.status !== 'FSD') throw conflict('providerAttachmentsNotAllowed');
          await attachments.record(tx, stored, orderId, providerId);
          await touchOrder(ctx, tx, order, 'quiet');
        }),
      );
      return view(providerId, type, orderId, lang);
    },
  };
  return service;
}
export type ProviderOrdersService = ReturnType<typeof providerOrdersService>;
