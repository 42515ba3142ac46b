import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { accounts } from '@portal/db/schema/accounts';
import { providerReviews, providerVisits } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { demoProviders } from '@portal/db/seed-data/demo-providers';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { ARABIC, customerAt, PLACES, providerId, rowCounts, sessionFor } from '../../../test/kits/accounts-test-kit.ts';

describe('provider calls', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  const get = (url: string, headers: Record<string, string> = customer.headers) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    customer = await customerAt(t, PLACES.khalda);
    p1 = await providerId(t, 'provider1@demo.jo');
  });
  afterAll(() => t.close());

  describe('GET /api/service/talzeem/service-provider/get (direct award list)', () => {
    const list = async (query: string, lang = 'en') => {
      const res = await get(`/api/service/talzeem/service-provider/get${query}`, { ...customer.headers, lang });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<Record<string, unknown>>;
    };

    it('with the place of the work, lists only providers serving it (within 30 km), nearest first', async () => {
      // Office cleaning (9) at a Khalda branch: the Amman providers, not the Aqaba company 300 km away (p10).
      const { latitude, longitude } = PLACES.khalda;
      const near = (await list(`?categoryId=2&subCategoryId=9&type=DA&latitude=${latitude}&longitude=${longitude}`)).map((c) => c.id);
      const aqaba = await providerId(t, 'p10@demo.jo');
      const everywhere = (await list('?categoryId=2&subCategoryId=9&type=DA')).map((c) => c.id);
      expect(everywhere).toContain(aqaba);
      expect(near).not.toContain(aqaba);
      expect(near.length).toBeGreaterThan(0);
      // p1 has a location 0.5 km from Khalda: nearest first, ahead of better-placed golden ones farther away.
      expect(near[0]).toBe(p1);
      // In Aqaba, only the Aqaba company.
      expect((await list('?categoryId=2&subCategoryId=9&type=DA&latitude=29.53&longitude=35.0')).map((c) => c.id)).toEqual([aqaba]);
    });

    it('gives the cards of the providers serving the sub-category', async () => {
      // Solar panels cleaning (26, category 6): the five Amman providers, p7 (Irbid) and p10 (Aqaba).
      const cards = await list('?categoryId=6&subCategoryId=26&type=DA');
      const expected = await Promise.all(
        [
          'provider1@demo.jo',
          'provider2@demo.jo',
          'provider3@demo.jo',
          'provider4@demo.jo',
          'provider5@demo.jo',
          'p7@demo.jo',
          'p10@demo.jo',
        ].map((e) => providerId(t, e)),
      );
      expect(cards.map((c) => c.id).sort()).toEqual(expected.sort());
      const first = cards[0]!;
      expect(first).toEqual({
        id: p1,
        name: 'Al-Nabulsi Maintenance Co.',
        profilePhoto: '/api/assets/providers/1.svg',
        isGoldenTechnician: 1,
        isCertified: 1,
        rating: expect.any(Number),
        total: 12,
        ordersCompleted: 412,
        expertise: expect.stringMatching(/^Complete maintenance/),
        dailyRate: 65,
        minimumRatePerVisit: 15,
        userType: 'C',
        carToggle: 1,
      });
      for (const c of cards) {
        expect([0, 1]).toContain(c.isCertified);
        expect(['C', 'I']).toContain(c.userType);
      }
    });

    it('names the providers in the caller language', async () => {
      const ar = await list('?categoryId=6&subCategoryId=26&type=DA', 'ar');
      for (const c of ar) expect(c.name).toMatch(ARABIC);
    });

    it('filters by country in any of its spellings; type defaults to DA', async () => {
      const all = (await list('?categoryId=6&subCategoryId=26')).map((c) => c.id);
      for (const country of ['Jordan', encodeURIComponent('الأردن'), 'Jordanie', 'jordan']) {
        expect(
          (await list(`?categoryId=6&subCategoryId=26&country=${country}&type=DA`)).map((c) => c.id),
          country,
        ).toEqual(all);
      }
      expect(await list('?categoryId=6&subCategoryId=26&country=Syria&type=DA')).toEqual([]);
    });

    it('answers a sub-category of another category, or an unknown one, with a translated 404', async () => {
      for (const query of ['?categoryId=1&subCategoryId=26&type=DA', '?categoryId=6&subCategoryId=9999&type=DA']) {
        const res = await get(`/api/service/talzeem/service-provider/get${query}`, { ...customer.headers, lang: 'ar' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(apiAr.subCategoryNotFound);
      }
    });

    it.each([
      ['?subCategoryId=26&type=DA', 'categoryId', contractFr.validation.categoryRequired],
      ['?categoryId=6&type=DA', 'subCategoryId', contractFr.validation.subCategoryRequired],
      ['?categoryId=6&subCategoryId=26&type=E', 'type', contractFr.validation.orderTypeInvalid],
    ])('refuses %s with the translated message', async (query, field, message) => {
      const res = await get(`/api/service/talzeem/service-provider/get${query}`, { ...customer.headers, lang: 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { errors: { [field]: [message] } } });
    });
  });

  describe('GET /api/service/talzeem/service-provider/get/{id} (profile)', () => {
    it('gives the full provider entity with contact details, locations, education, albums and ratings', async () => {
      const res = await get(`/api/service/talzeem/service-provider/get/${p1}`);
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      const seed = demoProviders[0]!;
      expect(p).toMatchObject({
        id: p1,
        name: seed.name.en,
        about: seed.about.en,
        isGoldenTechnician: 1,
        isCertified: 1,
        ordersCompleted: 412,
        doneTasks: 412,
        countryCode: '+962',
        phoneNo: seed.phoneNo,
        contactDetails: {
          phoneNo: [{ countryCode: '+962', phoneNo: seed.phoneNo }],
          email: seed.contactEmails.map((email) => ({ email })),
        },
        locations: seed.locations,
        education: seed.education.map((e) => ({ education: e.en })),
        ratingData: { rating: p.rating, total: 12 },
      });
      expect(p.albums).toHaveLength(seed.albums.length);
      expect(p.albums[0]).toEqual({
        name: seed.albums[0]!.name.en,
        images: seed.albums[0]!.images.map((i) => ({ url: `/api/assets/${i}` })),
      });
      expect((await get(p.albums[0].images[0].url)).statusCode).toBe(200);
    });

    it('counts reviews per star, a half star with the star below, from 5 down to 1', async () => {
      const p = (await get(`/api/service/talzeem/service-provider/get/${p1}`)).json().data;
      const ratings = demoProviders[0]!.reviews.map((r) => r.rating);
      const expected = [5, 4, 3, 2, 1].map((rating) => ({ rating, total: ratings.filter((r) => Math.floor(r) === rating).length }));
      expect(p.countByRating).toEqual(expected);
      // provider1 has two 4.5 reviews: they count as 4.
      expect(ratings.filter((r) => r === 4.5).length).toBeGreaterThan(0);
      expect(p.countByRating.reduce((s: number, r: { total: number }) => s + r.total, 0)).toBe(p.total);
    });

    it('answers in the caller language', async () => {
      const p = (await get(`/api/service/talzeem/service-provider/get/${p1}`, { ...customer.headers, lang: 'ar' })).json().data;
      expect(p.name).toBe('شركة النابلسي للصيانة');
      for (const text of [p.about, p.expertise, p.education[0].education, p.albums[0].name]) expect(text).toMatch(ARABIC);
    });

    it('answers an unknown, suspended or non-provider id with a translated 404', async () => {
      await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, p1));
      try {
        for (const id of [p1, 999_999, customer.id]) {
          const res = await get(`/api/service/talzeem/service-provider/get/${id}`, { ...customer.headers, lang: 'fr' });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ error: true, status: 404, message: apiFr.providerNotFound, data: null });
        }
      } finally {
        await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, p1));
      }
    });

    it('refuses an id that is not a number', async () => {
      const res = await get('/api/service/talzeem/service-provider/get/abc', { ...customer.headers, lang: 'ar' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(contractAr.validation.providerRequired);
    });
  });

  describe('GET /api/service/service-provider/reviews/get', () => {
    type Page = {
      list: Array<{ id: number; customerName: string; rating: number; description: string; createdAt: number }>;
      page: number;
      limit: number;
      total: number;
      hasMore: boolean;
    };
    const reviews = async (query: string) => {
      const res = await get(`/api/service/service-provider/reviews/get${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Page;
    };

    it('gives 5 reviews a page, newest first, and says when there are more', async () => {
      const first = await reviews(`?serviceProviderId=${p1}`);
      expect(first).toMatchObject({ page: 1, limit: 5, total: 12, hasMore: true });
      expect(first.list).toHaveLength(5);
      const second = await reviews(`?serviceProviderId=${p1}&page=2`);
      const third = await reviews(`?serviceProviderId=${p1}&page=3&limit=5`);
      expect(second.hasMore).toBe(true);
      expect(third).toMatchObject({ page: 3, hasMore: false });
      expect(third.list).toHaveLength(2);
      const all = [...first.list, ...second.list, ...third.list];
      expect(new Set(all.map((r) => r.id)).size).toBe(12);
      const times = all.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all[0]).toEqual({
        id: expect.any(Number),
        customerName: expect.any(String),
        rating: expect.any(Number),
        description: expect.any(String),
        createdAt: expect.any(Number),
      });
      expect(Math.abs(all[0]!.createdAt * 1000 - Date.now())).toBeLessThan(400 * 86_400_000);
      expect((await reviews(`?serviceProviderId=${p1}&page=4`)).list).toEqual([]);
    });

    it('gives at most 20 a page', async () => {
      const big = await reviews(`?serviceProviderId=${p1}&limit=20`);
      expect(big).toMatchObject({ limit: 20, total: 12, hasMore: false });
      expect(big.list).toHaveLength(12);
      const res = await get(`/api/service/service-provider/reviews/get?serviceProviderId=${p1}&limit=21`, {
        ...customer.headers,
        lang: 'fr',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(contractFr.validation.invalidInput);
    });

    it('shows a new review first', async () => {
      await t.db.insert(providerReviews).values({ providerId: p1, customerName: 'Newest Customer', rating: 3.5, comment: 'Just now' });
      try {
        const page = await reviews(`?serviceProviderId=${p1}&limit=1`);
        expect(page.list[0]).toMatchObject({ customerName: 'Newest Customer', rating: 3.5, description: 'Just now' });
        expect(page.total).toBe(13);
      } finally {
        await t.db.delete(providerReviews).where(eq(providerReviews.customerName, 'Newest Customer'));
      }
    });

    it.each(['', '?serviceProviderId=abc', `?serviceProviderId=1&page=0`, `?serviceProviderId=1&limit=0`])('refuses %s', async (query) => {
      const res = await get(`/api/service/service-provider/reviews/get${query}`, { ...customer.headers, lang: 'ar' });
      expect(res.statusCode).toBe(400);
      expect([contractAr.validation.providerRequired, contractAr.validation.invalidInput]).toContain(res.json().message);
    });

    it('answers an unknown provider with 404', async () => {
      const res = await get('/api/service/service-provider/reviews/get?serviceProviderId=999999', { ...customer.headers, lang: 'ar' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(apiAr.providerNotFound);
    });
  });

  describe('POST /api/customer/visit-count-and-last-visit', () => {
    const visit = (payload: unknown, headers = customer.headers) =>
      t.app.inject({ method: 'POST', url: '/api/customer/visit-count-and-last-visit', headers, payload: payload as object });
    const stored = async (accountId: number) =>
      (
        await t.db
          .select()
          .from(providerVisits)
          .where(and(eq(providerVisits.providerId, p1), eq(providerVisits.accountId, accountId)))
      )[0];

    it('counts the visits of each customer and keeps the time of the last one', async () => {
      const before = Math.floor(Date.now() / 1000) - 1;
      const first = await visit({ serviceProviderId: p1, visitTo: 'SP' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({ serviceProviderId: p1, visitCount: 1, lastVisitAt: expect.any(Number) });
      expect(first.json().data.lastVisitAt).toBeGreaterThanOrEqual(before);
      const second = await visit({ serviceProviderId: p1, visitTo: 'SP' });
      expect(second.json().data.visitCount).toBe(2);
      expect((await stored(customer.id))?.visitCount).toBe(2);
      // Another customer has a count of its own.
      const other = await customerAt(t, PLACES.aqaba);
      expect((await visit({ serviceProviderId: p1, visitTo: 'SP' }, other.headers)).json().data.visitCount).toBe(1);
      expect((await stored(customer.id))?.visitCount).toBe(2);
    });

    it('answers an unknown or suspended provider with 404 and writes nothing', async () => {
      const before = await rowCounts(t);
      const unknown = await visit({ serviceProviderId: 999_999, visitTo: 'SP' });
      expect(unknown.statusCode).toBe(404);
      await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, p1));
      try {
        expect((await visit({ serviceProviderId: p1, visitTo: 'SP' })).statusCode).toBe(404);
      } finally {
        await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, p1));
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    it.each([
      [{ visitTo: 'SP' }, 'serviceProviderId', contractEn.validation.providerRequired],
      [{ serviceProviderId: 'x', visitTo: 'SP' }, 'serviceProviderId', contractEn.validation.providerRequired],
      [{ serviceProviderId: 1 }, 'visitTo', contractEn.validation.invalidInput],
      [{ serviceProviderId: 1, visitTo: 'C' }, 'visitTo', contractEn.validation.invalidInput],
    ])('refuses %j and writes nothing', async (payload, field, message) => {
      const before = await rowCounts(t);
      const res = await visit(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { errors: { [field]: [message] } } });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('authorization', () => {
    const calls = () => [
      { method: 'GET' as const, url: '/api/service/talzeem/service-provider/get?categoryId=1&subCategoryId=1&type=DA' },
      { method: 'GET' as const, url: `/api/service/talzeem/service-provider/get/${p1}` },
      { method: 'GET' as const, url: `/api/service/service-provider/reviews/get?serviceProviderId=${p1}` },
      { method: 'POST' as const, url: '/api/customer/visit-count-and-last-visit', payload: { serviceProviderId: p1, visitTo: 'SP' } },
    ];

    it('needs a session (401) of a customer (403 for a provider), and writes nothing', async () => {
      const provider = await sessionFor(t, 'provider2@demo.jo', 'provider');
      const before = await rowCounts(t);
      for (const call of calls()) {
        const none = await t.app.inject({ ...call, headers: { lang: 'ar' } });
        expect(none.statusCode, call.url).toBe(401);
        expect(none.json().message).toBe(apiAr.sessionExpired);
        const other = await t.app.inject({ ...call, headers: provider.headers });
        expect(other.statusCode, call.url).toBe(403);
      }
      expect(await rowCounts(t)).toEqual(before);
    });
  });
});
