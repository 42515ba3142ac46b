import { describe, expect, it } from 'vitest';
import { geoReverseQuerySchema, geoSearchQuerySchema, resolvedAddressSchema, reverseAddressSchema } from './geo.ts';

const keys = (res: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  res.success ? {} : Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('geo queries', () => {
  it('search needs a query of 1 to 100 characters and defaults the limit to 8', () => {
    expect(geoSearchQuerySchema.parse({ q: '  Abdoun ' })).toEqual({ q: 'Abdoun', limit: 8 });
    expect(geoSearchQuerySchema.parse({ q: 'عبدون', limit: '20' }).limit).toBe(20);
    for (const q of [undefined, '', '   ', 'x'.repeat(101)]) expect(keys(geoSearchQuerySchema.safeParse({ q }))).toEqual({ q: 'searchRequired' });
    for (const limit of ['0', '21', '2.5']) expect(geoSearchQuerySchema.safeParse({ q: 'a', limit }).success).toBe(false);
  });

  it('reverse reads coordinates from text and never takes an empty one for 0', () => {
    expect(geoReverseQuerySchema.parse({ lat: '31.9454', lng: '35.9284' })).toEqual({ lat: 31.9454, lng: 35.9284 });
    for (const [lat, lng] of [['', ''], [' ', '35'], [undefined, '35'], ['abc', '35'], ['91', '35'], ['31', '-181']]) {
      const errs = keys(geoReverseQuerySchema.safeParse({ lat, lng }));
      expect(Object.keys(errs).length, `${lat},${lng}`).toBeGreaterThan(0);
      expect(new Set(Object.values(errs))).toEqual(new Set(['locationRequired']));
    }
  });

  it('a reverse answer is a resolved address with the outside-Jordan flag', () => {
    const address = {
      lat: 31.947, long: 35.883, address: 'Abdoun, Amman, Jordan', area: 'Abdoun', city: 'Amman', state: 'Amman', country: 'Jordan',
      postalCode: '', placeName: 'Abdoun', line1: 'Abdoun', line2: 'Amman, Jordan', placeId: 'amman-abdoun', kind: 'district',
    };
    expect(resolvedAddressSchema.parse(address)).toEqual(address);
    expect(reverseAddressSchema.safeParse(address).success).toBe(false);
    expect(reverseAddressSchema.parse({ ...address, outsideJordan: false, distanceKm: 0.2 }).outsideJordan).toBe(false);
  });
});
