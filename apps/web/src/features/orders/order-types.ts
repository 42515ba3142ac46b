import type { z } from 'zod';
import type { Order as ContractOrder, OrderList, orderProviderSchema } from '@portal/contract/orders';
import type { RfpDetails } from '@portal/contract/rfps';

/** The provider of an order; phone and e-mail are filled only while the order is accepted and active. */
export type OrderProvider = z.infer<typeof orderProviderSchema>;

/**
 * What the follow-up pages show: an express or direct-award order as the contract's Order; an RFP's estimate,
 * payment and rating read its details call, whose fee and rating fields carry the same names, with its title
 * and the proposal it is about.
 */
export type Order = ContractOrder & { title?: string; reply?: OrderProposal | null };

/** The price of an RFP's approved proposal, as its details carry it. */
export type OrderProposal = { price: number; sparePartFees: number; isSparePartIncluded: boolean; isApproved: boolean };

export type OrderLists = OrderList;
export type { RfpDetails };

/** The order modes the customer's follow-up pages take in their query (spec §2.1): T, R or E. */
export type FollowType = 'E' | 'T' | 'R';
export const isFollowType = (v: string | null): v is FollowType => v === 'E' || v === 'T' || v === 'R';

/** Spec §1: direct award is 'DA' in most calls, 'T' in ratings and notification routes. */
export const serverType = (t: FollowType): 'DA' | 'E' | 'R' => (t === 'T' ? 'DA' : t);

/**
 * The order's provider on either page: an express or direct-award order names it serviceProviderId, an RFP's
 * details (standing in for an Order) name it provider.
 */
export const providerOf = (o: Order): OrderProvider | null => o.serviceProviderId ?? (o as { provider?: OrderProvider | null }).provider ?? null;
