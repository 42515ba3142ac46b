import { describe, expect, it } from 'vitest';
import { onCustomerTypeChange, RESIDENTIAL_TYPE_ID, signupGate } from './signup-gate.ts';

describe('signupGate (spec §2.3)', () => {
  it('locks industries and every other field until a customer type is chosen', () => {
    expect(signupGate({ customerType: null, industry: [] })).toEqual({
      industriesEnabled: false,
      detailsEnabled: false,
      companyMirrorsContact: false,
    });
  });

  it('opens industries once a type is chosen, the rest only once an industry is chosen', () => {
    expect(signupGate({ customerType: '1', industry: [] })).toMatchObject({ industriesEnabled: true, detailsEnabled: false });
    expect(signupGate({ customerType: '1', industry: ['3'] })).toMatchObject({ industriesEnabled: true, detailsEnabled: true });
  });

  it('mirrors the contact name into the company name for Residential only', () => {
    expect(signupGate({ customerType: RESIDENTIAL_TYPE_ID, industry: ['13'] }).companyMirrorsContact).toBe(true);
    expect(signupGate({ customerType: '1', industry: ['3'] }).companyMirrorsContact).toBe(false);
  });
});

describe('onCustomerTypeChange', () => {
  it('clears the industries whenever the type changes', () => {
    expect(onCustomerTypeChange({ customerType: '1', name: 'Lina', companyName: 'Acme' }, '1').industry).toEqual([]);
    expect(onCustomerTypeChange({ customerType: '1', name: 'Lina', companyName: 'Acme' }, '2').industry).toEqual([]);
  });

  it('copies the contact name into the company name when switching to Residential', () => {
    expect(onCustomerTypeChange({ customerType: '1', name: 'Lina Haddad', companyName: 'Acme' }, '2')).toEqual({
      customerType: '2',
      industry: [],
      companyName: 'Lina Haddad',
    });
  });

  it('empties the mirrored name when leaving Residential, and keeps a typed company name otherwise', () => {
    expect(onCustomerTypeChange({ customerType: '2', name: 'Lina', companyName: 'Lina' }, '1').companyName).toBe('');
    expect(onCustomerTypeChange({ customerType: null, name: 'Lina', companyName: 'Acme' }, '1').companyName).toBe('Acme');
  });
});
