import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { createCustomer } from '../support/fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { DEMO_OPERATOR, signInToStaffApp } from '../support/staff-apps.ts';

/**
 * Issue 17 (points 2 and 3) in Chromium, in Arabic and English: a support operator finds an order in the console,
 * cancels it with a reason after being told what happens, and cannot change content; axe-core on the dashboard, the
 * orders list and an order page (zero serious or critical).
 */

/** A direct award to provider1, placed through the customer API as the order form does. */
async function directAward(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/customer/login', { data: { email, password, deviceType: 'W' } });
  const token = (await login.json()).data.authToken as string;
  const me = await request.post('/api/provider/login', { data: { email: 'provider1@demo.jo', password: 'Demo@12345' } });
  const providerToken = (await me.json()).data.authToken as string;
  const provider = await (await request.get('/api/provider/me', { headers: { authorization: `Bearer ${providerToken}` } })).json();
  const res = await request.post('/api/service/talzeem/request/send', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: '1',
      subcategory: '1',
      branchId: 'main',
      spId: String(provider.data.id),
      description: 'The air conditioner in the waiting room drips.',
      formattedDescription: '<p>The air conditioner in the waiting room drips.</p>',
      orderCreateAt: String(Math.floor(Date.now() / 1000) + 86_400),
    },
  });
  if (!res.ok()) throw new Error(`order: ${res.status()} ${await res.text()}`);
  return (await res.json()).data as { id: number; orderNo: string };
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0, { timeout: 15_000 });
}

async function noSeriousViolations(page: Page, lang: Lang, what: string) {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

const SUPPORT = { email: 'support@demo.jo', password: DEMO_OPERATOR.password };

for (const lang of ['ar', 'en'] as const) {
  test(`support cancels an order with a reason and cannot change content; the admin reads it in the audit log (${lang})`, async ({ page, request, baseURL, browser }) => {
    test.setTimeout(180_000);
    const t = texts(lang, 'ops');
    const customer = await createCustomer({ email: `ops-cancel-${lang}-${Date.now()}@example.jo` });
    const order = await directAward(request, customer.email, customer.password);

    await signInToStaffApp(page, page.context(), 'ops', lang, SUPPORT);
    await page.goto('/ops/dashboard');
    await noSeriousViolations(page, lang, 'dashboard');

    // The orders list, searched by the order's number as a caller reads it out.
    await page.goto('/ops/orders');
    await noSeriousViolations(page, lang, 'orders list');
    await page.getByLabel(t('desk:search')).fill(order.orderNo);
    await page.getByRole('button', { name: t('desk:apply') }).click();
    await page.getByRole('link', { name: order.orderNo }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNo);
    await noSeriousViolations(page, lang, 'order page');

    // Cancel: the dialog says what happens and what it costs before anything is done.
    await page.getByRole('button', { name: t('desk:cancelOrder') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('desk:cancelWhat'));
    await expect(dialog).toContainText(t('desk:cancelFee').replace('{{amount}}', '0'));
    await noSeriousViolations(page, lang, 'cancel dialog');
    await dialog.getByLabel(t('desk:reason')).fill('The customer asked by phone');
    await dialog.getByRole('button', { name: t('desk:cancelConfirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(t('orders:status.CBA'));
    await expect(page.getByText('The customer asked by phone')).toBeVisible();

    // Support may not change content: the API refuses it (403) and the page stays as it was.
    const res = await page.request.put('/api/operator/static-pages/terms/en', {
      headers: { origin: baseURL!, 'x-khidmat-app': 'ops', lang },
      data: { html: '<p>Changed by support</p>' },
    });
    expect(res.status()).toBe(403);
    const terms = await (await request.get('/api/operator/static-pages/terms/en', { headers: { authorization: `Bearer ${await adminToken(request)}` } })).json();
    expect(terms.data.html).not.toContain('Changed by support');

    // The audit log is the admins': support has no link to it, and the page says so without signing anyone out.
    const ta = texts(lang, 'ops');
    await expect(page.getByRole('link', { name: ta('nav.audit') })).toHaveCount(0);
    await page.goto('/ops/audit');
    await expect(page.getByText(ta('audit:adminsOnly'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta('audit:title'));
    await expect(page).toHaveURL(/\/ops\/audit$/);

    // An admin finds support's cancel there: who, on which order, the order before and after.
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Amman' });
    const adminPage = await admin.newPage();
    await signInToStaffApp(adminPage, admin, 'ops', lang);
    await adminPage.getByRole('link', { name: ta('nav.audit') }).click();
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(ta('audit:title'));
    await adminPage.getByLabel(ta('audit:entity'), { exact: true }).fill('order');
    await adminPage.getByLabel(ta('audit:entityId'), { exact: true }).fill(String(order.id));
    await adminPage.getByRole('button', { name: ta('audit:apply') }).click();
    const entry = adminPage.getByRole('button', { name: /support@demo\.jo/ }).first();
    await expect(entry).toContainText('cancel');
    await entry.click();
    await expect(adminPage.getByText('"status": "CBA"')).toBeVisible();
    await expect(adminPage.getByText('The customer asked by phone').first()).toBeVisible();
    expect(await seriousViolations(adminPage), 'audit log').toEqual([]);
    await admin.close();
  });
}

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/operator/login', { data: { email: 'operator@demo.jo', password: 'Demo@12345' } });
  return (await res.json()).data.authToken as string;
}
