import { describe, expect, it } from 'vitest';
import { complaintFormSchema } from './complaint-form-schema.ts';

const base = { subject: 'other' as const, providerId: null, orderId: null, reason: 'rude_behaviour' as const, description: 'He shouted at me.' };

describe('complaintFormSchema', () => {
  it('accepts a complete report', () => {
    expect(complaintFormSchema.safeParse(base).success).toBe(true);
  });
  it('needs a provider when the report is about one', () => {
    const r = complaintFormSchema.safeParse({ ...base, subject: 'provider' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('form.providerRequired');
    expect(complaintFormSchema.safeParse({ ...base, subject: 'provider', providerId: '3' }).success).toBe(true);
  });
  it('needs one of my orders when the report is about an order', () => {
    const r = complaintFormSchema.safeParse({ ...base, subject: 'order' });
    expect(r.error?.issues[0]?.message).toBe('form.orderRequired');
    expect(complaintFormSchema.safeParse({ ...base, subject: 'order', orderId: '12' }).success).toBe(true);
  });
  it('needs a description of at most 1000 characters', () => {
    expect(complaintFormSchema.safeParse({ ...base, description: '   ' }).error?.issues[0]?.message).toBe('form.descriptionRequired');
    expect(complaintFormSchema.safeParse({ ...base, description: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('form.descriptionTooLong');
    expect(complaintFormSchema.safeParse({ ...base, description: 'x'.repeat(1000) }).success).toBe(true);
  });
  it('needs a reason', () => {
    expect(complaintFormSchema.safeParse({ ...base, reason: null }).error?.issues[0]?.message).toBe('form.reasonRequired');
  });
});
