import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { VALIDATION_DATA_KEYS } from '@portal/contract/limits';
import { accounts } from '@portal/db/schema/accounts';
import { providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };

const STATIC = { authorization: 'Bearer khidmat-public-web' };
const ARABIC = /[\u0600-\u06FF]/;

describe('reference calls', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  describe('GET /api/admin/customer-type/get', () => {
    it('lists the customer types with their three names', async () => {
      const res = await get('/api/admin/customer-type/get');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ error: false, status: 200, message: 'Success' });
      expect(body.data).toEqual([
        { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
        { id: 2, name: 'Residential', arabicName: 'سكني', frenchName: 'Résidentiel' },
      ]);
    });

    it('answers its message in the caller language', async () => {
      expect((await get('/api/admin/customer-type/get', { lang: 'ar' })).json().message).toBe(apiAr.success);
      expect((await get('/api/admin/customer-type/get', { lang: 'fr' })).json().message).toBe(apiFr.success);
    });
  });

  describe('GET /api/admin/industry/get', () => {
    it('lists the industries of the commercial type with three names', async () => {
      const res = await get('/api/admin/industry/get?customerType=1');
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<Record<string, unknown>>;
      expect(list).toHaveLength(12);
      expect(list[0]).toEqual({
        industryId: 1,
        industryEnglishName: 'Schools & universities',
        industryArabicName: 'المدارس والجامعات',
        industryFrenchName: 'Écoles et universités',
      });
      for (const item of list) {
        expect(item.industryEnglishName).toBeTruthy();
        expect(item.industryArabicName).toMatch(ARABIC);
        expect(item.industryFrenchName).toBeTruthy();
      }
    });

    it('lists only the industries of the residential type', async () => {
      const list = (await get('/api/admin/industry/get?customerType=2')).json().data as Array<{ industryId: number }>;
      expect(list.map((i) => i.industryId)).toEqual([13, 14, 15, 16]);
    });

    it('answers an unknown type with an empty list', async () => {
      const res = await get('/api/admin/industry/get?customerType=99');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    });

    it.each([
      ['ar', contractAr.validation.customerTypeRequired],
      ['fr', contractFr.validation.customerTypeRequired],
    ])('refuses a bad customerType with the translated message (%s)', async (lang, message) => {
      for (const query of ['?customerType=abc', '?customerType=0', '?customerType=-3', '']) {
        const res = await get(`/api/admin/industry/get${query}`, { lang });
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ error: true, status: 400, message, data: { errors: { customerType: [message] } } });
      }
    });
  });

  describe('GET /api/master/web/onboarding-screen/get', () => {
    it('needs the static token', async () => {
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'khidmat-public-web' }] as Array<Record<string, string>>) {
        const res = await get('/api/master/web/onboarding-screen/get', headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: true, status: 401, message: apiEn.staticTokenRequired });
      }
      const ar = await get('/api/master/web/onboarding-screen/get', { lang: 'ar' });
      expect(ar.json().message).toBe(apiAr.staticTokenRequired);
    });

    it('gives the three language sets with images under /api/assets', async () => {
      const res = await get('/api/master/web/onboarding-screen/get', STATIC);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      const sets = { en: data.englishOnboardingScreens, ar: data.arabicOnboardingScreens, fr: data.frenchOnboardingScreens };
      for (const [lang, set] of Object.entries(sets)) {
        const screens = set.customerWebScreens as Array<{ id: number; image: string; title: string; description: string }>;
        expect(screens.length, lang).toBeGreaterThan(0);
        for (const s of screens) {
          expect(s.image).toMatch(/^\/api\/assets\/onboarding\/[\w-]+\.svg$/);
          expect(s.title.length).toBeGreaterThan(0);
          expect(s.description.length).toBeGreaterThan(0);
          if (lang === 'ar') expect(s.title).toMatch(ARABIC);
        }
      }
      expect(sets.en.customerWebScreens[0].title).not.toBe(sets.fr.customerWebScreens[0].title);
      // The image a screen names is really served.
      const image = await get(sets.en.customerWebScreens[0].image);
      expect(image.statusCode).toBe(200);
    });
  });

  describe('GET /api/user/terms-and-privacy/get', () => {
    it('needs the static token', async () => {
      const res = await get('/api/user/terms-and-privacy/get?isTermsAndCondition=true', { lang: 'fr' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, status: 401, message: apiFr.staticTokenRequired });
    });

    it.each([
      ['en', 'true', '<h2>Terms of Use</h2>'],
      ['ar', 'true', '<h2>شروط الاستخدام</h2>'],
      ['fr', 'true', "<h2>Conditions d'utilisation</h2>"],
      ['en', 'false', '<h2>Privacy Policy</h2>'],
      ['ar', 'false', '<h2>سياسة الخصوصية</h2>'],
      ['fr', 'false', '<h2>Politique de confidentialité</h2>'],
    ])('answers HTML in the caller language (%s, isTermsAndCondition=%s)', async (lang, flag, heading) => {
      const res = await get(`/api/user/terms-and-privacy/get?isTermsAndCondition=${flag}`, { ...STATIC, lang });
      expect(res.statusCode).toBe(200);
      const { value } = res.json().data as { value: string };
      expect(value.startsWith(heading)).toBe(true);
      expect(value).toMatch(/<p>/);
    });

    it('reads the language from the lang header first, then Accept-Language, and falls back to English', async () => {
      const byAccept = await get('/api/user/terms-and-privacy/get?isTermsAndCondition=true', { ...STATIC, 'accept-language': 'ar-JO,ar;q=0.9' });
      expect(byAccept.json().data.value).toMatch(/^<h2>شروط الاستخدام/);
      const unknown = await get('/api/user/terms-and-privacy/get?isTermsAndCondition=true', { ...STATIC, lang: 'de' });
      expect(unknown.json().data.value).toMatch(/^<h2>Terms of Use/);
    });

    it('treats a missing flag as the privacy policy', async () => {
      const res = await get('/api/user/terms-and-privacy/get', STATIC);
      expect(res.json().data.value).toMatch(/^<h2>Privacy Policy/);
    });
  });

  describe('GET /api/customer/homepage/banner/get', () => {
    it('gives the desktop and responsive sets in each language', async () => {
      const res = await get('/api/customer/homepage/banner/get');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      for (const kind of ['desktop', 'responsive'] as const) {
        const set = kind === 'desktop' ? data.webDesktopBanners : data.webResponsiveBanners;
        for (const [key, lang] of [['englishBanners', 'en'], ['arabicBanners', 'ar'], ['frenchBanners', 'fr']] as const) {
          const list = set[key] as Array<{ image: string; link: string }>;
          expect(list.length, `${kind} ${lang}`).toBeGreaterThan(0);
          for (const b of list) {
            expect(b.image).toMatch(new RegExp(`^/api/assets/banners/${kind}-${lang}-\\d+\\.svg$`));
            expect(b.link).toMatch(/^\//);
          }
        }
      }
      expect(data.webDesktopBanners.englishBanners.map((b: { link: string }) => b.link)).toEqual(['/express', '/direct-award', '/rfps/create']);
    });
  });

  describe('GET /api/customer/homepage/service-provider/get', () => {
    type Item = { id: number; name: string; profilePhoto: string | null; rating: number; total: number; isGoldenTechnician: number; isCertified: number; expertise: string };
    const slider = async (query = '', lang = 'en') => {
      const res = await get(`/api/customer/homepage/service-provider/get${query}`, { lang });
      expect(res.statusCode).toBe(200);
      return res.json().data as Item[];
    };

    it('gives at most 10 providers by default, golden technicians first', async () => {
      const list = await slider();
      expect(list).toHaveLength(10);
      const golden = list.map((p) => p.isGoldenTechnician);
      expect(golden).toEqual([...golden].sort((a, b) => b - a));
      expect(golden[0]).toBe(1);
      // Within the golden ones, and within the others, the best rated come first.
      for (const group of [list.filter((p) => p.isGoldenTechnician), list.filter((p) => !p.isGoldenTechnician)]) {
        const ratings = group.map((p) => p.rating);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      }
      for (const p of list) {
        expect(p.profilePhoto).toMatch(/^\/api\/assets\/providers\//);
        expect(p.total).toBeGreaterThanOrEqual(0);
        expect([0, 1]).toContain(p.isCertified);
      }
    });

    it('respects the limit', async () => {
      expect(await slider('?limit=3')).toHaveLength(3);
      expect(await slider('?limit=1')).toHaveLength(1);
      expect((await slider('?limit=50')).length).toBe(12);
    });

    it.each(['?limit=0', '?limit=abc', '?limit=51'])('refuses %s', async (query) => {
      const res = await get(`/api/customer/homepage/service-provider/get${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
    });

    it('names the providers in the caller language', async () => {
      const [en, ar, fr] = [await slider('', 'en'), await slider('', 'ar'), await slider('', 'fr')];
      expect(en.map((p) => p.id)).toEqual(ar.map((p) => p.id));
      const nabulsi = (list: Item[]) => list.find((p) => p.name.includes('Nabulsi') || p.name.includes('النابلسي'));
      expect(nabulsi(en)?.name).toBe('Al-Nabulsi Maintenance Co.');
      expect(nabulsi(ar)?.name).toBe('شركة النابلسي للصيانة');
      expect(fr.find((p) => p.id === nabulsi(en)?.id)?.name).toBe('Société de maintenance Al-Nabulsi');
      for (const p of ar) {
        expect(p.name).toMatch(ARABIC);
        expect(p.expertise).toMatch(ARABIC);
      }
    });

    it('leaves out suspended providers', async () => {
      const [first] = await slider('?limit=1');
      await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, first!.id));
      try {
        const list = await slider('?limit=50');
        expect(list.map((p) => p.id)).not.toContain(first!.id);
        expect(list).toHaveLength(11);
      } finally {
        await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, first!.id));
      }
    });

    it('gives a provider without a photo a null photo', async () => {
      const [last] = (await slider('?limit=50')).slice(-1);
      const [row] = await t.db.select({ photo: providers.profilePhoto }).from(providers).where(eq(providers.accountId, last!.id));
      await t.db.update(providers).set({ profilePhoto: null }).where(eq(providers.accountId, last!.id));
      try {
        const item = (await slider('?limit=50')).find((p) => p.id === last!.id);
        expect(item?.profilePhoto).toBeNull();
      } finally {
        await t.db.update(providers).set({ profilePhoto: row!.photo }).where(eq(providers.accountId, last!.id));
      }
    });
  });

  describe('GET /api/customer/validation-data/get', () => {
    it('gives every limit key with an integer value', async () => {
      const res = await get('/api/customer/validation-data/get');
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Array<{ key: string; value: string }>;
      const keys = list.map((i) => i.key);
      for (const key of VALIDATION_DATA_KEYS) expect(keys).toContain(key);
      for (const item of list) expect(item.value, item.key).toMatch(/^\d+$/);
      const byKey = Object.fromEntries(list.map((i) => [i.key, Number(i.value)]));
      expect(byKey.noOfGalleryPhotos).toBeGreaterThan(0);
      expect(byKey.noOfCharactersPerText).toBeGreaterThan(0);
    });

    it('accepts an optional provider id', async () => {
      const res = await get('/api/customer/validation-data/get?serviceProviderId=1');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThanOrEqual(VALIDATION_DATA_KEYS.length);
      expect((await get('/api/customer/validation-data/get?serviceProviderId=abc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/master/web/support-contact/get', () => {
    it('gives the support phone and e-mail', async () => {
      const res = await get('/api/master/web/support-contact/get');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ phone: t.config.supportPhone, email: t.config.supportEmail });
      expect(res.json().data.email).toMatch(/@/);
    });
  });

  describe('GET /api/assets/*', () => {
    it('serves a category icon as SVG inside a sandbox', async () => {
      const res = await get('/api/assets/icons/plumbing.svg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).not.toMatch(/script-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toMatch(/<svg/);
    });

    it('answers a missing asset with a 404 envelope', async () => {
      const res = await get('/api/assets/icons/nope.svg', { lang: 'ar' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, status: 404, message: apiAr.notFound, data: null });
    });

    it('never serves a file outside the assets folder', async () => {
      for (const url of ['/api/assets/../package.json', '/api/assets/%2e%2e/package.json', '/api/assets/..%2f..%2fpackage.json', '/api/assets/..%2f..%2f..%2fpackage.json']) {
        const res = await get(url);
        expect([403, 404], url).toContain(res.statusCode);
        expect(res.json(), url).toMatchObject({ error: true });
        expect(res.body).not.toMatch(/"workspaces"|"dependencies"/);
      }
    });
  });
});
