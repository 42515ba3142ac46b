import { z } from 'zod';
import { pickLang, type Lang } from './lang.ts';
import { selectedId } from './rules.ts';

/**
 * "Report an abuse" (spec §2.12): about one of the customer's own orders (express, direct award or RFP), a
 * provider, or something else.
 */
export const COMPLAINT_SUBJECTS = ['order', 'provider', 'other'] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

export const COMPLAINT_REASONS = [
  'fake_request',
  'rude_behaviour',
  'no_show',
  'overcharging',
  'poor_quality',
  'off_platform',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** 'in_progress': an operator has taken it up (assigned or answered, issue 17); customers see it as under review. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_DESCRIPTION_MAX = 1000;

/** One message at a time: empty, then a leading space (which also catches a blank text), then the length. */
export const complaintDescriptionRule = z
  .string({ error: 'complaintDescriptionRequired' })
  .min(1, { error: 'complaintDescriptionRequired', abort: true })
  .refine((v) => !/^\s/.test(v), { error: 'descriptionSpace', abort: true })
  .max(COMPLAINT_DESCRIPTION_MAX, { error: 'complaintDescriptionMax' });

const emptyIsMissing = (v: unknown) => (v === null || v === '' ? undefined : v);

export const complaintAddSchema = z
  .object({
    subject: z.enum(COMPLAINT_SUBJECTS, { error: 'complaintSubjectRequired' }),
    /** Required when the subject is a provider. */
    providerId: z.preprocess(emptyIsMissing, selectedId('complaintProviderRequired').optional()),
    /** Required when the subject is an order: one of the caller's own (its type is the order's, not the client's word). */
    orderId: z.preprocess(emptyIsMissing, selectedId('complaintOrderRequired').optional()),
    reason: z.enum(COMPLAINT_REASONS, { error: 'complaintReasonRequired' }),
    description: complaintDescriptionRule,
  })
  .refine((v) => v.subject !== 'provider' || v.providerId !== undefined, { path: ['providerId'], error: 'complaintProviderRequired' })
  .refine((v) => v.subject !== 'order' || v.orderId !== undefined, { path: ['orderId'], error: 'complaintOrderRequired' });
export type ComplaintAdd = z.infer<typeof complaintAddSchema>;

/** The reference the customer is given (and the acknowledgement mail carries), e.g. RA-000042. */
export function complaintReference(id: number): string {
  return `RA-${String(id).padStart(6, '0')}`;
}

export const complaintAddResponseSchema = z.object({ id: z.number().int(), reference: z.string() });

/**
 * An order a complaint can be about, or is about: its number and a title (an RFP's own title; for express and
 * direct award orders the sub-category, in the caller's language).
 */
export const complaintOrderSchema = z.object({
  id: z.number().int(),
  type: z.enum(['E', 'T', 'R']),
  orderNo: z.string(),
  title: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type ComplaintOrder = z.infer<typeof complaintOrderSchema>;
/** One shape for the customer's form and list and the operators' queue. */
export function complaintOrder(
  o: { id: number; type: ComplaintOrder['type']; orderNo: string; rfpTitle: string | null; subCategory: { en: string; ar: string; fr: string }; createdAt: Date },
  lang: Lang,
): ComplaintOrder {
  return { id: o.id, type: o.type, orderNo: o.orderNo, title: o.rfpTitle || pickLang(o.subCategory, lang), createdAt: Math.floor(o.createdAt.getTime() / 1000) };
}
/** How many of the newest orders the form offers; older ones are rarely complained about and would only lengthen the list. */
export const COMPLAINT_ORDER_CHOICES = 100;

/** A complaint as its author sees it (the operators' note stays internal). Times are epoch seconds. */
export const complaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.enum(['order', 'provider', 'other']),
  providerId: z.number().int().nullable(),
  /** In the caller's language. */
  providerName: z.string().nullable(),
  /** The order it is about (subject 'order'); null otherwise, or when that order no longer exists. */
  order: complaintOrderSchema.nullable(),
  reason: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;
