import { expect, test } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts } from '../support/locale.ts';
import { createRfpByApi } from '../support/order-fixtures.ts';
import { operatorToken, signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

/**
 * Report an abuse about an order (issue 15 point 5): the customer picks one of their own orders by its number,
 * the report keeps it, and the operators read the order with the complaint.
 */
for (const lang of ['ar', 'en'] as const) {
  test(`a complaint about one of my orders reaches the operators with the order (${lang})`, async ({ page, context, request }) => {
    const t = texts(lang);
    const customer = await createCustomer({ email: `complaint-${lang}-${Date.now()}@example.jo`, lang });
    const token = await signIn(request, context, customer.email, customer.password, lang);

    // Empty state first: nothing to choose before the first order.
    await page.goto('/report-abuse');
    await expect(page.getByRole('heading', { name: t('abuse:title'), level: 1 })).toBeVisible();
    await page.getByText(t('abuse:subjects.order'), { exact: true }).click();
    await expect(page.getByText(t('abuse:form.noOrders'))).toBeVisible();

    const rfpId = await createRfpByApi(request, token);
    const mine = await (await request.get('/api/customer/complaint/orders', { headers: { authorization: `Bearer ${token}`, lang } })).json();
    const order = (mine.data as Array<{ id: number; orderNo: string; title: string }>).find((o) => o.id === rfpId)!;
    expect(order).toBeTruthy();

    await page.reload();
    await page.getByText(t('abuse:subjects.order'), { exact: true }).click();
    await page.getByRole('textbox', { name: t('abuse:form.order') }).click();
    await page.getByRole('option', { name: new RegExp(order.orderNo) }).click();
    await page.getByRole('textbox', { name: t('abuse:form.reason') }).click();
    await page.getByRole('option', { name: t('abuse:reasons.no_show') }).click();
    const description = lang === 'ar' ? 'لم يحضر أحد في الموعد المتفق عليه.' : 'Nobody came at the agreed time.';
    await page.getByRole('textbox', { name: t('abuse:form.description') }).fill(description);
    await page.getByRole('button', { name: t('abuse:form.submit') }).click();

    const status = page.getByRole('status').filter({ hasText: t('abuse:success.title') });
    await expect(status).toBeVisible();
    const reference = (await status.locator('[dir="ltr"]').first().textContent())!.trim();
    expect(reference).toMatch(/^RA-\d{6}$/);
    // My list names the order by its number.
    await expect(page.getByText(reference).locator('xpath=ancestor::*[contains(@class,"mantine-Card-root")]').getByText(order.orderNo)).toBeVisible();

    // The operators read the order with the complaint.
    const op = await operatorToken(request);
    const queue = await (await request.get('/api/operator/complaints?status=open&limit=100', { headers: { authorization: `Bearer ${op}`, lang } })).json();
    const item = (queue.data.list as Array<Record<string, unknown>>).find((c) => c.reference === reference);
    expect(item).toMatchObject({
      subject: 'order',
      orderId: rfpId,
      orderType: 'R',
      order: { id: rfpId, type: 'R', orderNo: order.orderNo, title: order.title },
      description,
      customer: { email: customer.email.toLowerCase() },
    });
  });
}
