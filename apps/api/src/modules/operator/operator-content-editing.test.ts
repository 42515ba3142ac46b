import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { STATIC } from '../../../test/kits/accounts-test-kit.ts';
import { purgeExpired } from '../../lib/retention-purge.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };

/**
 * Issue 17, point 7: what the console adds to the content API. Uploaded images (checked for their place), a banner
 * changed in place, lists put in order, categories hidden from the portal; each write audited and refused to support.
 */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (
  who: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  lang = 'en',
) => t.app.inject({ method, url: `/api/operator${url}`, headers: { ...who, lang }, payload });
const lastAudit = async () =>
  (
    await t.pool.query(
      'SELECT operator_email, operator_role, action, entity, entity_id, before, after, status FROM audit_log ORDER BY id DESC LIMIT 1',
    )
  ).rows[0];
const auditCount = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
const fileCount = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;

function imageForm(data: Buffer, type = 'image/png', name = 'picture.png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}
async function upload(who: Record<string, string>, purpose: string, data: Buffer, lang = 'en', type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator/content-images?purpose=${purpose}`,
    headers: { ...who, lang },
    payload: imageForm(data, type),
  });
}
async function uploaded(purpose: string, width: number, height: number): Promise<string> {
  const res = await upload(admin, purpose, await pngBytes(width, height));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
});
afterAll(() => t.close());

describe('content images', () => {
  it('stores a banner image cropped to 4:1, serves it publicly for good, and logs the upload', async () => {
    const res = await upload(admin, 'banner-desktop', await pngBytes(1200, 300), 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiAr.contentImageUploaded);
    const image = res.json().data;
    expect(image).toMatchObject({ purpose: 'banner-desktop', width: 1200, height: 300 });
    expect(image.url).toBe(`/api/content-media/${image.id}.png`);
    expect(await lastAudit()).toMatchObject({
      operator_email: 'operator@demo.jo',
      action: 'POST /api/operator/content-images',
      entity: 'content_image',
      entity_id: image.id,
      after: { file_id: image.id, purpose: 'banner-desktop', width: 1200, height: 300 },
    });

    // Anyone may read it (the portal's visitors), as an image that can never run script.
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // The same id under the other extension, or an unknown id, is nothing.
    expect((await t.app.inject({ method: 'GET', url: image.url.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/content-media/00000000-0000-4000-8000-000000000000.png' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['banner-desktop', () => pngBytes(800, 400), 'contentImageRatio', { ratio: '4:1' }],
    ['banner-responsive', () => pngBytes(1200, 300), 'contentImageRatio', { ratio: '8:5' }],
    ['icon', () => pngBytes(40, 40), 'contentImageTooSmall', { min: '48' }],
    ['onboarding', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"/>'), 'contentImageType', {}],
    ['onboarding', async () => Buffer.from('%PDF-1.4\n%%EOF\n'), 'contentImageType', {}],
  ] as const)(
    'refuses a %s upload that does not fit (%s), in the caller language, storing nothing',
    async (purpose, bytes, key, params) => {
      const [files, audits] = [await fileCount(), await auditCount()];
      for (const [lang, texts] of [
        ['ar', apiAr],
        ['fr', apiFr],
      ] as const) {
        const res = await upload(admin, purpose, await bytes(), lang);
        expect(res.statusCode, res.body).toBe(400);
        const text = Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), texts[key]);
        expect(res.json().message).toBe(text);
        expect(res.json().data.errors.image).toEqual([text]);
      }
      expect(await fileCount()).toBe(files);
      expect(await auditCount()).toBe(audits);
    },
  );

  it('refuses an unknown purpose before reading the file, and support altogether', async () => {
    const bad = await upload(admin, 'wallpaper', await pngBytes(100, 100), 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.purpose).toEqual([contractAr.validation.imagePurposeInvalid]);
    const files = await fileCount();
    const refused = await upload(support, 'icon', await pngBytes(64, 64));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiEn.adminOnly);
    expect(await fileCount()).toBe(files);
  });

  it('forgets images nobody saved after a day; saved ones stay', async () => {
    const kept = await uploaded('onboarding', 600, 400);
    const dropped = await uploaded('onboarding', 600, 400);
    const screen = await call(admin, 'POST', '/onboarding-screens', {
      lang: 'en',
      image: kept,
      title: 'Pay in cash',
      description: 'At the end of the work.',
    });
    expect(screen.statusCode, screen.body).toBe(200);
    await t.pool.query("UPDATE content_images SET created_at = now() - interval '2 days'");
    const purged = await purgeExpired(t.db, { sessionIdleSeconds: 7 * 86400, mailRetentionDays: 30 });
    expect(purged.contentImages).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: dropped })).statusCode).toBe(404);
  });
});

describe('banners', () => {
  it('an admin changes a banner in place: the home page shows the new image and link at once; before and after are logged', async () => {
    const banners = (await call(admin, 'GET', '/banners')).json().data as Array<{
      id: number;
      kind: string;
      lang: string;
      image: string;
      link: string;
    }>;
    const target = banners.find((b) => b.kind === 'desktop' && b.lang === 'en')!;
    const url = await uploaded('banner-desktop', 1600, 400);
    const res = await call(admin, 'PATCH', `/banners/${target.id}`, { image: url, link: '/rfps/create' }, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(apiFr.bannerUpdated);
    expect(res.json().data).toMatchObject({ id: target.id, kind: 'desktop', lang: 'en', image: url, imageUrl: url, link: '/rfps/create' });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/customer/homepage/banner/get' })).json().data;
    expect(shown.webDesktopBanners.englishBanners).toContainEqual({ image: url, link: '/rfps/create' });
    expect(await lastAudit()).toMatchObject({
      action: 'PATCH /api/operator/banners/:id',
      entity: 'banner',
      entity_id: String(target.id),
      before: { id: target.id, image: target.image, link: target.link },
      after: { id: target.id, image: url, link: '/rfps/create' },
    });
  });

  it('refuses an image uploaded for another place, bad input and unknown banners, changing nothing', async () => {
    const banners = (await call(admin, 'GET', '/banners')).json().data as Array<{ id: number; kind: string; lang: string }>;
    const phone = banners.find((b) => b.kind === 'responsive' && b.lang === 'ar')!;
    const desktopImage = await uploaded('banner-desktop', 1200, 300);
    const before = JSON.stringify((await call(admin, 'GET', '/banners')).json().data);
    const audits = await auditCount();
    const wrong = await call(admin, 'PATCH', `/banners/${phone.id}`, { image: desktopImage }, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors.image).toEqual([apiAr.contentImageWrongPlace]);
    // Moving a phone banner to the desktop set keeps its 8:5 image: refused too.
    const phoneImage = await uploaded('banner-responsive', 800, 500);
    expect((await call(admin, 'PATCH', `/banners/${phone.id}`, { image: phoneImage, kind: 'desktop' })).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/banners/${phone.id}`, { link: 'javascript:alert(1)' }, 'ar')).json().data.errors.link).toEqual([
      contractAr.validation.linkInvalid,
    ]);
    expect((await call(admin, 'PATCH', `/banners/${phone.id}`, {}, 'ar')).statusCode).toBe(400);
    const missing = await call(admin, 'PATCH', '/banners/999999', { link: '/express' }, 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(apiAr.bannerNotFound);
    expect((await call(support, 'PATCH', `/banners/${phone.id}`, { link: '/express' })).statusCode).toBe(403);
    expect(JSON.stringify((await call(admin, 'GET', '/banners')).json().data)).toBe(before);
    // Only the uploads were actions; the refusals wrote nothing.
    expect(await auditCount()).toBe(audits + 1);
  });

  it('puts a set of banners in order; a list that is not the whole set is refused', async () => {
    const set = ((await call(admin, 'GET', '/banners')).json().data as Array<{ id: number; kind: string; lang: string }>)
      .filter((b) => b.kind === 'responsive' && b.lang === 'fr')
      .map((b) => b.id);
    const reversed = [...set].reverse();
    const res = await call(admin, 'PUT', '/banners/order', { kind: 'responsive', lang: 'fr', ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Array<{ id: number }>).map((b) => b.id)).toEqual(reversed);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/customer/homepage/banner/get' })).json().data;
    expect(shown.webResponsiveBanners.frenchBanners[0].image).toBe(res.json().data[0].imageUrl);
    expect(await lastAudit()).toMatchObject({ action: 'PUT /api/operator/banners/order', entity: 'banner_order' });
    const audit = await lastAudit();
    expect(audit.before['responsive/fr']).toEqual(set);
    expect(audit.after['responsive/fr']).toEqual(reversed);

    for (const ids of [reversed.slice(1), [...reversed, 999999]]) {
      const bad = await call(admin, 'PUT', '/banners/order', { kind: 'responsive', lang: 'fr', ids }, 'ar');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(contractAr.validation.orderMismatch);
    }
    expect(
      (await call(admin, 'PUT', '/banners/order', { kind: 'responsive', lang: 'fr', ids: [reversed[0], reversed[0]] })).statusCode,
    ).toBe(400);
    expect((await call(support, 'PUT', '/banners/order', { kind: 'responsive', lang: 'fr', ids: set })).statusCode).toBe(403);
    const after = ((await call(admin, 'GET', '/banners')).json().data as Array<{ id: number; kind: string; lang: string }>)
      .filter((b) => b.kind === 'responsive' && b.lang === 'fr')
      .map((b) => b.id);
    expect(after).toEqual(reversed);
  });
});

