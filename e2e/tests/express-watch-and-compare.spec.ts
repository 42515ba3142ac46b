import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { createRfpByApi } from '../support/order-fixtures.ts';
import { texts } from '../support/locale.ts';
import { providerSession } from '../support/provider.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);
test.use({ timezoneId: 'Asia/Amman' });

// The featured demo providers in Amman: an express order near Abdoun is offered to them.
const DEMO_PROVIDERS = Array.from({ length: 5 }, (_, i) => `provider${i + 1}@demo.jo`);
const DAY = 86_400;

for (const lang of ['ar', 'en'] as const) {
  test.describe(`Issue 19 (${lang})`, () => {
    test('an express order nobody takes is watched, then becomes a Direct Award in one step', async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const t = texts(lang);
      const customer = await createCustomer({ email: `express-watch-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const headers = { authorization: `Bearer ${token}` };
      const description = `Boiler makes a knocking noise ${Date.now()}`;
      const created = await request.post('/api/service/express/create', {
        headers,
        multipart: { category: '1', subcategory: '1', branchId: 'main', description, formattedDescription: `<p>${description}</p>` },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const id = (await created.json()).data.id as number;

      // Watched while it is offered: how many featured providers nearby, and the time left.
      await page.goto(`/express-reply?expressId=${id}`);
      // The first paint of a lazy page can take long on a busy machine.
      await expect(page.getByRole('heading', { name: t('orders:dispatch.title') })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('dispatch-offered')).toContainText(/[1-9]/);
      await expect(page.getByTestId('dispatch-left')).toContainText(/\d+:\d\d/);

      // Every provider it was offered to declines: nobody takes it.
      for (const email of DEMO_PROVIDERS) {
        const p = await providerSession(request, email);
        if ((await p.requests('E')).some((o) => o.id === id)) {
          const res = await request.post(`/api/provider/orders/E/${id}/reject`, { headers: { authorization: `Bearer ${await tokenOf(request, email)}` } });
          expect(res.ok()).toBe(true);
        }
      }
      // The 10 s poll brings the end and the conversion.
      const toDirect = page.getByTestId('convert-to-direct');
      await expect(toDirect).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(t('orders:dispatch.convertHint'))).toBeVisible();

      await toDirect.click();
      const dialog = page.getByRole('dialog', { name: t('orders:dispatch.chooseTitle') });
      await dialog.getByTestId('convert-provider').first().click();
      await dialog.getByTestId('convert-confirm').click();
      await expect(page).toHaveURL(/\/direct-award-reply\?serviceId=\d+/, { timeout: 30_000 });
      const newId = Number(new URL(page.url()).searchParams.get('serviceId'));

      // Nothing typed again: the Direct Award carries the same brief; the express order points to it.
      const direct = (await (await request.get(`/api/service/talzeem/request/get?serviceId=${newId}`, { headers })).json()).data;
      expect(direct).toMatchObject({ type: 'T', status: 'REQD', description });
      expect(direct.serviceProviderId).not.toBeNull();
      const express = (await (await request.get(`/api/customer/service/express/request/get/${id}`, { headers })).json()).data;
      expect(express.dispatch).toMatchObject({ canConvert: false, convertedTo: { type: 'T', id: newId } });
      await page.goto(`/express-reply?expressId=${id}`);
      await expect(page.getByTestId('dispatch-converted')).toContainText(direct.orderNo);
    });

    test('three proposals are compared side by side and exported as CSV and PDF', async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const t = texts(lang);
      const customer = await createCustomer({ email: `compare-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const rfpId = await createRfpByApi(request, token);
      const now = Math.floor(Date.now() / 1000);
      const prices = [300, 240, 275];
      for (const [i, price] of prices.entries()) {
        const p = await providerSession(request, DEMO_PROVIDERS[i]!);
        await p.reply(rfpId, {
          price,
          spareParts: 'Cleaning materials',
          sparePartFees: 10 * (i + 1),
          paymentTerms: 'Half upfront, half on completion',
          isGuarantee: i !== 2,
          expiryDate: now + (30 + 30 * i) * DAY,
          attachments: [],
        });
      }

      await page.goto(`/rfps-reply?rfpId=${rfpId}&available-rfp=true`);
      await expect(page.getByTestId('reply-card')).toHaveCount(3, { timeout: 30_000 });
      const picks = page.getByTestId('compare-pick');
      for (let i = 0; i < 3; i++) await picks.nth(i).check();
      await page.getByTestId('compare-open').click();
      await expect(page).toHaveURL(/\/rfps-compare\?rfpId=\d+&replyIds=\d+,\d+,\d+/);

      const table = page.getByTestId('compare-table');
      await expect(table.getByTestId('compare-column')).toHaveCount(3, { timeout: 30_000 });
      await expect(table.getByRole('rowheader', { name: t('rfps:compare.rows.total') })).toBeVisible();
      // The lowest price (240) is marked best in its row.
      const priceRow = table.locator('tr[data-row="price"]');
      await expect(priceRow.locator('td[data-best="true"]')).toHaveCount(1);
      await expect(priceRow.locator('td[data-best="true"]')).toContainText('240');
      await expect(priceRow.getByTestId('best-mark')).toHaveText(t('rfps:compare.best'));

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compare-csv').click()]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const csvText = (await readFile((await csv.path())!)).toString('utf8');
      expect(csvText.charCodeAt(0)).toBe(0xfeff);
      for (const price of ['300.000', '240.000', '275.000']) expect(csvText).toContain(price);
      expect(csvText).toContain(lang === 'ar' ? 'الإجمالي' : 'Total');

      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('compare-pdf').click()]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await readFile((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    });
  });
}

async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/provider/login', { data: { email, password: 'Demo@12345' } });
  return (await login.json()).data.authToken as string;
}
