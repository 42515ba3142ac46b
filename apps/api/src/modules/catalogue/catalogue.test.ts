import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { categories as seededCategories } from '@portal/db/seed-data/reference';
import { categories, subCategories } from '@portal/db/schema/reference';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import { ARABIC, STATIC, customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';

type Sub = { id: number; icon: string; categoryId: number; name: string; translation: { value: string } };
type Cat = { id: number; icon: string; name: string; translation: { value: string }; subcategory: Sub[] };

describe('GET /api/admin/category/get', () => {
  let t: TestApp;
  const list = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/category/get', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as Cat[];
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every category with its sub-categories, in the seeded order, with icons under /api/assets', async () => {
    const data = await list();
    expect(data.map((c) => c.id)).toEqual(seededCategories.map((c) => c.id));
    const maintenance = data[0]!;
    expect(maintenance).toMatchObject({
      id: 1,
      name: 'Maintenance',
      translation: { value: 'Maintenance' },
      icon: '/api/assets/icons/maintenance.svg',
    });
    expect(maintenance.subcategory[0]).toEqual({
      id: 1,
      icon: '/api/assets/icons/plumbing.svg',
      categoryId: 1,
      name: 'Plumbing',
      translation: { value: 'Plumbing' },
    });
    for (const c of data) {
      expect(c.subcategory.map((s) => s.id)).toEqual(seededCategories.find((s) => s.id === c.id)!.subcategories.map((s) => s.id));
      for (const s of c.subcategory) expect(s.categoryId).toBe(c.id);
    }
    // The icon a category names is really served.
    expect((await t.app.inject({ method: 'GET', url: maintenance.subcategory[0]!.icon })).statusCode).toBe(200);
  });

  it('keeps a category without sub-categories, with an empty list', async () => {
    const empty = (await list()).find((c) => c.id === 9);
    expect(empty).toMatchObject({ name: 'Security & smart home', subcategory: [] });
  });

  it('names everything in the caller language', async () => {
    const [ar, fr] = [await list({ lang: 'ar' }), await list({ lang: 'fr' })];
    expect(ar[0]).toMatchObject({ name: 'الصيانة', translation: { value: 'الصيانة' } });
    expect(ar[0]!.subcategory[0]!.name).toBe('السباكة');
    expect(fr[0]!.subcategory[0]).toMatchObject({ name: 'Plomberie', translation: { value: 'Plomberie' } });
    for (const c of ar) {
      expect(c.name).toMatch(ARABIC);
      for (const s of c.subcategory) expect(s.translation.value).toMatch(ARABIC);
    }
  });

  it('answers a signed-in customer the same way', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    expect(await list(customer.headers)).toEqual(await list());
  });

  it('follows the sort order, then the id', async () => {
    await t.db.update(categories).set({ sort: -1 }).where(eq(categories.id, 8));
    await t.db.update(subCategories).set({ sort: -1 }).where(eq(subCategories.id, 7));
    try {
      const data = await list();
      expect(data[0]!.id).toBe(8);
      expect(data.find((c) => c.id === 1)!.subcategory[0]!.id).toBe(7);
    } finally {
      await t.db.update(categories).set({ sort: 7 }).where(eq(categories.id, 8));
      await t.db.update(subCategories).set({ sort: 6 }).where(eq(subCategories.id, 7));
    }
  });
});

describe('GET /api/user/static-page/get', () => {
  let t: TestApp;
  const page = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/user/static-page/get${query}`, headers });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['usage', 'en', '<h2>Usage Policy</h2>'],
    ['usage', 'ar', '<h2>سياسة الاستخدام</h2>'],
    ['usage', 'fr', "<h2>Politique d'utilisation</h2>"],
    ['terms', 'ar', '<h2>شروط الاستخدام</h2>'],
    ['privacy', 'fr', '<h2>Politique de confidentialité</h2>'],
  ])('serves the %s page in %s', async (key, lang, heading) => {
    const res = await page(`?key=${key}`, { ...STATIC, lang });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toBe(key);
    expect(res.json().data.value.startsWith(heading)).toBe(true);
  });

  it('the usage policy covers the rules of the terms, with headings, paragraphs and lists only', async () => {
    for (const lang of ['en', 'ar', 'fr']) {
      const html = (await page('?key=usage', { ...STATIC, lang })).json().data.value as string;
      const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      expect([...tags].sort()).toEqual(['h2', 'h3', 'li', 'p', 'ul']);
      expect(html.match(/<h3>/g)).toHaveLength(5);
      expect(html).toContain('support@khidmat.jo');
    }
    const en = (await page('?key=usage', STATIC)).json().data.value as string;
    for (const topic of [
      /Fake, test or misleading requests/,
      /outside the Platform/,
      /courtesy/,
      /Report an abuse/,
      /suspend it temporarily or permanently/,
    ])
      expect(en).toMatch(topic);
  });

  it('needs the static token', async () => {
    const res = await page('?key=usage', { lang: 'ar' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true, message: apiAr.staticTokenRequired });
    expect((await page('?key=usage', { authorization: 'Bearer wrong' })).json().message).toBe(apiEn.staticTokenRequired);
  });

  it.each([
    ['ar', contractAr.validation.staticPageKeyInvalid],
    ['fr', contractFr.validation.staticPageKeyInvalid],
  ])('refuses an unknown or missing key with the translated message (%s)', async (lang, message) => {
    for (const query of ['?key=secret', '?key=', '']) {
      const res = await page(query, { ...STATIC, lang });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: true, status: 400, message, data: { errors: { key: [message] } } });
    }
  });
});
