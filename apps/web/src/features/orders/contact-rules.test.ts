import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@portal/contract/codes';
import { phoneParts, showsContact } from './contact-rules.ts';
import type { OrderProvider } from './order-types.ts';

const provider: OrderProvider = {
  id: 1,
  name: 'Ali',
  profilePhoto: null,
  isGoldenTechnician: 0,
  isCertified: 1,
  cliqAlias: null,
  rating: 4,
  total: 3,
  dailyRate: 30,
  minimumRatePerVisit: 10,
  phoneNo: '791234567',
  countryCode: '962',
  email: 'ali@example.jo',
};

describe('contact or brief (spec §2.8)', () => {
  it('shows the contact only while accepted, approved, on the way or under progress', () => {
    const shown = { T: ['ACPT', 'APRD', 'OTW', 'UP'], E: ['APRD', 'OTW', 'UP'] };
    for (const type of ['T', 'E'] as const)
      for (const status of ORDER_STATUSES)
        expect(showsContact(type, status, provider), `${type} ${status}`).toBe(shown[type].includes(status));
  });

  it('shows the brief when the server sent no contact details or no provider', () => {
    expect(showsContact('T', 'APRD', { ...provider, phoneNo: null, email: null })).toBe(false);
    expect(showsContact('T', 'APRD', null)).toBe(false);
    expect(showsContact('T', 'APRD', { ...provider, phoneNo: null })).toBe(true);
  });

  it('writes the phone in international form', () => {
    expect(phoneParts('962', '791234567')).toEqual({ href: 'tel:+962791234567', text: '+962 791234567' });
    expect(phoneParts('+962', '79 123 4567')).toEqual({ href: 'tel:+962791234567', text: '+962 791234567' });
    expect(phoneParts(null, '0791234567')).toEqual({ href: 'tel:0791234567', text: '0791234567' });
  });
});
