import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { texts } from '../support/locale.ts';
import { useLanguage } from '../support/session.ts';
import { signInToStaffApp } from '../support/staff-apps.ts';

/**
 * The operator console (/ops) and the provider app (/pro): their own bundles on the portal's origin, their own
 * session cookies (docs/decisions/0022), Arabic first and right to left.
 */
for (const lang of ['ar', 'en'] as const) {
  test(`an operator signs in to the console and out again (${lang})`, async ({ page, context }) => {
    const t = await signInToStaffApp(page, context, 'ops', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('welcome').replace('{{name}}', 'operator'));
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'khidmat_ops_session')).toMatchObject({ httpOnly: true, path: '/api' });
    // The console's session opens nothing of the portal: no customer cookie was set.
    expect(cookies.find((c) => c.name === 'khidmat_session')).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);
    // The customer portal's bundle is not loaded by the console.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    expect(scripts.every((s) => new URL(s).pathname.startsWith('/ops/'))).toBe(true);

    await page.getByRole('button', { name: t('staff:signOut') }).click();
    await expect(page).toHaveURL(/\/ops\/sign-in$/);
    expect((await context.cookies()).find((c) => c.name === 'khidmat_ops_session')).toBeUndefined();
    await page.goto('/ops/');
    await expect(page).toHaveURL(/\/ops\/sign-in$/);
  });

  test(`a provider signs in to the provider app on a phone (${lang})`, async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const t = await signInToStaffApp(page, context, 'pro', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect((await context.cookies()).find((c) => c.name === 'khidmat_pro_session')).toMatchObject({ httpOnly: true });
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the links are behind the burger.
    await page.getByRole('button', { name: t('staff:openMenu') }).click();
    await expect(page.getByRole('link', { name: t('nav.home') })).toBeVisible();
  });
}

test('a wrong password is refused with the translated message and no cookie', async ({ page, context }) => {
  const t = texts('ar', 'ops');
  await useLanguage(context, 'ar');
  await page.goto('/ops/sign-in');
  await page.getByRole('textbox', { name: t('staff:email') }).fill('operator@demo.jo');
  await page.getByLabel(t('staff:password')).fill('Wrong@12345');
  await page.getByRole('button', { name: t('staff:signIn') }).click();
  await expect(page.getByRole('alert').or(page.locator('.mantine-Notification-root'))).toContainText(/[\u0600-\u06FF]/);
  expect((await context.cookies()).find((c) => c.name === 'khidmat_ops_session')).toBeUndefined();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
});
