import { describe, expect, it } from 'vitest';
import { fetchPlaceSuggestions, placePoint } from './google-places.ts';
import { fakeGoogleMaps } from './testing/fake-google-maps.ts';

const PLACES = [
  { placeId: 'p-khalda', text: 'خلدا، عمّان، الأردن', at: { lat: 31.996, lng: 35.842 } },
  { placeId: 'p-abdoun', text: 'Abdoun, Amman, Jordan', at: { lat: 31.947, lng: 35.883 } },
];

describe('Places suggestions', () => {
  it('asks in the page language, for Jordan, with the session token', async () => {
    const fake = fakeGoogleMaps(PLACES);
    const token = new fake.api.places.AutocompleteSessionToken();
    const list = await fetchPlaceSuggestions(fake.api, 'خلدا', 'ar', token);
    expect(list.map((s) => s.label)).toEqual(['خلدا، عمّان، الأردن']);
    expect(fake.requests[0]).toEqual({ input: 'خلدا', language: 'ar', region: 'jo', includedRegionCodes: ['jo'], sessionToken: token });
  });

  it('a chosen suggestion gives its coordinates', async () => {
    const fake = fakeGoogleMaps(PLACES);
    const [abdoun] = await fetchPlaceSuggestions(fake.api, 'abdoun', 'en', {});
    expect(await placePoint(abdoun!)).toEqual({ lat: 31.947, lng: 35.883 });
  });

  it('a place Google cannot locate is an error, not a point at 0,0', async () => {
    const fake = fakeGoogleMaps(PLACES);
    const [s] = await fetchPlaceSuggestions(fake.api, 'abdoun', 'en', {});
    const broken = { ...s!, prediction: { ...s!.prediction, toPlace: () => ({ fetchFields: async () => ({}) }) } };
    await expect(placePoint(broken)).rejects.toThrow(/location/);
  });
});
