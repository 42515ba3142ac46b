import { describe, expect, it } from 'vitest';
import {
  halfStepRatingRule,
  moneyRule,
  providerEstimateSchema,
  providerLoginSchema,
  providerOrderParamsSchema,
  providerRateCustomerSchema,
  providerRequestsQuerySchema,
  providerStatusSchema,
} from './provider.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('provider API schemas', () => {
  it('sign-in: a trimmed, lower-cased e-mail and a 6..32 password', () => {
    expect(providerLoginSchema.parse({ email: ' Provider1@Demo.JO ', password: 'Demo@12345' })).toEqual({
      email: 'provider1@demo.jo',
      password: 'Demo@12345',
    });
    expect(firstMessage(providerLoginSchema.safeParse({ email: 'x', password: 'Demo@12345' }))).toBe('invalidEmail');
    expect(firstMessage(providerLoginSchema.safeParse({ email: 'a@b.jo', password: '123' }))).toBe('passwordLength');
  });

  it('order types and ids in the path', () => {
    expect(providerOrderParamsSchema.parse({ type: 'E', id: '42' })).toEqual({ type: 'E', id: 42 });
    for (const bad of [
      { type: 'DA', id: '1' },
      { type: 'T', id: '0' },
      { type: 'T', id: '1.5' },
      { type: 'T', id: 'x' },
      { type: 'T', id: '3000000000' },
    ]) {
      expect(providerOrderParamsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(providerRequestsQuerySchema.safeParse({ type: 'R' }).success).toBe(true);
    expect(firstMessage(providerRequestsQuerySchema.safeParse({ type: 'X' }))).toBe('orderTypeInvalid');
  });

  it('status: one of the codes of §4.1', () => {
    expect(providerStatusSchema.parse({ status: 'OTW' })).toEqual({ status: 'OTW' });
    expect(firstMessage(providerStatusSchema.safeParse({ status: 'otw' }))).toBe('providerStatusInvalid');
  });

  it('money: JOD from 0 to 100000 with fils (3 decimals)', () => {
    for (const ok of [0, 10, 12.5, 0.001, 99_999.999, 100_000]) expect(moneyRule.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-0.001, 100_000.001, 1.0001, Number.NaN, '10', null])
      expect(moneyRule.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('estimate: problem required, parts optional, notes optional', () => {
    const parsed = providerEstimateSchema.parse({
      estimateProblemDesc: ' Leak ',
      estimateIsSparePartNeeded: false,
      visitFees: 10,
      estimateServiceFees: 35,
    });
    expect(parsed).toEqual({
      estimateProblemDesc: 'Leak',
      estimateIsSparePartNeeded: false,
      sparePartDescription: '',
      visitFees: 10,
      estimateServiceFees: 35,
      estimateSparePartFees: 0,
      notes: '',
    });
    expect(firstMessage(providerEstimateSchema.safeParse({ ...parsed, estimateProblemDesc: '  ' }))).toBe('textRequired');
    expect(firstMessage(providerEstimateSchema.safeParse({ ...parsed, visitFees: -1 }))).toBe('estimateAmountInvalid');
  });

  it('rating of the customer: 0.5 to 5 in half steps; description at most 500', () => {
    for (const ok of [0.5, 1, 2.5, 5]) expect(halfStepRatingRule.safeParse(ok).success).toBe(true);
    for (const bad of [0, 0.25, 1.2, 5.5, '4']) expect(halfStepRatingRule.safeParse(bad).success, String(bad)).toBe(false);
    expect(providerRateCustomerSchema.parse({ rating: 4 })).toEqual({ rating: 4, description: '' });
    expect(firstMessage(providerRateCustomerSchema.safeParse({ rating: 4, description: 'x'.repeat(501) }))).toBe('textTooLong');
  });
});
