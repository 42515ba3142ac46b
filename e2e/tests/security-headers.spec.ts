import { expect, test, type Page } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import type { Lang } from '../support/locale.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

/**
 * The built pages run under the portal's CSP (no inline script, no eval) without a single violation:
 * every `securitypolicyviolation` event and every console error that names the policy is collected.
 */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /content security policy|refused to (execute|load|apply|connect|frame)/i.test(m.text())) consoleErrors.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? [])), ...consoleErrors];
}

const PUBLIC_PAGES = ['/landing', '/termscondition', '/privacypolicy', '/licence-agreement', '/no-such-page'];
const SIGNED_IN_PAGES = ['/home', '/my-orders', '/profile', '/express', '/direct-award', '/report-abuse'];

test('the built index.html has no inline script and the answer carries the policy', async ({ request }) => {
  const res = await request.get('/landing');
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs, 'every script is a file').toMatch(/\bsrc=/);
    expect(body!.trim(), 'no inline script body').toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`public and signed-in pages load with no CSP violation (${lang})`, async ({ page, browser, request }) => {
    const customer = await createCustomer({ email: `csp-${lang}-${Date.now()}@example.jo`, lang });
    const violations = await watchCsp(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('#root div').filter({ visible: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    // Signed in, in a context of its own (the visitor's pages above already chose a language).
    const context = await browser.newContext();
    const signedIn = await context.newPage();
    const signedInViolations = await watchCsp(signedIn);
    await signIn(request, context, customer.email, customer.password, lang);
    for (const path of SIGNED_IN_PAGES) {
      await signedIn.goto(path);
      await expect(signedIn.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await signedIn.waitForLoadState('networkidle');
      expect(await signedInViolations(), path).toEqual([]);
    }
    await context.close();
  });
}

test('the service worker registers and activates under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/landing');
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    return { scope: reg.scope, active: Boolean(ready.active) };
  });
  expect(state.active).toBe(true);
  expect(state.scope).toMatch(/\/$/);
  expect(await violations()).toEqual([]);
});

test('the API documentation page loads under the policy', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
