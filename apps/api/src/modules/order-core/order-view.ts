import type { Lang } from '@portal/contract/lang';
import { cancelFeeApplies, customerCanCancel, isLateOrder } from '@portal/contract/order-state-machine';
import type { Order } from '@portal/contract/orders';
import type { OrderStatus } from '@portal/contract/codes';
import { assetUrl } from '../../lib/asset-url.ts';
import { attachmentViews, estimateAndPaymentView, paymentFacts } from './order-view-parts.ts';
import type { OrderRow } from './order-transitions.ts';
import type { DispatchFacts, OrderReads } from './order-reads.repository.ts';

/** The provider's phone and e-mail are shown only while the order is accepted and active (spec §2.8). */
const CONTACT_STATUSES: readonly OrderStatus[] = ['ACPT', 'APRD', 'OTW', 'UP'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Orders as the spec's "Direct/express order" (§3), in the caller's language. Everything besides the rows
 * is loaded once for the whole list.
 */
export async function orderViews(
  repo: OrderReads,
  rows: OrderRow[],
  lang: Lang,
  limits: Record<string, number>,
  now = new Date(),
): Promise<Order[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const unique = (xs: Array<number | null>) => [...new Set(xs.filter((x): x is number => x !== null))];
  const [names, provs, atts, rates, dispatchFacts, replaced] = await Promise.all([
    repo.names(unique(rows.map((r) => r.categoryId)), unique(rows.map((r) => r.subCategoryId))),
    repo.providers(unique(rows.map((r) => r.providerId))),
    repo.attachments(ids),
    repo.ratings(ids),
    repo.dispatchFacts(rows.filter((r) => r.type === 'E').map((r) => r.id)),
    repo.orderNumbers(unique(rows.map((r) => r.reofferedFrom))),
  ]);
  const replacedNo = new Map(replaced.map((r) => [r.id, r.orderNo]));
  const factsById = new Map(dispatchFacts.map((f) => [f.orderId, f]));
  const catName = new Map(names.cats.map((c) => [c.id, c[lang]]));
  const subName = new Map(names.subs.map((s) => [s.id, s[lang]]));
  const provById = new Map(provs.map((p) => [p.id, p]));
  const orderCancelFees = limits.orderCancelFees ?? 0;

  return rows.map((o) => {
    const p = o.providerId !== null ? provById.get(o.providerId) : undefined;
    const contact = CONTACT_STATUSES.includes(o.status);
    const rating = (rater: 'customer' | 'provider') => {
      const r = rates.find((x) => x.orderId === o.id && x.rater === rater);
      return r ? { rating: r.rating, description: r.description } : null;
    };
    return {
      id: o.id,
      orderNo: o.orderNo,
      type: o.type,
      status: o.status,
      lastOrderStatus: o.lastOrderStatus,
      statusChangedAt: o.statusChangedAt.toISOString(),
      serviceProviderId: p
        ? {
            id: p.id,
            name: p.name[lang] || p.name.en,
            profilePhoto: p.profilePhoto ? assetUrl(p.profilePhoto) : null,
            isGoldenTechnician: p.isGoldenTechnician ? 1 : 0,
            isCertified: p.isCertified ? 1 : 0,
            rating: p.rating,
            total: p.total,
            dailyRate: p.dailyRate,
            minimumRatePerVisit: p.minimumRatePerVisit,
            phoneNo: contact ? p.phoneNo : null,
            countryCode: contact ? p.countryCode : null,
            email: contact ? (p.contactEmails[0] ?? p.accountEmail) : null,
            cliqAlias: p.cliqAlias,
          }
        : null,
      categoryId: { id: o.categoryId, name: catName.get(o.categoryId) ?? '' },
      subCategoryId: { id: o.subCategoryId, name: subName.get(o.subCategoryId) ?? '' },
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
      startDate: iso(o.startDate),
      // A done order ended when it was done: lists and details show that, not "End —".
      endDate: iso(o.endDate ?? (o.status === 'DONE' ? o.statusChangedAt : null)),
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      acceptedAt: iso(o.acceptedAt),
      dispatchExpiresAt: iso(o.dispatchExpiresAt),
      description: o.description,
      formattedDescription: o.formattedDescription,
      promoCode: o.promoCode,
      attachments: attachmentViews(atts, o.id),
      ...estimateAndPaymentView(o),
      ...paymentFacts(o),
      sparePartFees: o.estimateSparePartFees,
      ratingForServiceProvider: rating('customer'),
      ratingForCustomer: rating('provider'),
      cancelFee: o.cancelFee,
      orderCancelFees,
      // Only meaningful while the customer may still cancel.
      cancelFeeApplies: customerCanCancel(o.type, o.status) && cancelFeeApplies(o.status, o.statusChangedAt, now),
      rating: p?.rating ?? 0,
      total: p?.total ?? 0,
      dispatch: o.type === 'E' ? dispatchView(o, factsById.get(o.id), p ? { id: p.id, name: p.name[lang] || p.name.en, rating: p.rating, total: p.total } : null) : null,
      providerRejectReason: o.providerRejectReason,
      guaranteeUntil: iso(o.guaranteeUntil),
      isLate: isLateOrder(o, now),
      reofferedFrom: o.reofferedFrom !== null ? { id: o.reofferedFrom, orderNo: replacedNo.get(o.reofferedFrom) ?? '' } : null,
    };
  });
}

/**
 * An express order's dispatch as its page shows it while the customer watches (issue 19): offers made, the
 * window's end, who accepted (with rating and distance), and whether the untaken order can be converted.
 */
function dispatchView(
  o: OrderRow,
  facts: DispatchFacts | undefined,
  provider: { id: number; name: string; rating: number; total: number } | null,
): NonNullable<Order['dispatch']> {
  const convertedTo = facts?.convertedTo ?? null;
  return {
    offeredCount: facts?.offeredCount ?? 0,
    expiresAt: iso(o.dispatchExpiresAt),
    acceptedBy: provider ? { ...provider, distanceKm: facts?.distanceKm ?? null } : null,
    convertedTo,
    canConvert: isUntakenExpress(o) && convertedTo === null,
  };
}

/** Ended by the system with nobody having taken it (NO_PROVIDER): the only express order that may be converted. */
export const isUntakenExpress = (o: Pick<OrderRow, 'type' | 'status' | 'providerId' | 'acceptedAt'>) =>
  o.type === 'E' && o.status === 'REJT' && o.providerId === null && o.acceptedAt === null;
