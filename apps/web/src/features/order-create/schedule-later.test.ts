import { describe, expect, it } from 'vitest';
import { emptyNewAddress } from '../../components/branch-chooser/new-address.ts';
import { orderFormDefaults, type OrderFormValues } from './order-form.ts';
import { fromPayloadData, toPayloadData } from './schedule-later.ts';

const typed: OrderFormValues = {
  ...orderFormDefaults(),
  branchId: 'new',
  address: {
    ...emptyNewAddress(),
    name: 'Rana',
    email: 'rana@example.jo',
    phoneNo: '791234567',
    location: { latitude: 31.9, longitude: 35.9, country: 'Jordan', city: 'Amman', area: 'Abdoun', address: 'Abdoun' },
    isSave: true,
    saveAs: 'Villa',
  },
  description: { html: '<p>Broken <em>heater</em></p>', text: 'Broken heater' },
};

describe('schedule for later', () => {
  it('carries the branch, the new address and the description to the direct award form', () => {
    const state = { payloadData: toPayloadData(typed, 'k1') };
    // A history entry is a structured clone: what it holds must survive one.
    const restored = fromPayloadData(structuredClone(state));
    expect(restored).toEqual({
      values: { branchId: 'new', address: typed.address, description: typed.description },
      attachmentsKey: 'k1',
    });
  });

  it('carries a saved branch and no files', () => {
    const restored = fromPayloadData({ payloadData: toPayloadData({ ...typed, branchId: '12' }, null) });
    expect(restored?.values.branchId).toBe('12');
    expect(restored?.attachmentsKey).toBeNull();
  });

  it('does not copy the appointment, provider or code: the express form has none', () => {
    const p = toPayloadData({ ...typed, orderDate: '2030-01-01 10:00:00', spId: 3, promoCode: 'X' } as OrderFormValues, null);
    expect(Object.keys(p).sort()).toEqual(['address', 'attachmentsKey', 'branchId', 'description']);
  });

  it('ignores a state without payloadData and drops what it cannot read', () => {
    expect(fromPayloadData(null)).toBeNull();
    expect(fromPayloadData({ other: 1 })).toBeNull();
    const r = fromPayloadData({
      payloadData: { branchId: 'somewhere', address: { name: 5, location: { latitude: 'x' }, isSave: 'yes' }, description: 'text' },
    });
    expect(r?.values.branchId).toBeUndefined();
    expect(r?.values.description).toBeUndefined();
    expect(r?.values.address).toEqual({ ...emptyNewAddress() });
  });
});
