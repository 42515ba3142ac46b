import { describe, expect, it } from 'vitest';
import { LANGS } from '@portal/contract/lang';
import { LIMITS } from '@portal/contract/limits';
import { resolvedAddressSchema, reverseAddressSchema } from '@portal/contract/geo';
import data from './jordan-gazetteer.json' with { type: 'json' };
import { buildGazetteer, jordanGazetteer } from './gazetteer.ts';
import { DISTRICT_RADIUS_KM, gazetteerGeocoder, OUTSIDE_JORDAN_KM } from './gazetteer-geocoder.ts';
import { haversineKm } from '../../lib/haversine.ts';

const gazetteer = jordanGazetteer();
const geo = gazetteerGeocoder(gazetteer);
const names = async (q: string, lang: 'en' | 'ar' | 'fr' = 'en', limit = 8) => (await geo.search(q, { lang, limit })).map((r) => r.placeName);

describe('the shipped gazetteer', () => {
  it('is loaded once and covers the governorates, cities and districts of Amman', () => {
    expect(jordanGazetteer()).toBe(gazetteer);
    const kinds = gazetteer.places.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.kind]: (acc[p.kind] ?? 0) + 1 }), {});
    expect(kinds.governorate).toBe(12);
    expect(kinds.city).toBeGreaterThanOrEqual(30);
    expect(kinds.district).toBeGreaterThanOrEqual(30);
    for (const p of gazetteer.places.filter((p) => p.kind === 'district')) expect(p.cityNames.en, p.id).toBe('Amman');
  });

  it('gives every place names in three languages that fit the address fields', () => {
    for (const p of gazetteer.places) {
      for (const lang of LANGS) {
        expect(p.names[lang].length, `${p.id} ${lang}`).toBeGreaterThan(0);
        expect(p.areaNames[lang].length, `${p.id} ${lang} area "${p.areaNames[lang]}"`).toBeLessThanOrEqual(LIMITS.areaMax);
        expect(p.cityNames[lang].length).toBeLessThanOrEqual(LIMITS.nameMax);
        expect(p.stateNames[lang].length).toBeLessThanOrEqual(LIMITS.nameMax);
      }
      expect(p.names.ar, p.id).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps every district within reach of its city (no misplaced coordinates)', () => {
    const amman = gazetteer.byId.get('city-amman')!;
    for (const p of gazetteer.places.filter((p) => p.kind === 'district')) expect(haversineKm(p, amman), p.id).toBeLessThan(25);
    for (const p of gazetteer.places.filter((p) => p.kind === 'city')) {
      const capital = gazetteer.places.find((g) => g.kind === 'governorate' && g.stateNames.en === p.stateNames.en)!;
      expect(haversineKm(p, capital), p.id).toBeLessThan(200);
    }
  });

  it('refuses a broken file with the reason', () => {
    const [first] = data as Array<Record<string, unknown>>;
    expect(() => buildGazetteer([first, first])).toThrow(/duplicate id/);
    expect(() => buildGazetteer([{ ...first, lat: 48.85 }])).toThrow();
    expect(() => buildGazetteer([{ ...first, governorate: 'Atlantis' }])).toThrow(/unknown governorate/);
    expect(() => buildGazetteer([])).toThrow();
  });
});

