import { expect, test } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts } from '../support/locale.ts';
import { ordersForPages } from '../support/order-fixtures.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

/**
 * The portal installs and survives the network (issue 19.5): a manifest and icons, the last-seen orders readable
 * offline through the service worker, and a rating given offline sent once when the network is back.
 */
test('the portal is installable: a manifest with its icons, served to the browser', async ({ page, request }) => {
  await page.goto('/landing');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/home', scope: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
});

for (const lang of ['ar', 'en'] as const) {
  test(`offline: the orders seen stay readable and a rating is sent once when back (${lang})`, async ({ page, context, request }) => {
    const t = texts(lang);
    const customer = await createCustomer({ email: `offline-${lang}-${Date.now()}@example.jo`, lang });
    const token = await signIn(request, context, customer.email, customer.password, lang);
    const { doneOrderId } = await ordersForPages(request, token);
    const paid = await request.post('/api/customer/sparePart-payment/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { serviceId: doneOrderId, type: 'DA', totalAmountOfCustomer: 20, isSparePartNeeded: false },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    // Online once: the service worker installs and takes the page; the list and the review page are seen.
    await page.goto('/my-orders?serviceId=2');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.getByText('Bathroom mixer replaced last week.').first()).toBeVisible();
    await page.goto(`/service-review?serviceId=${doneOrderId}&type=T`);
    await expect(page.getByRole('button', { name: t('orders:review.send') })).toBeVisible();

    await context.setOffline(true);
    // Offline, a reload still opens the portal and the list seen last.
    await page.goto('/my-orders?serviceId=2');
    await expect(page.getByText('Bathroom mixer replaced last week.').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('offline:offlineTitle') })).toBeVisible();

    await page.goto(`/service-review?serviceId=${doneOrderId}&type=T`);
    const fourth = page.locator('.mantine-Rating-symbolGroup').nth(3);
    const box = (await fourth.boundingBox())!;
    await fourth.click({ position: { x: box.width * 0.5, y: box.height / 2 } });
    await page.getByRole('button', { name: t('orders:review.send') }).click();
    await expect(page.getByText(t('offline:queued'))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('offlineWrite.rating').replace('{{id}}', String(doneOrderId)) })).toBeVisible();

    // Back online: sent at once, once.
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/service/service-provider/rating/add') && r.status() === 200);
    await context.setOffline(false);
    const request1 = (await sent).request();
    expect(request1.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('status').filter({ hasText: t('offline:offlineTitle') })).toHaveCount(0);
    const order = await request.get(`/api/service/talzeem/request/get?serviceId=${doneOrderId}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await order.json()).data.ratingForServiceProvider).toMatchObject({ rating: 4 });
    // The same write sent again (its answer lost on the way) is answered as the first time, not done twice.
    const again = await request.post('/api/v1/service/service-provider/rating/add', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': request1.headers()['idempotency-key']! },
      data: request1.postDataJSON(),
    });
    expect(again.status(), await again.text()).toBe(200);
  });
}
