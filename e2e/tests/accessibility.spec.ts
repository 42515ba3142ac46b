import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createCustomer } from '../support/fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { ordersForPages } from '../support/order-fixtures.ts';
import { routerPaths, visitTablePaths, visitUrl, type VisitData } from '../support/route-table.ts';
import { signIn, useLanguage } from '../support/session.ts';
import { unlockSignUpForm } from '../support/sign-up.ts';

/**
 * Issue 7 point 6: axe-core on every route of the router, in English and Arabic, signed out and signed in
 * (with orders in the states the follow pages show), and on the landing's log-in and sign-up modals.
 * Zero serious or critical violations.
 */
const routes = routerPaths();
const NO_DATA: VisitData = { lang: 'en', providerId: 1, estimateOrderId: 1, doneOrderId: 1, expressOrderId: null, rfpId: null };

test('the route table follows router.tsx', () => {
  const paths = routes.map((r) => r.path);
  expect(paths).toContain('/landing');
  expect(routes.find((r) => r.path === '/home')?.signedIn).toBe(true);
  expect(routes.find((r) => r.path === '/landing')?.signedIn).toBe(false);
  // Every row of the visit table names a route that exists.
  expect(visitTablePaths().filter((p) => !paths.includes(p))).toEqual([]);
  // Every route can be visited (a parameter without a value in the table throws).
  for (const r of routes) expect(() => visitUrl(r.path, NO_DATA)).not.toThrow();
});

/** The page has drawn what it loads: the network is quiet (polls are 10 s apart) and no loader spins. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => {});
}

async function check(page: Page, lang: Lang, what: string) {
  await settled(page);
  await expect(page.locator('html'), what).toHaveAttribute('lang', lang);
  await expect(page.locator('html'), what).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test('signed-out routes and the landing modals', async ({ page, context }) => {
      test.setTimeout(240_000);
      const t = texts(lang);
      await useLanguage(context, lang);
      for (const r of routes.filter((x) => !x.signedIn)) {
        const url = visitUrl(r.path, { ...NO_DATA, lang });
        await page.goto(url);
        await check(page, lang, `${url} (${lang})`);
      }

      await page.goto('/landing?is-login=true');
      await expect(page.getByRole('dialog', { name: t('auth:login.title') })).toBeVisible();
      await check(page, lang, `log-in modal (${lang})`);

      await page.goto('/landing');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('auth.signUp') })
        .click();
      const signUp = page.getByRole('dialog', { name: t('auth:signup.title') });
      await expect(signUp).toBeVisible();
      await check(page, lang, `sign-up modal, locked (${lang})`);
      await unlockSignUpForm(page, lang);
      await check(page, lang, `sign-up modal, open (${lang})`);
    });

    test('signed-in routes, with real orders behind the follow pages', async ({ page, context, request }) => {
      test.setTimeout(300_000);
      const customer = await createCustomer({ email: `a11y-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const data = { lang, ...(await ordersForPages(request, token)) };
      for (const r of routes.filter((x) => x.signedIn)) {
        const url = visitUrl(r.path, data);
        await page.goto(url);
        await check(page, lang, `${url} (${lang})`);
      }
    });
  });
}
