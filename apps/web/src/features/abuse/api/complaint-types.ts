import type { z } from 'zod';
import type { Complaint, complaintAddResponseSchema, complaintAddSchema } from '@portal/contract/complaints';

/** Spec §2.12 report an abuse: the rules and limits are the contract's. */
export { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_REASONS } from '@portal/contract/complaints';
export type { Complaint };

/** POST /customer/complaint/add as sent, and its answer. */
export type NewComplaint = z.input<typeof complaintAddSchema>;
export type ComplaintAdded = z.infer<typeof complaintAddResponseSchema>;

/** The number the customer quotes to support: the server's reference (the acknowledgement mail carries it too). */
export const complaintReference = (c: Pick<Complaint, 'reference'>) => c.reference;
