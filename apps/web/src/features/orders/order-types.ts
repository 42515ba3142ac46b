import type { FeeStatus, OrderStatus } from '@portal/contract/codes';

/**
 * An express or direct-award order as the API answers it (/tmp/issue4-api.md, spec §3 "Direct/express
 * order"). Only the fields the customer's screens read are typed; the rest pass through untouched.
 */
export type OrderProvider = {
  id: number;
  name: string;
  profilePhoto: string | null;
  isGoldenTechnician: number;
  isCertified: number;
  rating: number;
  total: number;
  dailyRate: number | null;
  minimumRatePerVisit: number | null;
  /** Filled only while the order is accepted and active (ACPT, APRD, OTW, UP). */
  phoneNo: string | null;
  countryCode: string | null;
  email: string | null;
};

export type OrderAttachment = {
  id: number;
  attachmentType: 'image' | 'video' | 'document';
  url: string;
  fileName: string;
  side: 'customer' | 'provider';
};

export type OrderRating = { rating: number; description: string | null };

export type Order = {
  id: number;
  orderNo: string;
  /** Only an RFP (type R, read through its details call) has a title. */
  title?: string;
  type: 'E' | 'T';
  status: OrderStatus;
  lastOrderStatus: OrderStatus | null;
  statusChangedAt: string | null;
  serviceProviderId: OrderProvider | null;
  categoryId: { id: number; name: string } | null;
  subCategoryId: { id: number; name: string } | null;
  branchName: string | null;
  latitude: number | null;
  longitude: number | null;
  country: string | null;
  city: string | null;
  area: string | null;
  contactName: string | null;
  contactEmail: string | null;
  countryCode: string | null;
  phoneNo: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string | null;
  acceptedAt: string | null;
  description: string;
  formattedDescription: string | null;
  promoCode: string | null;
  attachments: OrderAttachment[];
  customerFeesStatus: FeeStatus | null;
  estimateProblemDesc: string | null;
  estimateIsSparePartNeeded: boolean | null;
  sparePartDescription: string | null;
  visitFees: number | null;
  estimateServiceFees: number | null;
  estimateSparePartFees: number | null;
  estimateNotes: string | null;
  totalAmountOfCustomer: number | null;
  isSparePartNeeded: boolean | null;
  ratingForServiceProvider: OrderRating | null;
  ratingForCustomer: OrderRating | null;
  cancelFee: number | null;
  orderCancelFees: number;
  cancelFeeApplies: boolean;
  rating: number;
  total: number;
  /** An RFP's details call adds the proposal it is about (the approved one once approved). */
  reply?: OrderProposal | null;
};

/** The price of an RFP's approved proposal, as its details carry it. */
export type OrderProposal = { price: number; sparePartFees: number; isSparePartIncluded: boolean; isApproved: boolean };

export type OrderLists = { active: Order[]; recent: Order[] };

/** The order modes the customer's follow-up pages take in their query (spec §2.1): T, R or E. */
export type FollowType = 'E' | 'T' | 'R';
export const isFollowType = (v: string | null): v is FollowType => v === 'E' || v === 'T' || v === 'R';

/** Spec §1: direct award is 'DA' in most calls, 'T' in ratings and notification routes. */
export const serverType = (t: FollowType): 'DA' | 'E' | 'R' => (t === 'T' ? 'DA' : t);
