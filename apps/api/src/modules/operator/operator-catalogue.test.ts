import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { customerAt, operatorHeaders, PLACES, rowCounts } from '../../../test/kits/accounts-test-kit.ts';

type PublicCategory = {
  id: number;
  icon: string;
  name: string;
  subcategory: Array<{ id: number; name: string; categoryId: number; icon: string }>;
};

describe('operator: categories and sub-categories', () => {
  let t: TestApp;
  let op: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url: `/api/operator${url}`, headers: { ...op, lang }, payload });
  const publicList = async (lang: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/category/get', headers: { lang } })).json().data as PublicCategory[];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  it('lists every category with its sub-categories in three languages and how many providers serve each', async () => {
    const res = await call('GET', '/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list).toHaveLength(9);
    expect(list[0]).toMatchObject({
      id: 1,
      en: 'Maintenance',
      ar: 'الصيانة',
      fr: 'Maintenance',
      icon: 'icons/maintenance.svg',
      iconUrl: '/api/assets/icons/maintenance.svg',
    });
    // Plumbing: the five Amman providers and p10.
    expect(list[0].subCategories[0]).toMatchObject({ id: 1, en: 'Plumbing', providerCount: 6 });
    expect(list[8].subCategories).toEqual([]);
  });

  it('a new category and its sub-category appear in the public list in the three languages', async () => {
    const created = await call('POST', '/categories', { en: 'Pool care', ar: 'العناية بالمسابح', fr: 'Entretien de piscines' }, 'ar');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(apiAr.categoryCreated);
    const category = created.json().data;
    expect(category.id).toBeGreaterThanOrEqual(1000);
    expect(category).toMatchObject({ icon: 'icons/maintenance.svg', subCategories: [] });

    const sub = await call('POST', `/categories/${category.id}/sub-categories`, {
      en: 'Pool cleaning',
      ar: 'تنظيف المسابح',
      fr: 'Nettoyage de piscines',
      icon: 'icons/water-tank.svg',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().data).toMatchObject({ categoryId: category.id, iconUrl: '/api/assets/icons/water-tank.svg', providerCount: 0 });

    for (const [lang, name, subName] of [
      ['en', 'Pool care', 'Pool cleaning'],
      ['ar', 'العناية بالمسابح', 'تنظيف المسابح'],
      ['fr', 'Entretien de piscines', 'Nettoyage de piscines'],
    ]) {
      const found = (await publicList(lang!)).find((c) => c.id === category.id);
      expect(found, lang).toMatchObject({
        name,
        icon: '/api/assets/icons/maintenance.svg',
        subcategory: [{ id: sub.json().data.id, name: subName, categoryId: category.id }],
      });
    }
    // Comes last, after the seeded ones.
    expect((await publicList('en')).at(-1)!.id).toBe(category.id);

    // Nobody serves it yet: the pickers get an empty list.
    const customer = await customerAt(t, PLACES.khalda);
    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/service/category/service-provider/get?subCategoryId=${sub.json().data.id}&type=E`,
      headers: customer.headers,
    });
    expect(availability.json().data).toEqual([]);
  });

  it('renames a category and a sub-category, visible at once', async () => {
    const res = await call('PATCH', '/categories/8', { fr: 'Travail indépendant', sort: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 8, en: 'Freelance', fr: 'Travail indépendant', sort: 0 });
    const subRes = await call('PATCH', '/sub-categories/33', { ar: 'التصميم الجرافيكي والهوية' });
    expect(subRes.json().data).toMatchObject({ id: 33, ar: 'التصميم الجرافيكي والهوية', providerCount: 6 });
    const fr = await publicList('fr');
    expect(fr.find((c) => c.id === 8)!.name).toBe('Travail indépendant');
    const ar = await publicList('ar');
    expect(ar.find((c) => c.id === 8)!.subcategory.find((s) => s.id === 33)!.name).toBe('التصميم الجرافيكي والهوية');
  });

  it('refuses to delete a category or sub-category that providers serve (409), deleting nothing', async () => {
    const before = await rowCounts(t);
    const cat = await call('DELETE', '/categories/1', undefined, 'fr');
    expect(cat.statusCode).toBe(409);
    expect(cat.json()).toEqual({ error: true, status: 409, message: apiFr.categoryInUse, data: null });
    const sub = await call('DELETE', '/sub-categories/1', undefined, 'ar');
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe(apiAr.subCategoryInUse);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('deletes an unserved category with its sub-categories, and an unserved sub-category', async () => {
    const cat = (await call('POST', '/categories', { en: 'Temporary', ar: 'مؤقت', fr: 'Temporaire' })).json().data;
    const subA = (await call('POST', `/categories/${cat.id}/sub-categories`, { en: 'A', ar: 'أ', fr: 'A' })).json().data;
    const subB = (await call('POST', `/categories/${cat.id}/sub-categories`, { en: 'B', ar: 'ب', fr: 'B' })).json().data;
    expect(subB.sort).toBe(subA.sort + 1);
    expect((await call('DELETE', `/sub-categories/${subA.id}`)).statusCode).toBe(200);
    expect((await publicList('en')).find((c) => c.id === cat.id)!.subcategory.map((s) => s.id)).toEqual([subB.id]);
    const res = await call('DELETE', `/categories/${cat.id}`);
    expect(res.statusCode).toBe(200);
    expect((await publicList('en')).find((c) => c.id === cat.id)).toBeUndefined();
    const customer = await customerAt(t, PLACES.khalda);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/service/category/service-provider/get?subCategoryId=${subB.id}&type=R`,
      headers: customer.headers,
    });
    expect(gone.statusCode).toBe(404);
    // The empty seeded category can go too.
    expect((await call('DELETE', '/categories/9')).statusCode).toBe(200);
  });

  it('answers unknown ids with translated 404s', async () => {
    for (const [method, url, payload, key] of [
      ['PATCH', '/categories/999', { en: 'X' }, 'categoryNotFound'],
      ['DELETE', '/categories/999', undefined, 'categoryNotFound'],
      ['POST', '/categories/999/sub-categories', { en: 'X', ar: 'س', fr: 'X' }, 'categoryNotFound'],
      ['PATCH', '/sub-categories/999', { en: 'X' }, 'subCategoryNotFound'],
      ['DELETE', '/sub-categories/999', undefined, 'subCategoryNotFound'],
    ] as const) {
      const res = await call(method, url, payload, 'ar');
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(apiAr[key]);
    }
  });

  it.each([
    ['POST', '/categories', { ar: 'أ', fr: 'A' }, 'en', 'textRequired'],
    ['POST', '/categories', { en: '   ', ar: 'أ', fr: 'A' }, 'en', 'textRequired'],
    ['POST', '/categories', { en: 'x'.repeat(101), ar: 'أ', fr: 'A' }, 'en', 'textTooLong'],
    ['POST', '/categories', { en: 'A', ar: 'أ', fr: 'A', icon: '../../package.json' }, 'icon', 'imageInvalid'],
    ['POST', '/categories', { en: 'A', ar: 'أ', fr: 'A', icon: 'javascript:alert(1)' }, 'icon', 'imageInvalid'],
    ['POST', '/categories', { en: 'A', ar: 'أ', fr: 'A', icon: 'http://example.com/a.png' }, 'icon', 'imageInvalid'],
    ['POST', '/categories', { en: 'A', ar: 'أ', fr: 'A', sort: -1 }, 'sort', 'invalidInput'],
    ['PATCH', '/categories/1', {}, 'body', 'nothingToChange'],
    ['PATCH', '/categories/abc', { en: 'A' }, 'id', 'invalidInput'],
    ['POST', '/categories/1/sub-categories', { en: 'A', ar: 'أ' }, 'fr', 'textRequired'],
    ['PATCH', '/sub-categories/1', { fr: '' }, 'fr', 'textRequired'],
  ] as const)('%s %s refuses %j with the translated message, writing nothing', async (method, url, payload, field, key) => {
    const before = await rowCounts(t);
    for (const [lang, catalogue] of [
      ['en', contractEn],
      ['ar', contractAr],
      ['fr', contractFr],
    ] as const) {
      const res = await call(method, url, payload, lang);
      expect(res.statusCode).toBe(400);
      const message = catalogue.validation[key];
      expect(res.json().message).toBe(message);
      expect(res.json().data.errors[field]).toEqual([message]);
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