describe('onboarding screens', () => {
  it('takes an uploaded 3:2 image and puts a language in order', async () => {
    const screens = (await call(admin, 'GET', '/onboarding-screens')).json().data as Array<{ id: number; lang: string }>;
    const ar = screens.filter((s) => s.lang === 'ar').map((s) => s.id);
    const image = await uploaded('onboarding', 900, 600);
    const changed = await call(admin, 'PATCH', `/onboarding-screens/${ar[0]}`, { image });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(admin, 'PATCH', `/onboarding-screens/${ar[0]}`, { image: await uploaded('icon', 64, 64) })).statusCode).toBe(400);
    const order = [...ar.slice(1), ar[0]!];
    expect((await call(admin, 'PUT', '/onboarding-screens/order', { lang: 'ar', ids: order })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'PUT /api/operator/onboarding-screens/order',
      entity: 'onboarding_order',
      after: { ar: order },
    });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/master/web/onboarding-screen/get', headers: STATIC })).json().data;
    expect(shown.arabicOnboardingScreens.customerWebScreens.map((s: { id: number }) => s.id)).toEqual(order);
    expect(shown.arabicOnboardingScreens.customerWebScreens.at(-1).image).toBe(image);
    expect((await call(support, 'PUT', '/onboarding-screens/order', { lang: 'ar', ids: ar })).statusCode).toBe(403);
  });
});

