import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createCustomer } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { texts } from '../support/locale.ts';
import { DEMO_OPERATOR, signInToStaffApp } from '../support/staff-apps.ts';

/**
 * Issue 17 (point 7) in Chromium, in Arabic and English: an admin adds a banner in the console and the customer's
 * home page shows it at once; support sees the banners read-only; axe-core on the banners and limits screens.
 */
const SUPPORT = { email: 'support@demo.jo', password: DEMO_OPERATOR.password };

for (const lang of ['ar', 'en'] as const) {
  test(`an admin adds a banner that the home page then shows; support reads only (${lang})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const t = texts(lang, 'ops');
    const mark = `banner-${lang}-${Date.now()}`;

    await signInToStaffApp(page, page.context(), 'ops', lang, DEMO_OPERATOR);
    await page.goto('/ops/content/banners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('content:bannersTitle'));
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    expect.soft(await seriousViolations(page), 'banners (admin)').toEqual([]);
    await page.getByRole('textbox', { name: t('content:image') }).fill(`banners/desktop-${lang}-2.svg`);
    await page.getByRole('textbox', { name: t('content:link') }).fill(`/rfps?from=${mark}`);
    // The language of the banner: the one the customer reads the portal in.
    await page.getByRole('textbox', { name: t('content:language') }).click();
    await page.getByRole('option', { name: t(`content:langs.${lang}`) }).click();
    await page.getByRole('button', { name: t('content:save') }).click();
    await expect(page.getByText(`/rfps?from=${mark}`)).toBeVisible();

    // The limits screen, where an admin edits each limit.
    await page.goto('/ops/content/limits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('content:limitsTitle'));
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    expect.soft(await seriousViolations(page), 'limits (admin)').toEqual([]);

    // The customer's home page, in the banner's language on a desktop, links to it.
    const customer = await createCustomer({ email: `ops-banner-${lang}-${Date.now()}@example.jo`, lang });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context.request, context, customer.email, customer.password, lang);
    const home = await context.newPage();
    await home.goto('/home');
    await expect(home).toHaveURL(/\/home/);
    // The home page loads a good deal besides the banners: on a busy machine it takes a while.
    await expect(home.locator(`a[href*="${mark}"]`)).toHaveCount(1, { timeout: 45_000 });
    await context.close();

    // Support sees the same list and no way to change it.
    const support = await browser.newContext();
    const supportPage = await support.newPage();
    await signInToStaffApp(supportPage, support, 'ops', lang, SUPPORT);
    await supportPage.goto('/ops/content/banners');
    await expect(supportPage.getByText(t('content:readOnly'))).toBeVisible();
    await expect(supportPage.getByRole('button', { name: t('content:save') })).toHaveCount(0);
    await expect(supportPage.getByRole('button', { name: t('content:delete') })).toHaveCount(0);
    expect.soft(await seriousViolations(supportPage), 'banners (support)').toEqual([]);
    await support.close();
  });
}
