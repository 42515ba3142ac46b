import { z } from 'zod';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_REASONS, COMPLAINT_SUBJECTS } from '@portal/contract/complaints';

/** Messages are keys of the abuse namespace. The server checks the same rules again. */
export const complaintFormSchema = z
  .object({
    subject: z.enum(COMPLAINT_SUBJECTS),
    providerId: z.string().nullable(),
    /** One of the customer's own orders (the server refuses any other). */
    orderId: z.string().nullable(),
    reason: z.enum(COMPLAINT_REASONS, { error: 'form.reasonRequired' }),
    description: z.string().trim().min(1, { error: 'form.descriptionRequired' }).max(COMPLAINT_DESCRIPTION_MAX, { error: 'form.descriptionTooLong' }),
  })
  .refine((v) => v.subject !== 'provider' || Boolean(v.providerId), { path: ['providerId'], error: 'form.providerRequired' })
  .refine((v) => v.subject !== 'order' || Boolean(v.orderId), { path: ['orderId'], error: 'form.orderRequired' });

export type ComplaintFormInput = z.input<typeof complaintFormSchema>;
export type ComplaintFormValues = z.output<typeof complaintFormSchema>;
