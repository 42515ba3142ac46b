import { z } from 'zod';
import { selectedId } from './rules.ts';

/**
 * "Report an abuse" (spec §2.12). A complaint about an order comes with the orders: until then only a
 * provider or something else can be reported (the database already has room for 'order').
 */
export const COMPLAINT_SUBJECTS = ['provider', 'other'] as const;
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
    reason: z.enum(COMPLAINT_REASONS, { error: 'complaintReasonRequired' }),
    description: complaintDescriptionRule,
  })
  .refine((v) => v.subject !== 'provider' || v.providerId !== undefined, { path: ['providerId'], error: 'complaintProviderRequired' });
export type ComplaintAdd = z.infer<typeof complaintAddSchema>;

/** The reference the customer is given (and the acknowledgement mail carries), e.g. RA-000042. */
export function complaintReference(id: number): string {
  return `RA-${String(id).padStart(6, '0')}`;
}

export const complaintAddResponseSchema = z.object({ id: z.number().int(), reference: z.string() });

/** A complaint as its author sees it (the operators' note stays internal). Times are epoch seconds. */
export const complaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.enum(['order', 'provider', 'other']),
  providerId: z.number().int().nullable(),
  /** In the caller's language. */
  providerName: z.string().nullable(),
  reason: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;