describe('categories', () => {
  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/category/get', headers: { lang: 'en' } })).json().data as Array<{
      id: number;
      icon: string;
      subcategory: Array<{ id: number }>;
    }>;

  it('takes an uploaded square icon, and hides a category from the portal without deleting it', async () => {
    const icon = await uploaded('icon', 128, 128);
    const created = await call(admin, 'POST', '/categories', { en: 'Solar panels', ar: 'الألواح الشمسية', fr: 'Panneaux solaires', icon });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await publicList()).find((c) => c.id === id)?.icon).toBe(icon);
    const banner = await uploaded('banner-desktop', 1200, 300);
    const wrong = await call(admin, 'PATCH', `/categories/${id}`, { icon: banner }, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors.icon).toEqual([apiAr.contentImageWrongPlace]);

    const hidden = await call(admin, 'PATCH', `/categories/${id}`, { hidden: true });
    expect(hidden.json().data).toMatchObject({ id, hidden: true });
    expect((await publicList()).some((c) => c.id === id)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'PATCH /api/operator/categories/:id',
      before: { hidden: false },
      after: { hidden: true },
    });
    expect((await call(admin, 'GET', '/categories')).json().data.find((c: { id: number }) => c.id === id)).toMatchObject({ hidden: true });

    // A hidden sub-category leaves its category in the portal.
    const plumbing = (await publicList())[0]!;
    const sub = plumbing.subcategory[0]!.id;
    expect((await call(admin, 'PATCH', `/sub-categories/${sub}`, { hidden: true })).statusCode).toBe(200);
    expect((await publicList())[0]!.subcategory.map((s) => s.id)).not.toContain(sub);
    expect((await call(admin, 'PATCH', `/sub-categories/${sub}`, { hidden: false })).statusCode).toBe(200);
    expect((await call(support, 'PATCH', `/sub-categories/${sub}`, { hidden: true })).statusCode).toBe(403);
    expect((await publicList())[0]!.subcategory.map((s) => s.id)).toContain(sub);
  });

  it("puts the categories and a category's sub-categories in order, as the portal then lists them", async () => {
    const all = (await call(admin, 'GET', '/categories')).json().data as Array<{ id: number; subCategories: Array<{ id: number }> }>;
    const ids = all.map((c) => c.id);
    const order = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const res = await call(admin, 'PUT', '/categories/order', { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    const visible = new Set((await publicList()).map((c) => c.id));
    expect((await publicList()).map((c) => c.id)).toEqual(order.filter((id) => visible.has(id)));
    expect(await lastAudit()).toMatchObject({
      action: 'PUT /api/operator/categories/order',
      entity: 'category_order',
      after: { all: order },
    });

    const first = all[0]!;
    const subs = first.subCategories.map((s) => s.id).reverse();
    const sorted = await call(admin, 'PUT', `/categories/${first.id}/sub-categories/order`, { ids: subs });
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect((await publicList()).find((c) => c.id === first.id)!.subcategory.map((s) => s.id)).toEqual(subs);
    expect(await lastAudit()).toMatchObject({ entity: 'sub_category_order', entity_id: String(first.id), after: subs });
    // Another category's sub-category is not one of these.
    const other = all[1]!.subCategories[0]!.id;
    expect((await call(admin, 'PUT', `/categories/${first.id}/sub-categories/order`, { ids: [...subs.slice(1), other] })).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'PUT', '/categories/999999/sub-categories/order', { ids: subs })).statusCode).toBe(404);
    expect((await call(support, 'PUT', '/categories/order', { ids })).statusCode).toBe(403);
    expect((await call(support, 'PUT', `/categories/${first.id}/sub-categories/order`, { ids: [...subs].reverse() })).statusCode).toBe(403);
    expect((await publicList()).find((c) => c.id === first.id)!.subcategory.map((s) => s.id)).toEqual(subs);
  });

  it('a rename reaches the orders polled by customers at once: every remembered order ETag is dropped', async () => {
    const store = t.app.ctx.orderEtags;
    store.remember(store.epoch(), { id: 1, type: 'T', status: 'REQD', statusChangedAt: new Date(0).toISOString() }, 1, 'en', 'W/"x"');
    expect(store.size()).toBeGreaterThan(0);
    // A change of anything but the names keeps them.
    expect((await call(admin, 'PATCH', '/sub-categories/1', { sort: 0 })).statusCode).toBe(200);
    expect(store.size()).toBeGreaterThan(0);
    const res = await call(admin, 'PATCH', '/sub-categories/1', { en: 'Plumbing and pipes' });
    expect(res.statusCode, res.body).toBe(200);
    expect(store.size()).toBe(0);
  });
});
