import { describe, expect, it } from 'vitest';
import { amountsDiffer, paymentAddSchema } from './orders.ts';
import { agreedFees, cliqAliasRule, hasReceipt, normalizeCliqAlias } from './payments.ts';

describe('CliQ alias', () => {
  it('keeps a Jordanian mobile as CliQ writes it and an alias name in capitals', () => {
    for (const mobile of ['0791234567', '791234567', '+962 79 123 4567', '00962791234567', '962-79-123-4567'])
      expect(normalizeCliqAlias(mobile), mobile).toBe('00962791234567');
    expect(normalizeCliqAlias('khidmat7')).toBe('KHIDMAT7');
    expect(normalizeCliqAlias('0612345678')).toBe('0612345678');
    for (const bad of ['', 'toolongalias1', 'ab cd', '+962612345678', 'علي']) expect(normalizeCliqAlias(bad), bad).toBeNull();
  });

  it('reads empty as "remove it"', () => {
    expect(cliqAliasRule.parse('')).toBeNull();
    expect(cliqAliasRule.parse(null)).toBeNull();
    expect(cliqAliasRule.safeParse('no way').error?.issues[0]?.message).toBe('cliqAliasInvalid');
  });
});

describe('payment method and reference', () => {
  const base = { serviceId: 5, type: 'DA', totalAmountOfCustomer: 10 };
  it('are optional (a spec client sends neither) and checked when sent', () => {
    const spec = paymentAddSchema.parse(base);
    expect([spec.paymentMethod, spec.paymentReference]).toEqual([undefined, undefined]);
    expect(paymentAddSchema.parse({ ...base, paymentMethod: 'cliq', paymentReference: ' TX-5/1 ' })).toMatchObject({ paymentMethod: 'cliq', paymentReference: 'TX-5/1' });
    expect(paymentAddSchema.parse({ ...base, paymentReference: '' }).paymentReference).toBeUndefined();
    expect(paymentAddSchema.safeParse({ ...base, paymentMethod: 'card' }).error?.issues[0]?.message).toBe('paymentMethodInvalid');
    expect(paymentAddSchema.safeParse({ ...base, paymentReference: 'x'.repeat(36) }).error?.issues[0]?.message).toBe('paymentReferenceTooLong');
    expect(paymentAddSchema.safeParse({ ...base, paymentReference: 'a<b' }).error?.issues[0]?.message).toBe('paymentReferenceInvalid');
  });
});

describe('amounts compared in fils', () => {
  it('treats 10.5 and 10.500 as equal and a fils apart as different', () => {
    expect(amountsDiffer(10.5, 10.5)).toBe(false);
    expect(amountsDiffer(0.1 + 0.2, 0.3)).toBe(false);
    expect(amountsDiffer(10.5, 10.501)).toBe(true);
  });
});

describe('fees as agreed and the receipt', () => {
  const o = { visitFees: 5, estimateServiceFees: 30, estimateSparePartFees: 10.25 };
  it('follow the estimate decision, else the approved proposal', () => {
    expect(agreedFees({ ...o, customerFeesStatus: 'ACPT' })).toEqual({ basis: 'estimateAccepted', visitFees: null, serviceFees: 30, sparePartFees: 10.25, total: 40.25 });
    expect(agreedFees({ ...o, customerFeesStatus: 'REJT' })).toEqual({ basis: 'estimateRejected', visitFees: 5, serviceFees: null, sparePartFees: null, total: 5 });
    expect(agreedFees({ ...o, customerFeesStatus: null }, { price: 300, sparePartFees: 20 })).toMatchObject({ basis: 'proposal', total: 320 });
    expect(agreedFees({ ...o, customerFeesStatus: null }).basis).toBe('none');
  });
  it('exists once done, or finished and paid', () => {
    expect(hasReceipt({ status: 'DONE', totalAmountOfCustomer: null })).toBe(true);
    expect(hasReceipt({ status: 'WPAY', totalAmountOfCustomer: 12 })).toBe(true);
    expect(hasReceipt({ status: 'WPAY', totalAmountOfCustomer: null })).toBe(false);
    expect(hasReceipt({ status: 'UP', totalAmountOfCustomer: 12 })).toBe(false);
  });
});
