import { describe, expect, it } from 'vitest';
import { emptyNewAddress } from '../../components/branch-chooser/new-address.ts';
import { orderFormDefaults, orderFormSchema, type OrderFormValues } from './order-form.ts';

const now = () => new Date(2030, 0, 10, 12, 0);
const ok: OrderFormValues = {
  ...orderFormDefaults(),
  branchId: 'main',
  description: { html: '<p>Fix</p>', text: 'Fix' },
  orderDate: '2030-01-10 08:00:00',
  spId: 4,
};
const issues = (mode: 'T' | 'E', v: OrderFormValues, max = 10) => {
  const r = orderFormSchema(mode, max, now).safeParse(v);
  // The form shows the first message of each field, as the resolver does.
  const first: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('orderFormSchema', () => {
  it('accepts a complete direct award, with an appointment earlier today', () => {
    expect(issues('T', ok)).toEqual({});
  });

  it('asks for the appointment (orderDateIsRequired), refuses yesterday, and asks for a provider', () => {
    expect(issues('T', { ...ok, orderDate: null, spId: null })).toEqual({ orderDate: 'orderDateIsRequired', spId: 'providerRequired' });
    expect(issues('T', { ...ok, orderDate: '2030-01-09 23:59:00' })).toEqual({ orderDate: 'orderDatePast' });
  });

  it('express needs neither appointment nor provider', () => {
    expect(issues('E', { ...ok, orderDate: null, spId: null })).toEqual({});
  });

  it('requires a description within noOfCharactersPerText', () => {
    expect(issues('E', { ...ok, description: { html: '', text: '  ' } })).toEqual({ description: 'descriptionRequired' });
    expect(issues('E', { ...ok, description: { html: '', text: 'x'.repeat(11) } })).toEqual({ description: 'descriptionMaxLength' });
  });

  it('checks a new address only when it is chosen, with save-as required when saving', () => {
    expect(issues('E', { ...ok, branchId: '' })).toEqual({ branchId: 'branchRequired' });
    expect(issues('E', { ...ok, branchId: 'new', address: { ...emptyNewAddress(), isSave: true } })).toEqual({
      'address.name': 'contactNameRequired',
      'address.email': 'emailRequired',
      'address.phoneNo': 'phoneRequired',
      'address.location': 'locationRequired',
      'address.saveAs': 'branchNameRequired',
    });
    expect(
      issues('E', {
        ...ok,
        branchId: 'new',
        address: { ...emptyNewAddress(), name: 'A', email: 'a@b.jo', phoneNo: '123456', location: null },
      })['address.phoneNo'],
    ).toBe('phoneInvalid');
  });
});
