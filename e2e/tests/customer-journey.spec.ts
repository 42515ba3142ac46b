import { expect, test, type Page } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { createRfpByApi } from '../support/order-fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { providerSession } from '../support/provider.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

/**
 * Issue 13, "the customer's journey without a stumble": the whole journey on a phone in Arabic, and the
 * stumbles of points 4 and 10 (the order page that sent the customer straight back; the RFP without proposals).
 */
const PHONE = { width: 390, height: 844 };

async function waitForOrder(list: () => Promise<Array<{ id: number; description: string }>>, description: string) {
  let found: { id: number } | undefined;
  await expect
    .poll(async () => (found = (await list()).find((o) => o.description.includes(description)))?.id, { timeout: 15_000 })
    .toBeTruthy();
  return found!.id;
}

async function describeBrief(page: Page, text: string) {
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await editor.fill(text);
}

test.describe('the whole journey on a 390 px phone, in Arabic', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('order, estimate accepted with its confirmation, paid with the prefilled amount due and a confirmation, rated', async ({
    page,
    context,
    request,
  }) => {
    const lang: Lang = 'ar';
    const t = texts(lang);
    const customer = await createCustomer({ email: `journey-ar-${Date.now()}@example.jo`, lang });
    await signIn(request, context, customer.email, customer.password, lang);
    const brief = `سخان الماء لا يعمل ${Date.now()}`;

    // 1. The order, placed through the phone's own screens.
    await page.goto('/express');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /الصيانة/ }).first().click();
    await page.getByRole('button', { name: /السباكة/ }).first().click();
    await expect(page).toHaveURL(/\/express-details\?/);
    await describeBrief(page, brief);
    await page.getByRole('button', { name: t('order-create:send'), exact: true }).click();
    await page.getByRole('button', { name: t('order-create:needNow.now') }).click();
    await expect(page).toHaveURL(/\/my-orders\?expressId=1$/);

    // 2. A provider takes it and works it (the demo bot is off in e2e).
    const provider = await providerSession(request, 'provider2@demo.jo');
    const id = await waitForOrder(() => provider.requests('E'), brief);
    await provider.accept('E', id);
    for (const s of ['OTW', 'UP']) await provider.status('E', id, s);
    await page.goto(`/express-reply?expressId=${id}`);
    await expect(page.getByText(t('orders:status.UP')).first()).toBeVisible();
    await provider.estimate('E', id);

    // 3. The estimate: the page moves on to it by itself; accepting asks first, with the amount.
    await expect(page).toHaveURL(new RegExp(`/estimation\\?serviceId=${id}&type=E`), { timeout: 20_000 });
    await page.getByRole('button', { name: t('orders:estimate.accept'), exact: true }).click();
    const accept = page.getByRole('dialog', { name: t('orders:estimate.confirmTitle') });
    await expect(accept.getByText(/47\.5/)).toBeVisible();
    await accept.getByRole('button', { name: t('orders:estimate.confirmAccept') }).click();
    await expect(page.getByText(t('orders:estimate.fees.ACPT')).first()).toBeVisible();

    // "Back to the order" shows the order (with the provider's contact), not the estimate again (point 4).
    await page.getByRole('link', { name: t('orders:follow.backToOrder') }).click();
    await expect(page).toHaveURL(new RegExp(`/express-reply\\?expressId=${id}$`));
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(new RegExp(`/express-reply\\?expressId=${id}$`));
    await expect(page.getByText(t('orders:track.nextTitle.pay'))).toBeVisible();
    await page.getByRole('link', { name: t('orders:track.openEstimate') }).click();
    await expect(page).toHaveURL(/\/estimation\?/);

    // 4. The provider finishes; the customer pays: the amount due is in the field, and the payment is confirmed.
    for (const s of ['FSD', 'WPAY', 'DONE']) await provider.status('E', id, s);
    await page.getByRole('link', { name: t('orders:estimate.pay') }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?serviceId=${id}&type=E`));
    const amount = page.getByRole('textbox', { name: t('orders:pay.amount') });
    await expect(amount).toHaveValue('47.5');
    await page.getByRole('button', { name: t('orders:pay.submit') }).click();
    const confirm = page.getByRole('dialog', { name: t('orders:pay.confirmTitle') });
    await expect(confirm.getByText(t('orders:pay.due.ACPT'))).toBeVisible();
    await expect(confirm.getByText(/47\.5/).first()).toBeVisible();
    await confirm.getByRole('button', { name: t('orders:pay.confirm') }).click();

    // 5. The rating.
    await expect(page).toHaveURL(new RegExp(`/service-review\\?serviceId=${id}&type=E`));
    const fifth = page.locator('.mantine-Rating-symbolGroup').nth(4);
    const box = (await fifth.boundingBox())!;
    await fifth.click({ position: { x: box.width * 0.1, y: box.height / 2 } });
    await page.getByRole('button', { name: t('orders:review.send') }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Home no longer calls for a payment, and the order's news is all read (point 8).
    await expect(page.getByText(/بانتظار الدفع/)).toHaveCount(0);
    // The finished order keeps its record: amount paid, the accepted estimate, the rating, the end (point 7).
    await page.goto(`/express-reply?expressId=${id}`);
    const record = page.getByTestId('order-record');
    await expect(record).toBeVisible();
    await expect(record.getByTestId('record-paid')).toContainText('47.5');
    await expect(record.getByText(t('orders:record.estimate.ACPT'))).toBeVisible();
    await expect(record.getByText(t('orders:record.rating'))).toBeVisible();
    await expect(record.getByText(t('orders:record.ended'))).toBeVisible();
    // No sideways scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

for (const lang of ['ar', 'en'] as const) {
  test.describe(`stumbles of the journey (${lang})`, () => {
    test('an open RFP without proposals opens its details and is cancelled in its own words', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `rfp-empty-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const id = await createRfpByApi(request, token);

      await page.goto('/rfps');
      await page.locator(`#rfp-${id}`).getByRole('button').first().click();
      await expect(page).toHaveURL(new RegExp(`/rfps-details\\?rfpId=${id}$`));
      await page.getByRole('button', { name: t('rfps:details.cancel') }).click();
      const dialog = page.getByRole('dialog', { name: t('rfps:cancel.title') });
      await expect(dialog.getByText(t('orders:cancel.body'))).toHaveCount(0);
      // Before approval the customer says why (spec §4.5, issue 15.3): refused without a reason, then kept.
      await dialog.getByRole('button', { name: t('orders:cancel.confirm') }).click();
      await expect(dialog.getByText(t('orders:cancel.reasonRequired'))).toBeVisible();
      await dialog.getByRole('textbox', { name: t('orders:cancel.reasonLabel') }).fill('We found the staff to do it ourselves.');
      await dialog.getByRole('button', { name: t('orders:cancel.confirm') }).click();
      await expect(page).toHaveURL(/\/rfps$/);
    });

    test('the RFP list counts proposals as they arrive, without a reload', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `rfp-count-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const id = await createRfpByApi(request, token);
      await page.goto('/rfps');
      const count = page.locator(`#rfp-${id}`).getByTestId('reply-count');
      await expect(count).toHaveText(lang === 'ar' ? t('rfps:list.replies_zero') : '0 proposals');
      const provider = await providerSession(request, 'provider1@demo.jo');
      await provider.reply(id, { price: 120, paymentTerms: 'On completion', isGuarantee: false });
      // The bell's 10 s poll sees the new version; the list refetches with it (point 9).
      await expect(count).toHaveText(lang === 'ar' ? t('rfps:list.replies_one') : '1 proposal', { timeout: 25_000 });
    });
  });
}
