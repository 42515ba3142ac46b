import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts } from '../support/locale.ts';
import { providerSession } from '../support/provider.ts';
import { signIn } from '../support/session.ts';
import { signInToStaffApp } from '../support/staff-apps.ts';

/**
 * The provider app's earnings and profile (issue 18 points 5 and 6), on a phone, in Arabic and English: a completed
 * job shows in the month's earnings and in the CSV export; a new daily rate saved in the profile is what the customer
 * then sees on the provider's card; a service area is added on the map. Provider 5 only, so no other spec's provider
 * changes its rates or areas.
 */
const PROVIDER = { email: 'provider5@demo.jo', password: 'Demo@12345' };

/** A direct award from the customer to provider 5, run by the provider API to DONE, and the customer's payment. */
async function completedJob(request: APIRequestContext, customerToken: string, providerId: number, paid: number) {
  const headers = { authorization: `Bearer ${customerToken}` };
  const description = `Door lock replaced ${Date.now()}`;
  const res = await request.post('/api/service/talzeem/request/send', {
    headers,
    multipart: {
      category: '1',
      subcategory: '1',
      branchId: 'main',
      spId: String(providerId),
      description,
      formattedDescription: `<p>${description}</p>`,
      orderCreateAt: String(Math.floor(Date.now() / 1000) + 86_400),
    },
  });
  if (!res.ok()) throw new Error(`order: ${res.status()} ${await res.text()}`);
  const id = (await res.json()).data.id as number;
  const provider = await providerSession(request, PROVIDER.email);
  await provider.accept('T', id);
  for (const s of ['APRD', 'OTW', 'UP', 'FSD', 'WPAY', 'DONE']) await provider.status('T', id, s);
  const pay = await request.post('/api/customer/sparePart-payment/add', { headers, data: { serviceId: id, type: 'DA', totalAmountOfCustomer: paid } });
  if (!pay.ok()) throw new Error(`payment: ${pay.status()} ${await pay.text()}`);
  return id;
}

test.afterAll(() => closeFixtures());

// Two apps, a whole order and two builds' first loads on a phone: slower than one page's test.
test.slow();

for (const lang of ['ar', 'en'] as const) {
  test(`a provider sees a completed job in the earnings, exports them, changes a rate the customer then sees and adds a service area on the map (${lang})`, async ({
    page,
    context,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const customer = await createCustomer({ email: `pro-earn-${lang}-${Date.now()}@example.jo`, lang });
    const customerContext = await browser.newContext();
    const customerToken = await signIn(request, customerContext, customer.email, customer.password, lang);
    const providerId = (await (await providerSession(request, PROVIDER.email)).me()).id;
    const paid = lang === 'ar' ? 37.5 : 42.25;
    const orderId = await completedJob(request, customerToken, providerId, paid);

    const t = await signInToStaffApp(page, context, 'pro', lang, PROVIDER);
    const p = texts(lang, 'pro');

    await test.step('earnings: the month with the job, then the CSV', async () => {
      await page.getByRole('button', { name: t('staff:openMenu') }).click();
      await page.getByRole('link', { name: p('nav.earnings') }).click();
      await expect(page).toHaveURL(/\/pro\/earnings$/);
      await expect(page.getByRole('heading', { level: 1, name: p('earnings:title') })).toBeVisible();
      await expect(page.getByText(p('earnings:cashSourceProvider'))).toBeVisible();
      const month = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'Asia/Amman' }).format(new Date());
      await expect(page.getByRole('listitem', { name: month })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: p('earnings:exportCsv') }).click();
      const file = await (await download).path();
      const csv = readFileSync(file, 'utf8');
      const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
      // The header in the app's language; the job with its amount (three decimals, the customer's record: the
      // provider recorded no cash on it) and 10% commission; the totals last.
      expect(lines[0]).toContain(lang === 'ar' ? 'الشهر' : 'Month');
      const whose = lang === 'ar' ? 'العميل' : 'Customer';
      const line = lines.find((l) => l.endsWith(`,${paid.toFixed(3)},${whose},10.00,${(Math.round(paid * 100) / 1000).toFixed(3)},,`));
      expect(line, csv).toBeTruthy();
      expect(lines.at(-1)).toMatch(lang === 'ar' ? /^المجموع,/ : /^Total,/);
    });

    const newRate = lang === 'ar' ? 47.5 : 52.75;
    await test.step('profile: a new daily rate, confirmed with the amounts', async () => {
      await page.getByRole('button', { name: t('staff:openMenu') }).click();
      await page.getByRole('link', { name: p('nav.profile') }).click();
      await expect(page.getByRole('heading', { level: 1, name: p('profile:title') })).toBeVisible();
      const daily = page.getByRole('textbox', { name: p('profile:dailyRate') });
      await daily.fill(String(newRate));
      await page.getByRole('button', { name: p('profile:save') }).click();
      const dialog = page.getByRole('dialog', { name: p('profile:confirmRatesTitle') });
      await expect(dialog).toContainText(String(newRate));
      await dialog.getByRole('button', { name: p('profile:confirmRates') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('profile: a service area added on the map, kept with the profile', async () => {
      const areas = page.getByTestId('service-areas').getByRole('listitem');
      const before = await areas.count();
      await page.getByRole('button', { name: p('profile:areas.add') }).click();
      const dialog = page.getByRole('dialog', { name: p('profile:areas.addTitle') });
      // The shared picker: a search through the API's gazetteer (no map tiles are needed for it).
      const place = lang === 'ar' ? 'الزرقاء' : 'Zarqa';
      await dialog.getByRole('textbox', { name: p('location:searchLabel') }).fill(place);
      await page.getByRole('option', { name: new RegExp(place) }).first().click();
      await expect(dialog.getByRole('application', { name: p('location:mapLabel') })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: p('profile:areas.keep') }).click();
      await expect(dialog).toBeHidden();
      await expect(areas).toHaveCount(before + 1);
      await expect(areas.last()).toContainText(place);
      await page.getByRole('button', { name: p('profile:save') }).click();
      await expect(page.locator('.mantine-Notification-root').first()).toBeVisible();
      // Saved: the area is there after a reload.
      await page.reload();
      await expect(areas).toHaveCount(before + 1);
      await expect(areas.last()).toContainText(place);
    });

    await test.step("the customer sees the new rate on the provider's card", async () => {
      const customerPage = await customerContext.newPage();
      await customerPage.setViewportSize({ width: 390, height: 844 });
      await customerPage.goto(`/direct-award-reply?serviceId=${orderId}`);
      const w = texts(lang);
      // The order page's first load on a phone fetches its lazy parts: the card may take a while on a busy machine.
      await expect(customerPage.getByText(w('provider:dailyRate')).first()).toBeVisible({ timeout: 30_000 });
      await expect(customerPage.getByText(new RegExp(`^${String(newRate).replace('.', '\\.')}\\s`)).first()).toBeVisible();
      await customerContext.close();
    });
  });
}
