import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import { operatorHeaders, rowCounts, STATIC } from '../../../test/kits/accounts-test-kit.ts';
import { cleanPageHtml } from './page-html.ts';

describe('operator: banners, onboarding screens, static pages and limits', () => {
  let t: TestApp;
  let op: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url: `/api/operator${url}`, headers: { ...op, lang }, payload });
  const publicGet = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    op = await operatorHeaders(t);
  });
  afterAll(() => t.close());

  describe('banners', () => {
    it('adds a banner that the home page shows at the end of its set, and deletes it', async () => {
      expect((await call('GET', '/banners')).json().data).toHaveLength(18);
      const res = await call(
        'POST',
        '/banners',
        { kind: 'desktop', lang: 'ar', image: 'banners/desktop-ar-2.svg', link: '/rfps/create' },
        'ar',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(apiAr.bannerCreated);
      const banner = res.json().data;
      expect(banner).toMatchObject({ kind: 'desktop', lang: 'ar', imageUrl: '/api/assets/banners/desktop-ar-2.svg', link: '/rfps/create' });
      const shown = (await publicGet('/customer/homepage/banner/get')).json().data;
      expect(shown.webDesktopBanners.arabicBanners.at(-1)).toEqual({ image: '/api/assets/banners/desktop-ar-2.svg', link: '/rfps/create' });
      expect(shown.webDesktopBanners.arabicBanners).toHaveLength(4);
      expect(shown.webDesktopBanners.englishBanners).toHaveLength(3);

      expect((await call('DELETE', `/banners/${banner.id}`)).statusCode).toBe(200);
      expect((await publicGet('/customer/homepage/banner/get')).json().data.webDesktopBanners.arabicBanners).toHaveLength(3);
      const again = await call('DELETE', `/banners/${banner.id}`, undefined, 'ar');
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(apiAr.bannerNotFound);
    });

    it('accepts an https image and link', async () => {
      const res = await call('POST', '/banners', {
        kind: 'responsive',
        lang: 'fr',
        image: 'https://cdn.example.com/b.png',
        link: 'https://example.com/offre',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.imageUrl).toBe('https://cdn.example.com/b.png');
      await call('DELETE', `/banners/${res.json().data.id}`);
    });

    it.each([
      [{ kind: 'desktop', lang: 'en', image: 'banners/a.svg', link: 'javascript:alert(1)' }, 'link', 'linkInvalid'],
      [{ kind: 'desktop', lang: 'en', image: 'banners/a.svg', link: '//evil.example.com' }, 'link', 'linkInvalid'],
      [{ kind: 'desktop', lang: 'en', image: 'data:image/svg+xml,<svg/>', link: '/express' }, 'image', 'imageInvalid'],
      [{ kind: 'desktop', lang: 'en', link: '/express' }, 'image', 'imageInvalid'],
      [{ kind: 'wide', lang: 'en', image: 'banners/a.svg', link: '/express' }, 'kind', 'invalidInput'],
      [{ kind: 'desktop', lang: 'de', image: 'banners/a.svg', link: '/express' }, 'lang', 'invalidInput'],
    ] as const)('refuses %j, writing nothing', async (payload, field, key) => {
      const before = await rowCounts(t);
      const res = await call('POST', '/banners', payload, 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[field]).toEqual([contractAr.validation[key]]);
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('onboarding screens', () => {
    it('adds, changes and deletes a screen, visible on the landing page call', async () => {
      const onboarding = async () =>
        (await publicGet('/master/web/onboarding-screen/get', STATIC)).json().data.frenchOnboardingScreens.customerWebScreens as Array<{
          id: number;
          title: string;
          image: string;
        }>;
      const count = (await onboarding()).length;
      const created = await call('POST', '/onboarding-screens', {
        lang: 'fr',
        image: 'onboarding/2.svg',
        title: 'Payez en espèces',
        description: 'Vous réglez le prestataire à la fin des travaux.',
      });
      expect(created.statusCode, created.body).toBe(200);
      const screen = created.json().data;
      expect(await onboarding()).toHaveLength(count + 1);
      expect((await onboarding()).at(-1)).toEqual({
        id: screen.id,
        image: '/api/assets/onboarding/2.svg',
        title: 'Payez en espèces',
        description: 'Vous réglez le prestataire à la fin des travaux.',
      });

      const changed = await call('PATCH', `/onboarding-screens/${screen.id}`, { title: 'Paiement en espèces' });
      expect(changed.json().data).toMatchObject({ id: screen.id, title: 'Paiement en espèces', lang: 'fr' });
      expect((await onboarding()).at(-1)!.title).toBe('Paiement en espèces');

      expect((await call('DELETE', `/onboarding-screens/${screen.id}`)).statusCode).toBe(200);
      expect(await onboarding()).toHaveLength(count);
      for (const [method, payload] of [
        ['PATCH', { title: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(method, `/onboarding-screens/${screen.id}`, payload, 'ar');
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(apiAr.onboardingNotFound);
      }
    });

    it('refuses bad input, writing nothing', async () => {
      const before = await rowCounts(t);
      const missing = await call('POST', '/onboarding-screens', { lang: 'en', image: 'onboarding/1.svg', title: 'T' });
      expect(missing.json().data.errors.description).toEqual([contractEn.validation.textRequired]);
      const nothing = await call('PATCH', '/onboarding-screens/1', {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe(contractEn.validation.nothingToChange);
      const long = await call('PATCH', '/onboarding-screens/1', { title: 'x'.repeat(201) });
      expect(long.json().data.errors.title).toEqual([contractEn.validation.textTooLong]);
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('static pages', () => {
    it('gives a page in one language', async () => {
      const res = await call('GET', '/static-pages/usage/ar');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ key: 'usage', lang: 'ar', html: expect.stringMatching(/^<h2>سياسة الاستخدام<\/h2>/) });
    });

    it('saves a cleaned page that the public calls then serve', async () => {
      const dirty = [
        '<h2 style="color:red" onclick="steal()">Usage Policy</h2>',
        '<script>alert(1)</script><style>p{}</style>',
        '<p>Be <b>kind</b> and <i>honest</i>.<img src=x onerror=alert(1)></p>',
        '<h5>Small</h5>',
        '<ul><li><a href="https://khidmat.jo/help" target="_blank">Help</a></li><li><a href="javascript:alert(1)">Bad</a></li>',
        '<li><a href="mailto:support@khidmat.jo">Mail</a></li><li><a href="/landing">Relative</a></li></ul>',
        '<iframe src="https://evil.example.com"></iframe><br>',
      ].join('');
      const res = await call('PUT', '/static-pages/usage/en', { html: dirty }, 'fr');
      expect(res.statusCode, res.body).toBe(200);
      const clean = res.json().data.html as string;
      expect(clean).toBe(
        '<h2>Usage Policy</h2><p>Be <strong>kind</strong> and <em>honest</em>.</p>Small<ul><li><a href="https://khidmat.jo/help">Help</a></li><li><a>Bad</a></li><li><a href="mailto:support@khidmat.jo">Mail</a></li><li><a>Relative</a></li></ul><br />',
      );
      const served = await publicGet('/user/static-page/get?key=usage', { ...STATIC, lang: 'en' });
      expect(served.json().data.value).toBe(clean);
      // The other languages keep their own text.
      expect((await publicGet('/user/static-page/get?key=usage', { ...STATIC, lang: 'ar' })).json().data.value).toMatch(
        /^<h2>سياسة الاستخدام/,
      );

      await call('PUT', '/static-pages/terms/fr', { html: '<h2>Conditions</h2><p>Nouvelles conditions.</p>' });
      const terms = await publicGet('/user/terms-and-privacy/get?isTermsAndCondition=true', { ...STATIC, lang: 'fr' });
      expect(terms.json().data.value).toBe('<h2>Conditions</h2><p>Nouvelles conditions.</p>');
    });

    it('refuses a page that is empty once cleaned, an unknown key or language, writing nothing', async () => {
      const before = await rowCounts(t);
      const empty = await call('PUT', '/static-pages/privacy/en', { html: '<script>alert(1)</script><p> </p>' }, 'ar');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.errors.html).toEqual([contractAr.validation.htmlRequired]);
      expect((await call('PUT', '/static-pages/privacy/en', { html: '' })).json().data.errors.html).toEqual([
        contractEn.validation.htmlRequired,
      ]);
      const key = await call('PUT', '/static-pages/cookies/en', { html: '<p>x</p>' }, 'ar');
      expect(key.json().data.errors.key).toEqual([contractAr.validation.staticPageKeyInvalid]);
      expect((await call('GET', '/static-pages/terms/de')).statusCode).toBe(400);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('keeps only the allowed tags (unit)', () => {
      expect(cleanPageHtml('<h1>a</h1><h4>b</h4><ol><li>c</li></ol><table><tr><td>d</td></tr></table>')).toBe(
        '<h1>a</h1><h4>b</h4><ol><li>c</li></ol>d',
      );
      expect(cleanPageHtml('<a href="HTTP://x.jo" title="t">x</a><a href=" vbscript:x">y</a>')).toBe('<a href="HTTP://x.jo">x</a><a>y</a>');
    });
  });

  describe('validation data', () => {
    it('sets a limit that clients then read', async () => {
      const list = (await call('GET', '/validation-data')).json().data as Array<{ key: string; value: string }>;
      expect(list.find((i) => i.key === 'noOfGalleryPhotos')?.value).toBe('5');
      const res = await call('PUT', '/validation-data', { key: 'noOfGalleryPhotos', value: 7 }, 'ar');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: apiAr.settingSaved, data: { key: 'noOfGalleryPhotos', value: '7' } });
      expect((await call('PUT', '/validation-data', { key: 'orderCancelFees', value: '010' })).json().data.value).toBe('10');
      const read = (await publicGet('/customer/validation-data/get')).json().data as Array<{ key: string; value: string }>;
      expect(read.find((i) => i.key === 'noOfGalleryPhotos')?.value).toBe('7');
      expect(read.find((i) => i.key === 'orderCancelFees')?.value).toBe('10');
    });

    it.each([
      [{ key: 'noOfGalleryPhotos', value: -1 }, 'value', 'settingValueInvalid'],
      [{ key: 'noOfGalleryPhotos', value: 1.5 }, 'value', 'settingValueInvalid'],
      [{ key: 'noOfGalleryPhotos', value: 'abc' }, 'value', 'settingValueInvalid'],
      [{ key: 'noOfGalleryPhotos' }, 'value', 'settingValueInvalid'],
      [{ key: 'adminPassword', value: 1 }, 'key', 'settingKeyInvalid'],
    ] as const)('refuses %j, writing nothing', async (payload, field, key) => {
      const before = await rowCounts(t);
      const res = await call('PUT', '/validation-data', payload, 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json().data.errors[field]).toEqual([contractAr.validation[key]]);
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  it('answers success messages in the caller language', async () => {
    const res = await call('PUT', '/validation-data', { key: 'noOfGalleryVideos', value: 2 });
    expect(res.json().message).toBe(apiEn.settingSaved);
  });
});
