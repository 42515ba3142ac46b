/** Spec §2.12 report an abuse: what the customer complains about and why. */
export const COMPLAINT_SUBJECTS = ['provider', 'other', 'order'] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

export const COMPLAINT_REASONS = ['fake_request', 'rude_behaviour', 'no_show', 'overcharging', 'poor_quality', 'off_platform', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_DESCRIPTION_MAX = 1000;

export type NewComplaint = {
  subject: ComplaintSubject;
  providerId?: number;
  orderType?: 'E' | 'T' | 'R';
  orderId?: number;
  reason: ComplaintReason;
  description: string;
};

export type Complaint = {
  id: number;
  /** Given by the server, e.g. RA-000042; the acknowledgement mail carries it too. */
  reference?: string | null;
  subject: ComplaintSubject;
  reason: ComplaintReason | string;
  description: string;
  status?: 'open' | 'closed' | string;
  providerName?: string | null;
  provider?: { name?: string | null } | null;
  createdAt: string | number;
};

/** The number the customer quotes to support: the server's reference when it gives one, else the id. */
export const complaintReference = (c: { id: number; reference?: string | null }) => c.reference || `#${c.id}`;
