import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe.ts';
import { createCustomer } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { texts } from '../support/locale.ts';
import { DEMO_OPERATOR, signInToStaffApp } from '../support/staff-apps.ts';

/**
 * Issue 17 (point 7) in Chromium, in Arabic and English: an admin changes an existing banner in the console (a new
 * image picked, cropped to the desktop set's 4:1, uploaded; a new link) and the customer's home page shows it at once;
 * every content screen passes axe; a support operator reads the content and can change none of it.
 */
const SUPPORT = { email: 'support@demo.jo', password: DEMO_OPERATOR.password };
const named = (text: string, name: string) => text.replace('{{name}}', name).replace('{{n}}', name);

for (const lang of ['ar', 'en'] as const) {
  test(`an admin changes a banner's image and link, the home page shows it; support cannot change content (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = texts(lang, 'ops');
    const mark = `banner-${lang}-${Date.now()}`;

    await signInToStaffApp(page, page.context(), 'ops', lang, DEMO_OPERATOR);
    await page.goto('/ops/content/banners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('content:bannersTitle'));
    // The desktop set of the page's language is shown first: its first banner is changed.
    await page.getByRole('button', { name: named(t('content:editNamed'), named(t('content:bannerNumber'), '1')) }).click();
    const dialog = page.getByRole('dialog', { name: t('content:editBanner').replace('{{set}}', t('content:kinds.desktop')) });
    await expect(dialog).toBeVisible();
    // A wider-than-4:1 picture: the crop keeps the middle at the set's ratio.
    const picture = await sharp({ create: { width: 2000, height: 700, channels: 3, background: { r: 20, g: 110, b: 60 } } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: t('content:pickImage') }).click();
    await (await chooser).setFiles({ name: 'summer.png', mimeType: 'image/png', buffer: picture });
    const crop = page.getByRole('dialog', { name: t('content:cropTitle') });
    await expect(crop).toBeVisible();
    expect.soft(await seriousViolations(page), 'crop dialog').toEqual([]);
    await crop.getByRole('button', { name: t('content:cropConfirm') }).click();
    await expect(crop).toBeHidden({ timeout: 20_000 });
    await expect(dialog.getByRole('img', { name: new RegExp(t('content:image')) })).toHaveAttribute(
      'src',
      /\/api\/content-media\/[0-9a-f-]{36}\.png$/,
    );
    await dialog.getByRole('textbox', { name: t('content:link') }).fill(`/rfps?from=${mark}`);
    await dialog.getByRole('button', { name: t('content:saveChanges') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`/rfps?from=${mark}`)).toBeVisible();

    // Every content screen of the console, as an admin sees it.
    for (const [path, title] of [
      ['/ops/content/banners', 'content:bannersTitle'],
      ['/ops/content/categories', 'content:categoriesTitle'],
      ['/ops/content/questions', 'content:questionsTitle'],
      ['/ops/content/onboarding', 'content:onboardingTitle'],
      ['/ops/content/pages', 'content:pagesTitle'],
      ['/ops/content/limits', 'content:limitsTitle'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(title));
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
      expect.soft(await seriousViolations(page), `${path} (admin)`).toEqual([]);
    }

    // The customer's home page, on a desktop in the banner's language, shows the new image behind the new link.
    const customer = await createCustomer({ email: `ops-banner-${lang}-${Date.now()}@example.jo`, lang });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context.request, context, customer.email, customer.password, lang);
    const home = await context.newPage();
    await home.goto('/home');
    // The home page loads a good deal besides the banners: on a busy machine it takes a while.
    const link = home.locator(`a[href*="${mark}"]`);
    await expect(link).toHaveCount(1, { timeout: 45_000 });
    await expect(link.locator('img')).toHaveAttribute('src', /\/api\/content-media\/[0-9a-f-]{36}\.png$/);
    await context.close();

    // Support reads the content with no way to change it, and the API refuses a change all the same.
    const support = await browser.newContext();
    const supportPage = await support.newPage();
    await signInToStaffApp(supportPage, support, 'ops', lang, SUPPORT);
    for (const path of ['/ops/content/banners', '/ops/content/categories']) {
      await supportPage.goto(path);
      await expect(supportPage.getByText(t('content:readOnly'))).toBeVisible();
      await expect(supportPage.getByRole('button', { name: t('content:edit') })).toHaveCount(0);
      await expect(supportPage.getByRole('button', { name: t('content:delete') })).toHaveCount(0);
      expect.soft(await seriousViolations(supportPage), `${path} (support)`).toEqual([]);
    }
    const banners = (await (await supportPage.request.get('/api/operator/banners')).json()).data as Array<{ id: number }>;
    const refused = await supportPage.request.patch(`/api/operator/banners/${banners[0]!.id}`, {
      headers: { origin: new URL(supportPage.url()).origin, lang },
      data: { link: '/express' },
    });
    expect(refused.status()).toBe(403);
    await support.close();
  });
}