describe('search', () => {
  it('finds districts of Amman by their English, Arabic and French names', async () => {
    expect((await names('Abdoun'))[0]).toBe('Abdoun');
    expect((await names('عبدون'))[0]).toBe('Abdoun');
    expect((await names('abdoun', 'ar'))[0]).toBe('عبدون');
    expect((await names('Cité sportive', 'fr'))[0]).toBe('Cité sportive');
    expect((await names('Centre-ville', 'en'))[0]).toBe('Downtown');
  });

  it('ignores case, accents, tashkeel, hamza forms, ta marbuta, alef maqsura and the article', async () => {
    expect((await names('ABDOUN'))[0]).toBe('Abdoun');
    expect((await names('cite SPORTIVE', 'fr'))[0]).toBe('Cité sportive');
    expect((await names('عمان', 'ar'))[0]).toBe('عمّان'); // shadda in the name, not in the query
    expect((await names('اربد', 'ar'))[0]).toBe('إربد');
    expect((await names('الصويفيه', 'ar'))[0]).toBe('الصويفية');
    expect((await names('صويفية', 'ar'))[0]).toBe('الصويفية');
    expect((await names('ام اذينه', 'ar'))[0]).toBe('أم أذينة');
    expect((await names('زرقاء', 'ar'))[0]).toBe('الزرقاء');
    expect((await names('rabiah'))[0]).toBe('Al-Rabiah');
    expect((await names('Al Rabiah'))[0]).toBe('Al-Rabiah');
    expect((await names('alrabiah'))[0]).toBe('Al-Rabiah');
    expect((await names('Tla Al Ali'))[0]).toBe("Tla' Al-Ali");
  });

  it('ranks names that start with the query before names that only contain it', async () => {
    const list = await names('Amman');
    expect(list[0]).toBe('Amman');
    expect(list).toContain('Jabal Amman');
    const sw = await names('Swei');
    expect(sw.slice(0, 2).sort()).toEqual(['Sweifieh', 'Sweileh']);
    const ain = await names('Ain');
    expect(ain.indexOf('Ain Al-Basha')).toBeLessThan(ain.indexOf("Ma'in"));
    expect(ain.indexOf('Ras Al-Ain')).toBeLessThan(ain.indexOf("Ma'in"));
  });

  it('tolerates the usual transliteration differences', async () => {
    expect((await names('Swefieh'))[0]).toBe('Sweifieh');
    expect((await names('Shmaisani'))[0]).toBe('Shmeisani');
    expect((await names('Kerak'))[0]).toBe('Karak');
    expect((await names('Abdun'))[0]).toBe('Abdoun');
  });

  it('accepts the city or governorate after the place name', async () => {
    expect((await names('Abdoun, Amman'))[0]).toBe('Abdoun');
    expect((await names('عبدون عمان', 'ar'))[0]).toBe('عبدون');
    expect((await names('Fuheis Balqa'))[0]).toBe('Fuheis');
  });

  it('shows a governorate and its capital city once', async () => {
    const results = await geo.search('Zarqa', { lang: 'en', limit: 8 });
    expect(results.filter((r) => r.lat === 32.0728 && r.long === 36.088)).toHaveLength(1);
    expect(results[0]).toMatchObject({ placeName: 'Zarqa', kind: 'city' });
    const balqa = (await geo.search('Balqa', { lang: 'en', limit: 1 }))[0];
    expect(balqa).toMatchObject({ kind: 'governorate', placeName: 'Balqa', city: 'Salt', state: 'Balqa', area: 'Salt' });
  });

  it('answers a resolved address in the caller language', async () => {
    for (const [lang, expected] of [
      ['en', { placeName: 'Abdoun', area: 'Abdoun', city: 'Amman', state: 'Amman', country: 'Jordan', address: 'Abdoun, Amman, Jordan', line1: 'Abdoun', line2: 'Amman, Jordan' }],
      ['ar', { placeName: 'عبدون', area: 'عبدون', city: 'عمّان', state: 'عمّان', country: 'الأردن', address: 'عبدون، عمّان، الأردن', line2: 'عمّان، الأردن' }],
      ['fr', { placeName: 'Abdoun', city: 'Amman', country: 'Jordanie', address: 'Abdoun, Amman, Jordanie' }],
    ] as const) {
      const [first] = await geo.search('عبدون', { lang, limit: 1 });
      expect(resolvedAddressSchema.parse(first)).toMatchObject({ ...expected, lat: 31.947, long: 35.883, postalCode: '', placeId: 'amman-abdoun', kind: 'district' });
    }
    const [ruwaished] = await geo.search('Ruwaished', { lang: 'fr', limit: 1 });
    expect(ruwaished).toMatchObject({ placeName: 'Ruwaished', city: 'Ruwaished', state: 'Mafraq', country: 'Jordanie', line2: 'Mafraq, Jordanie' });
  });

  it('keeps to the limit and answers nothing for no match', async () => {
    expect(await names('Jabal', 'en', 2)).toHaveLength(2);
    expect((await names('Jabal', 'en', 20)).length).toBeGreaterThanOrEqual(5);
    expect(await names('Paris')).toEqual([]);
    expect(await names('!!!')).toEqual([]);
    expect(await names('ًٌٍ')).toEqual([]);
  });
});

describe('reverse', () => {
  it('names a point in a district after the district, its city and governorate', async () => {
    const en = await geo.reverse({ lat: 31.9465, lng: 35.8845 }, { lang: 'en' });
    expect(reverseAddressSchema.parse(en)).toMatchObject({
      lat: 31.9465,
      long: 35.8845,
      area: 'Abdoun',
      placeName: 'Abdoun',
      city: 'Amman',
      state: 'Amman',
      country: 'Jordan',
      kind: 'district',
      outsideJordan: false,
    });
    expect(en.distanceKm).toBeLessThan(1);
    const ar = await geo.reverse({ lat: 31.9465, lng: 35.8845 }, { lang: 'ar' });
    expect(ar).toMatchObject({ area: 'عبدون', city: 'عمّان', state: 'عمّان', country: 'الأردن' });
    const fr = await geo.reverse({ lat: 31.9465, lng: 35.8845 }, { lang: 'fr' });
    expect(fr.country).toBe('Jordanie');
  });

  it('names the default map centre', async () => {
    const r = await geo.reverse(LIMITS.mapCentre, { lang: 'en' });
    expect(r).toMatchObject({ city: 'Amman', kind: 'district', outsideJordan: false });
  });

  it('names a point farther than 3 km from any district after its city', async () => {
    const irbid = await geo.reverse({ lat: 32.57, lng: 35.85 }, { lang: 'en' });
    expect(irbid).toMatchObject({ area: 'Irbid', city: 'Irbid', state: 'Irbid', kind: 'city', outsideJordan: false });
    const aqaba = await geo.reverse({ lat: 29.55, lng: 35.01 }, { lang: 'ar' });
    expect(aqaba).toMatchObject({ area: 'العقبة', city: 'العقبة', state: 'العقبة', country: 'الأردن' });
    // Just past a district's radius in Amman's outskirts: still Amman, not a town of another governorate.
    const sahab = gazetteer.byId.get('amman-sahab')!;
    const edge = { lat: sahab.lat + (DISTRICT_RADIUS_KM + 1) / 111, lng: sahab.lng + 0.02 };
    expect(await geo.reverse(edge, { lang: 'en' })).toMatchObject({ city: 'Amman', area: 'Amman', kind: 'city' });
  });

  it('still answers the nearest place for a point outside Jordan, flagged', async () => {
    const damascus = await geo.reverse({ lat: 33.5138, lng: 36.2765 }, { lang: 'en' });
    expect(damascus.outsideJordan).toBe(true);
    expect(damascus.distanceKm).toBeGreaterThan(OUTSIDE_JORDAN_KM);
    expect(damascus.country).toBe('Jordan');
    const paris = await geo.reverse({ lat: 48.8566, lng: 2.3522 }, { lang: 'fr' });
    expect(paris.outsideJordan).toBe(true);
    const ruwaished = await geo.reverse({ lat: 32.5, lng: 38.25 }, { lang: 'en' });
    expect(ruwaished).toMatchObject({ city: 'Ruwaished', outsideJordan: false });
  });
});
