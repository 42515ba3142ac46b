import { describe, expect, it } from 'vitest';
import { clip, locationFromAddress, locationFromPoint, type AddressLike } from './resolve-location.ts';

const base: AddressLike = {
  lat: 31.947,
  long: 35.883,
  address: 'Abdoun, Amman, Jordan',
  city: 'Amman',
  state: 'Amman',
  country: 'Jordan',
  postalCode: '',
  placeName: 'Abdoun',
  line1: 'Abdoun',
  line2: 'Amman, Jordan',
};

describe('locationFromAddress', () => {
  it('maps a district of Amman to country, city, area and coordinates', () => {
    expect(locationFromAddress(base)).toEqual({
      latitude: 31.947,
      longitude: 35.883,
      country: 'Jordan',
      city: 'Amman',
      area: 'Abdoun',
      state: 'Amman',
      address: 'Abdoun, Amman, Jordan',
    });
  });

  it('uses the area the API names when it gives one', () => {
    expect(locationFromAddress({ ...base, area: 'Jabal Amman', placeName: 'Something else' }).area).toBe('Jabal Amman');
  });

  it('falls back to the state when there is no city, and never uses the city as its own area when a more local name exists', () => {
    const l = locationFromAddress({ ...base, city: '', state: 'Irbid', placeName: 'Irbid', line1: 'University Street' });
    expect(l.city).toBe('Irbid');
    expect(l.area).toBe('University Street');
  });

  it('uses the city as area when nothing more local is known', () => {
    const l = locationFromAddress({ ...base, placeName: 'Aqaba', line1: '', state: '', city: 'Aqaba', address: '' });
    expect(l.area).toBe('Aqaba');
    expect(l.address).toBe('Aqaba, Aqaba, Jordan');
  });

  it('keeps the area within 20 characters and place names within 50 (spec §9)', () => {
    const l = locationFromAddress({ ...base, placeName: 'Al-Rabiyeh North Residential Quarter', country: 'x'.repeat(60) });
    expect(l.area.length).toBeLessThanOrEqual(20);
    expect(l.area).toBe('Al-Rabiyeh North');
    expect(l.country.length).toBe(50);
  });

  it('keeps Arabic names as given', () => {
    const l = locationFromAddress({ ...base, city: 'عمّان', state: 'عمّان', country: 'الأردن', placeName: 'جبل عمّان', area: 'جبل عمّان' });
    expect(l).toMatchObject({ city: 'عمّان', country: 'الأردن', area: 'جبل عمّان' });
  });
});

describe('clip and locationFromPoint', () => {
  it('cuts at a word boundary when there is one in the second half, else hard', () => {
    expect(clip('  Jabal   Al-Hussein  ', 20)).toBe('Jabal Al-Hussein');
    expect(clip('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif');
  });

  it('gives a point with empty names', () => {
    expect(locationFromPoint(31.9, 35.9)).toEqual({ latitude: 31.9, longitude: 35.9, country: '', city: '', area: '', address: '' });
  });
});
