import { z } from 'zod';
import { FEE_STATUSES, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, type FeeStatus, type OrderStatus } from './codes.ts';
import { DB_ID_MAX } from './limits.ts';
import { proposalTotal } from './rfps.ts';

/**
 * Issue 19 points 3 and 4: paying the provider by cash or CliQ (no money passes through the portal), the receipt
 * of a completed order, and the CliQ alias a provider may give.
 */

// ---------------------------------------------------------------- CliQ alias

/** A CliQ alias name: letters and digits, at most 10 (the rule of Jordan's CliQ aliases). */
export const CLIQ_ALIAS_NAME = /^[A-Za-z0-9]{1,10}$/;
/** A Jordanian mobile, typed any usual way: 079…, 79…, +962 79…, 00962 79…, 962 79… (spaces and dashes ignored). */
const JO_MOBILE = /^(?:\+962|00962|962|0)?(7[789]\d{7})$/;

/**
 * The alias as stored and shown, or null when it is neither form: a mobile as CliQ writes it (00962 and the nine
 * digits), an alias name in capitals (CliQ reads aliases without regard to case).
 */
export function normalizeCliqAlias(raw: string): string | null {
  const typed = raw.trim();
  // Spaces and dashes group a phone's digits; an alias name is taken as typed.
  const mobile = JO_MOBILE.exec(typed.replace(/[\s-]/g, ''));
  if (mobile) return `00962${mobile[1]}`;
  if (CLIQ_ALIAS_NAME.test(typed)) return typed.toUpperCase();
  return null;
}

/** Empty (or null) clears the alias; absent leaves it as it is. */
export const cliqAliasRule = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'cliqAliasInvalid' })
    .max(30, { error: 'cliqAliasInvalid' })
    .transform((v, ctx) => {
      const alias = normalizeCliqAlias(v);
      if (alias === null) {
        ctx.addIssue({ code: 'custom', message: 'cliqAliasInvalid' });
        return z.NEVER;
      }
      return alias;
    })
    .nullable(),
);

// ---------------------------------------------------------------- fees as agreed

export type AgreedFeesBasis = 'estimateAccepted' | 'estimateRejected' | 'proposal' | 'none';
export type AgreedFees = {
  basis: AgreedFeesBasis;
  visitFees: number | null;
  serviceFees: number | null;
  sparePartFees: number | null;
  total: number | null;
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * What the customer agreed to pay (spec §4.4), line by line: an accepted estimate is its service and parts fees, a
 * rejected one the visit fees only; an RFP without an estimate is its approved proposal (price, then materials and
 * parts). Nothing agreed: every line null.
 */
export function agreedFees(
  o: { customerFeesStatus: FeeStatus | null; visitFees: number | null; estimateServiceFees: number | null; estimateSparePartFees: number | null },
  proposal: { price: number; sparePartFees: number } | null = null,
): AgreedFees {
  if (o.customerFeesStatus === 'ACPT') {
    const service = o.estimateServiceFees ?? 0;
    const parts = o.estimateSparePartFees ?? 0;
    return { basis: 'estimateAccepted', visitFees: null, serviceFees: service, sparePartFees: parts, total: round(service + parts) };
  }
  if (o.customerFeesStatus === 'REJT') {
    const visit = o.visitFees ?? 0;
    return { basis: 'estimateRejected', visitFees: visit, serviceFees: null, sparePartFees: null, total: visit };
  }
  if (proposal) {
    return { basis: 'proposal', visitFees: null, serviceFees: proposal.price, sparePartFees: proposal.sparePartFees, total: proposalTotal(proposal) };
  }
  return { basis: 'none', visitFees: null, serviceFees: null, sparePartFees: null, total: null };
}

// ---------------------------------------------------------------- receipt

/**
 * A receipt exists once the order is done, or finished with the payment recorded (the page links to it then): it is
 * the customer's record of what was agreed and paid.
 */
export function hasReceipt(o: { status: OrderStatus; totalAmountOfCustomer: number | null }): boolean {
  return o.status === 'DONE' || (o.totalAmountOfCustomer !== null && (o.status === 'FSD' || o.status === 'WPAY'));
}

const serviceId = z.coerce
  .number({ error: 'serviceIdRequired' })
  .int({ error: 'serviceIdRequired' })
  .positive({ error: 'serviceIdRequired' })
  .max(DB_ID_MAX, { error: 'serviceIdRequired' });

/** GET /customer/receipt/get and /customer/receipt/pdf: one of the customer's own orders, by its type letter (DA, E, R). */
export const receiptQuerySchema = z.object({
  serviceId,
  type: z.enum(['DA', 'E', 'R'], { error: 'orderTypeInvalid' }),
});
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

const money = z.number().nullable();

/** The receipt's data, in the caller's language (names); dates are ISO instants, shown in Amman time. */
export const receiptSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  /** The work: the RFP's title, else the sub-category. */
  title: z.string(),
  category: z.string(),
  subCategory: z.string(),
  provider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: z.object({ name: z.string() }),
  branchName: z.string(),
  city: z.string(),
  area: z.string(),
  createdAt: z.string(),
  /** The appointment of a direct award; an RFP's start date. */
  startDate: z.string().nullable(),
  /** When the work was done (the order reached DONE); null while it waits for it. */
  completedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  customerFeesStatus: z.enum(FEE_STATUSES).nullable(),
  fees: z.object({
    basis: z.enum(['estimateAccepted', 'estimateRejected', 'proposal', 'none']),
    visitFees: money,
    serviceFees: money,
    sparePartFees: money,
    total: money,
  }),
  amountPaid: money,
  /** Null until the payment is recorded; payments recorded before CliQ read as cash. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: z.string().nullable(),
  guaranteeUntil: z.string().nullable(),
  currency: z.literal('JOD'),
  issuedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
