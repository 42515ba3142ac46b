import type { Lang } from '@portal/contract/lang';
import { FINAL_STATUSES, nextStatuses } from '@portal/contract/order-state-machine';
import type { ProviderOrder } from '@portal/contract/provider';
import { attachmentViews, estimateAndPaymentView, paymentFacts } from '../order-core/order-view-parts.ts';
import type { OrderContext, ProviderOrdersRepository } from './provider-orders.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The customer's contact is for the provider holding the order while the work is still open. */
function showsContact(c: OrderContext, providerId: number): boolean {
  return c.order.providerId === providerId && !FINAL_STATUSES.includes(c.order.status);
}

/** Orders as their provider sees them (contract `providerOrderSchema`), with attachments and both ratings. */
export async function providerOrderViews(
  repo: ProviderOrdersRepository,
  rows: OrderContext[],
  providerId: number,
  lang: Lang,
): Promise<ProviderOrder[]> {
  const ids = rows.map((r) => r.order.id);
  const [attachments, ratings] = await Promise.all([repo.attachmentsOf(ids), repo.ratingsOf(ids)]);
  return rows.map((c) => {
    const o = c.order;
    const contact = showsContact(c, providerId);
    const rating = (rater: 'customer' | 'provider') => {
      const r = ratings.find((x) => x.orderId === o.id && x.rater === rater);
      return r ? { rating: r.rating, description: r.description } : null;
    };
    const mine = o.providerId === providerId;
    return {
      id: o.id,
      orderNo: o.orderNo,
      type: o.type,
      status: o.status,
      lastOrderStatus: o.lastOrderStatus,
      statusChangedAt: o.statusChangedAt.toISOString(),
      offerStatus: c.offerStatus,
      dispatchExpiresAt: iso(o.dispatchExpiresAt),
      // An express offer is taken with accept; what a provider may do once the order is its own.
      nextStatuses:
        mine || (o.type === 'E' && o.status === 'REQD' && c.offerStatus === 'offered') ? nextStatuses(o.type, o.status, 'provider') : [],
      customer: { id: o.customerId, name: c.customerName },
      categoryId: { id: c.category.id, name: c.category[lang] },
      subCategoryId: { id: c.subCategory.id, name: c.subCategory[lang] },
      branchName: o.branchName,
      latitude: o.latitude,
      longitude: o.longitude,
      country: o.country,
      city: o.city,
      area: o.area,
      contactName: contact ? o.contactName : null,
      contactEmail: contact ? o.contactEmail : null,
      countryCode: contact ? o.countryCode : null,
      phoneNo: contact ? o.phoneNo : null,
      startDate: iso(o.startDate),
      endDate: iso(o.endDate),
      createdAt: o.createdAt.toISOString(),
      updatedAt: o.updatedAt.toISOString(),
      acceptedAt: iso(o.acceptedAt),
      description: o.description,
      formattedDescription: o.formattedDescription,
      promoCode: o.promoCode,
      attachments: attachmentViews(attachments, o.id),
      ...estimateAndPaymentView(o),
      ratingForServiceProvider: rating('customer'),
      ratingForCustomer: rating('provider'),
      cancelFee: o.cancelFee,
      isMine: mine,
      distanceKm: c.distanceKm === null ? null : Math.round(c.distanceKm * 10) / 10,
      rejectReason: o.providerRejectReason,
      cashReceivedAmount: o.cashReceivedAmount,
      cashReceivedIncludesParts: o.cashReceivedIncludesParts,
      // The payment and any mismatch are this provider's to see only on its own order.
      ...(mine ? paymentFacts(o) : { paymentMethod: null, paymentReference: null, cashMismatch: null }),
    };
  });
}
