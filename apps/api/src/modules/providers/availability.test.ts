import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { LIMITS } from '@portal/contract/limits';
import { accounts } from '@portal/db/schema/accounts';
import { providers } from '@portal/db/schema/providers';
import { subCategories } from '@portal/db/schema/reference';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { haversineKm } from '../../lib/haversine.ts';
import { customerAt, PLACES, providerId, sessionFor } from '../../../test/kits/accounts-test-kit.ts';

type Card = {
  id: number;
  name: string;
  isGoldenTechnician: number;
  rating: number;
  userType: string;
  carToggle: number;
  dailyRate: number;
};

describe('GET /api/service/category/service-provider/get (availability)', () => {
  let t: TestApp;
  let amman: Awaited<ReturnType<typeof customerAt>>;
  let aqaba: Awaited<ReturnType<typeof customerAt>>;
  let zarqa: Awaited<ReturnType<typeof customerAt>>;
  const ids: Record<string, number> = {};

  const check = (headers: Record<string, string>, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/service/category/service-provider/get${query}`, headers });
  const available = async (who: { headers: Record<string, string> }, subCategoryId: number, type: string, lang = 'en') => {
    const res = await check({ ...who.headers, lang }, `?subCategoryId=${subCategoryId}&type=${type}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Card[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    amman = await customerAt(t, PLACES.khalda);
    aqaba = await customerAt(t, PLACES.aqaba, { country: 'الأردن' });
    zarqa = await customerAt(t, PLACES.zarqa, { country: 'Jordanie' });
    for (const email of [
      'provider1@demo.jo',
      'provider2@demo.jo',
      'provider3@demo.jo',
      'provider4@demo.jo',
      'provider5@demo.jo',
      'p10@demo.jo',
      'p12@demo.jo',
    ]) {
      ids[email] = await providerId(t, email);
    }
  });
  afterAll(() => t.close());

  const demoFive = () =>
    ['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo', 'provider5@demo.jo'].map((e) => ids[e]!);

  it('Express: the featured providers serving the sub-category within 20 km of the customer', async () => {
    // Plumbing (1): the five Amman providers are featured; p10 is featured but in Aqaba.
    const nearAmman = await available(amman, 1, 'E');
    expect(nearAmman.map((p) => p.id).sort()).toEqual(demoFive().sort());
    const nearAqaba = await available(aqaba, 1, 'E');
    expect(nearAqaba.map((p) => p.id)).toEqual([ids['p10@demo.jo']]);
  });

  it('Express leaves out providers that are near but not featured', async () => {
    // Home moving (21): p12 has a location in Amman about 14 km from Khalda, but is not featured.
    const p12 = ids['p12@demo.jo']!;
    expect(await available(amman, 21, 'R')).toEqual(expect.arrayContaining([expect.objectContaining({ id: p12 })]));
    expect((await available(amman, 21, 'E')).map((p) => p.id)).not.toContain(p12);
    await t.db.update(providers).set({ isFeatured: true }).where(eq(providers.accountId, p12));
    try {
      expect((await available(amman, 21, 'E')).map((p) => p.id)).toContain(p12);
    } finally {
      await t.db.update(providers).set({ isFeatured: false }).where(eq(providers.accountId, p12));
    }
  });

  it('Express counts 20 km from the main address, measured on the globe', async () => {
    // p11 (renovation, 28) works from Madaba only. Two customers due north of it: 19.5 km and 20.5 km away.
    const p11 = await providerId(t, 'p11@demo.jo');
    const madaba = { lat: 31.7167, lng: 35.7939 };
    const north = (km: number) => ({ latitude: madaba.lat + km / 111.195, longitude: madaba.lng, city: 'Amman', area: 'South' });
    const inside = await customerAt(t, north(19.5));
    const outside = await customerAt(t, north(20.5));
    expect(haversineKm(madaba, { lat: north(19.5).latitude, lng: madaba.lng })).toBeLessThan(LIMITS.nearbyRadiusKm);
    expect(haversineKm(madaba, { lat: north(20.5).latitude, lng: madaba.lng })).toBeGreaterThan(LIMITS.nearbyRadiusKm);
    await t.db.update(providers).set({ isFeatured: true }).where(eq(providers.accountId, p11));
    try {
      expect((await available(inside, 28, 'E')).map((p) => p.id)).toContain(p11);
      expect((await available(outside, 28, 'E')).map((p) => p.id)).not.toContain(p11);
    } finally {
      await t.db.update(providers).set({ isFeatured: false }).where(eq(providers.accountId, p11));
    }
  });

  it('Direct award: any provider serving the sub-category in the customer country, whatever language the address is in', async () => {
    // Plumbing is served by the five Amman providers and by p10 in Aqaba: all in Jordan.
    const expected = [...demoFive(), ids['p10@demo.jo']!].sort();
    for (const who of [amman, aqaba, zarqa]) expect((await available(who, 1, 'T')).map((p) => p.id).sort()).toEqual(expected);
    const abroad = await customerAt(t, { latitude: 33.5138, longitude: 36.2765, city: 'Damascus', area: 'Mezzeh' }, { country: 'Syria' });
    expect(await available(abroad, 1, 'T')).toEqual([]);
    // An RFP goes to anyone serving the sub-category.
    expect((await available(abroad, 1, 'R')).map((p) => p.id).sort()).toEqual(expected);
  });

  it('answers provider cards in the caller language, golden technicians first', async () => {
    const list = await available(amman, 1, 'T', 'ar');
    const golden = list.map((p) => p.isGoldenTechnician);
    expect(golden).toEqual([...golden].sort((a, b) => b - a));
    const first = list[0]!;
    expect(first).toMatchObject({
      id: ids['provider1@demo.jo'],
      name: 'شركة النابلسي للصيانة',
      isGoldenTechnician: 1,
      isCertified: 1,
      userType: 'C',
      carToggle: 1,
      dailyRate: 65,
      minimumRatePerVisit: 15,
    });
    expect(Object.keys(first).sort()).toEqual(
      [
        'carToggle',
        'dailyRate',
        'expertise',
        'id',
        'isCertified',
        'isGoldenTechnician',
        'minimumRatePerVisit',
        'name',
        'ordersCompleted',
        'profilePhoto',
        'rating',
        'total',
        'userType',
      ].sort(),
    );
  });

  it('answers an empty list for a sub-category nobody serves, with the no-provider message', async () => {
    const [sub] = await t.db
      .insert(subCategories)
      .values({ categoryId: 9, icon: 'icons/security-smart-home.svg', en: 'CCTV', ar: 'كاميرات المراقبة', fr: 'Vidéosurveillance' })
      .returning();
    for (const type of ['E', 'T', 'R']) {
      const res = await check({ ...amman.headers, lang: 'fr' }, `?subCategoryId=${sub!.id}&type=${type}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, status: 200, message: apiFr.noProviderAvailable, data: [] });
    }
  });

  it('leaves out suspended providers', async () => {
    const p1 = ids['provider1@demo.jo']!;
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, p1));
    try {
      for (const type of ['E', 'T', 'R']) expect((await available(amman, 1, type)).map((p) => p.id)).not.toContain(p1);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, p1));
    }
  });

  it('answers an unknown sub-category with a translated 404', async () => {
    const res = await check({ ...amman.headers, lang: 'ar' }, '?subCategoryId=99999&type=E');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, status: 404, message: apiAr.subCategoryNotFound, data: null });
  });

  it.each([
    ['?subCategoryId=1&type=X', 'type', contractAr.validation.orderTypeInvalid],
    ['?subCategoryId=1&type=DA', 'type', contractAr.validation.orderTypeInvalid],
    ['?subCategoryId=1', 'type', contractAr.validation.orderTypeInvalid],
    ['?subCategoryId=abc&type=E', 'subCategoryId', contractAr.validation.subCategoryRequired],
    ['?subCategoryId=0&type=E', 'subCategoryId', contractAr.validation.subCategoryRequired],
    ['?type=E', 'subCategoryId', contractAr.validation.subCategoryRequired],
  ])('refuses %s with the translated message', async (query, field, message) => {
    const res = await check({ ...amman.headers, lang: 'ar' }, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, status: 400, message, data: { errors: { [field]: [message] } } });
  });

  it('needs a customer session: none is 401, a provider or operator token 403', async () => {
    const none = await check({ lang: 'fr' }, '?subCategoryId=1&type=E');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(apiFr.sessionExpired);
    for (const [email, role] of [
      ['provider1@demo.jo', 'provider'],
      ['operator@demo.jo', 'operator'],
    ] as const) {
      const other = await sessionFor(t, email, role);
      const res = await check(other.headers, '?subCategoryId=1&type=E');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(apiEn.forbidden);
    }
  });
});
