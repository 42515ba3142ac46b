import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeFixtures, createCustomer, FIXTURE_PASSWORD } from '../support/fixtures.ts';
import { createRfpByApi } from '../support/order-fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { settle } from '../support/order-flow.ts';
import { providerSession } from '../support/provider.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

const DAY = 86_400;
// A real 1×1 PNG: the server checks the bytes and re-encodes images.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const by = (lang: Lang, en: string, ar: string) => new RegExp(lang === 'ar' ? ar : en);

/** A Mantine select of a card: open it by its label, pick the option. */
async function choose(scope: Locator, page: Page, label: string, option: RegExp) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A day in a date picker: today, or the first enabled day after it. */
async function pickDay(page: Page, field: Locator, which: 'today' | 'tomorrow') {
  await field.click();
  // The open calendar only: one that is closing may still be in the page for a moment.
  const today = page.locator('button[data-today]:visible');
  await expect(today).toHaveCount(1);
  if (which === 'today') await today.click();
  else await today.locator('xpath=following::button[not(@data-disabled)][1]').click();
  await expect(page.locator('button[data-today]:visible')).toHaveCount(0);
}

// RFP days are days in Amman (features/rfps/rfp-dates.ts), and so are our customers' browsers. In a browser
// on UTC, "today" in the calendar is still yesterday in Amman between 21:00 and 24:00 UTC, and disabled.
test.use({ timezoneId: 'Asia/Amman' });

for (const lang of ['ar', 'en'] as const) {
  test.describe(`RFPs (${lang})`, () => {
    test('an RFP receiving proposals is cancelled from its details with the plain confirmation', async ({ page, context, request }) => {
      const t = texts(lang);
      const customer = await createCustomer({ email: `rfp-cancel-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      // Placed through the API (the form is covered below).
      const id = await createRfpByApi(request, token);
      const headers = { authorization: `Bearer ${token}` };

      await page.goto(`/rfps-details?rfpId=${id}`);
      await expect(page.getByTestId('rfp-status-banner')).toHaveAttribute('data-status', 'REQD');
      await page.getByRole('button', { name: t('rfps:details.cancel') }).click();
      // An RFP's own words (issue 13 point 10): no provider was chosen, so none is "told".
      const dialog = page.getByRole('dialog', { name: t('rfps:cancel.title') });
      await expect(dialog.getByText(lang === 'ar' ? t('rfps:cancel.bodyOpen_zero') : t('rfps:cancel.bodyOpen_other').replace('{{count}}', '0'))).toBeVisible();
      await expect(dialog.getByText(t('orders:cancel.body'))).toHaveCount(0);
      // Before approval the customer gives a reason (spec §4.5, issue 15.3).
      await dialog.getByRole('textbox', { name: t('orders:cancel.reasonLabel') }).fill('The budget was moved to next year.');
      await dialog.getByRole('button', { name: t('orders:cancel.confirm') }).click();
      await expect(page).toHaveURL(/\/rfps$/);
      const after = await request.get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, { headers });
      expect((await after.json()).data).toMatchObject({ status: 'CBC', canCancel: false });
      // Another customer cannot open it: the page says it is not available.
      const other = await createCustomer({ email: `rfp-other-${lang}-${Date.now()}@example.jo`, lang });
      const otherLogin = await request.post('/api/customer/login', {
        data: { email: other.email, password: other.password, deviceType: 'W' },
      });
      const otherToken = (await otherLogin.json()).data.authToken as string;
      const denied = await request.get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, {
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(denied.status()).toBe(404);
    });

    test("an account whose e-mail is a provider's gets the contact modal instead, and nothing is created", async ({
      page,
      context,
      request,
    }) => {
      const t = texts(lang);
      // Accounts are unique per e-mail and role: this customer shares provider3's address (spec §6).
      const customer = await createCustomer({ email: 'provider3@demo.jo', lang }).catch(() => ({
        email: 'provider3@demo.jo',
        password: FIXTURE_PASSWORD,
      }));
      const token = await signIn(request, context, customer.email, customer.password, lang);
      await page.goto('/rfps/create');
      await page.getByTestId('rfp-title').fill(lang === 'ar' ? 'طلب من حساب مقدم خدمة' : 'Request from a provider account');
      await pickDay(page, page.getByTestId('rfp-start-date'), 'today');
      await pickDay(page, page.getByTestId('rfp-end-date'), 'tomorrow');
      const card = page.getByTestId('profession-0');
      await choose(card, page, t('rfps:create.task.category'), by(lang, 'Maintenance', 'الصيانة'));
      await choose(card, page, t('rfps:create.task.subCategory'), by(lang, 'Plumbing', 'السباكة'));
      await card.locator('.ProseMirror').click();
      await card.locator('.ProseMirror').fill(lang === 'ar' ? 'تسريب مياه' : 'Water leak');
      await card.getByRole('radio', { name: by(lang, 'Any day', 'أي يوم') }).check();
      await card.getByRole('textbox', { name: by(lang, 'How old is the installation', 'ما عمر التمديدات') }).fill('3');
      await page.getByRole('button', { name: t('order-create:send'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('rfps:create.provider.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page).toHaveURL(/\/rfps\/create$/);
      const mine = await request.get('/api/service/rfp/customer/rfp/get', { headers: { authorization: `Bearer ${token}` } });
      const lists = (await mine.json()).data as { active: unknown[]; recent: unknown[] };
      expect([...lists.active, ...lists.recent]).toEqual([]);
    });

    test('an RFP with two professions is refused until its required questions are answered, gets two proposals, is compared, approved and runs to a rating', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(240_000);
      const t = texts(lang);
      const customer = await createCustomer({ email: `rfp-${lang}-${Date.now()}@example.jo`, lang });
      const token = await signIn(request, context, customer.email, customer.password, lang);
      const title = `${lang === 'ar' ? 'صيانة مبنى المدرسة' : 'School building works'} ${Date.now()}`;

      await page.goto('/rfps/create');
      await page.getByTestId('rfp-title').fill(title);
      await pickDay(page, page.getByTestId('rfp-start-date'), 'today');
      await pickDay(page, page.getByTestId('rfp-end-date'), 'tomorrow');

      const first = page.getByTestId('profession-0');
      await choose(first, page, t('rfps:create.task.category'), by(lang, 'Maintenance', 'الصيانة'));
      await choose(first, page, t('rfps:create.task.subCategory'), by(lang, 'Plumbing', 'السباكة'));
      await first.locator('.ProseMirror').click();
      await first.locator('.ProseMirror').fill(lang === 'ar' ? 'تسريب في حمامات الطابق الأول' : 'Leaks in the first-floor bathrooms');
      // A photo, uploaded with the card when the form is sent.
      await first.locator('input[type=file]').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PNG });
      await expect(first.getByText('leak.png')).toBeVisible();
      // The replace button opens the choice again.
      await first.getByRole('button', { name: t('rfps:create.task.replace') }).click();
      await choose(first, page, t('rfps:create.task.subCategory'), by(lang, 'Plumbing', 'السباكة'));
      await expect(first.getByText(by(lang, 'How old is the installation', 'ما عمر التمديدات'))).toBeVisible();
      // The unit beside the answer is in the page's language (never "Years" on an Arabic page).
      await expect(first.getByText(by(lang, '^Years$', '^سنوات$'))).toBeVisible();

      await page.getByRole('button', { name: t('rfps:create.task.add') }).click();
      const second = page.getByTestId('profession-1');
      await choose(second, page, t('rfps:create.task.category'), by(lang, 'Cleaning', 'التنظيف'));
      await choose(second, page, t('rfps:create.task.subCategory'), by(lang, 'Office cleaning', 'تنظيف المكاتب'));
      await second.locator('.ProseMirror').click();
      await second.locator('.ProseMirror').fill(lang === 'ar' ? 'تنظيف الصفوف بعد الصيانة' : 'Clean the classrooms after the works');
      await expect(second.getByText(by(lang, 'What is the area to clean', 'ما المساحة المراد تنظيفها'))).toBeVisible();

      // Spec §5: required questions must be answered; nothing is sent before.
      await page.getByRole('button', { name: t('order-create:send'), exact: true }).click();
      await expect(page.getByText(t('validation:questionRequired'))).toHaveCount(5);
      await expect(page).toHaveURL(/\/rfps\/create$/);
      const none = await request.get('/api/service/rfp/customer/available/rfp/get', { headers: { authorization: `Bearer ${token}` } });
      expect((await none.json()).data).toEqual([]);

      for (const card of [first, second]) await card.getByRole('radio', { name: by(lang, 'Any day', 'أي يوم') }).check();
      await first.getByRole('textbox', { name: by(lang, 'How old is the installation', 'ما عمر التمديدات') }).fill('12');
      await second.getByRole('textbox', { name: by(lang, 'What is the area to clean', 'ما المساحة المراد تنظيفها') }).fill('450');
      await second
        .getByRole('radiogroup', { name: by(lang, 'Should the provider bring', 'هل يجب أن يحضر') })
        .getByRole('radio', { name: by(lang, '^Yes$', '^نعم$') })
        .check();
      await expect(page.getByText(t('validation:questionRequired'))).toHaveCount(0);
      // Spec §2.9: the guarantee is asked per profession card; only the cleaning one requires it.
      await second.getByTestId('task-guarantee-1').check();
      await page.getByRole('button', { name: t('order-create:send'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('rfps:create.sent.title') })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: t('rfps:create.sent.toList') }).click();
      await expect(page).toHaveURL(/\/rfps$/);

      const mine = await request.get('/api/service/rfp/customer/available/rfp/get', { headers: { authorization: `Bearer ${token}` } });
      const rfp = (
        (await mine.json()).data as Array<{ id: number; title: string; tasks: Array<{ isGuarantee: boolean }>; isGuarantee: boolean }>
      ).find((r) => r.title === title)!;
      expect(rfp.tasks.map((x) => x.isGuarantee)).toEqual([false, true]);
      expect(rfp.isGuarantee).toBe(true);

      // Two providers reply through the provider API.
      const p1 = await providerSession(request, 'provider1@demo.jo');
      const p2 = await providerSession(request, 'provider2@demo.jo');
      await expect.poll(async () => (await p1.requests('R')).some((r) => r.id === rfp.id), { timeout: 15_000 }).toBe(true);
      const now = Math.floor(Date.now() / 1000);
      await p1.reply(rfp.id, {
        price: 300,
        spareParts: 'Pipes and fittings',
        sparePartFees: 40,
        paymentTerms: 'Half upfront, half on completion',
        isGuarantee: true,
        expiryDate: now + 90 * DAY,
      });
      await p2.reply(rfp.id, { price: 150, paymentTerms: 'Cash on completion', isGuarantee: false });
      const p1Name = lang === 'ar' ? 'شركة النابلسي للصيانة' : 'Al-Nabulsi Maintenance Co.';
      const p2Name = lang === 'ar' ? 'عمر حداد' : 'Omar Haddad';

      // The proposals are news: the header's RFPs link carries the unread dot (spec §2.2, type R).
      await page.reload();
      const rfpsLink = page.getByRole('link', { name: t('common:nav.rfps') }).first();
      await expect(rfpsLink.getByTestId('unread-dot')).toBeVisible({ timeout: 20_000 });
      // Tab 1 lists it while it receives proposals; opening it reads its news and shows the proposals.
      await page.getByRole('button', { name: t('rfps:list.open').replace('{{title}}', title) }).click();
      await expect(page).toHaveURL(new RegExp(`/rfps-reply\\?rfpId=${rfp.id}&available-rfp=true`));
      const cards = page.getByTestId('reply-card');
      await expect(cards).toHaveCount(2);
      await expect(rfpsLink.getByTestId('unread-dot')).toHaveCount(0, { timeout: 20_000 });

      // Filter by price: a start above the end is refused (priceValid) and Apply stays blocked.
      await page.getByRole('button', { name: t('rfps:replies.filter.button') }).click();
      await page.getByTestId('price-start').fill('200');
      await page.getByTestId('price-end').fill('100');
      await expect(page.getByText(t('validation:priceValid'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('rfps:replies.filter.apply') })).toBeDisabled();
      await page.getByTestId('price-end').fill('400');
      await page.getByRole('button', { name: t('rfps:replies.filter.apply') }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(p1Name);
      await page.getByRole('button', { name: t('rfps:replies.filter.button') }).click();
      await page.getByRole('button', { name: t('rfps:replies.filter.reset') }).click();
      await expect(cards).toHaveCount(2);
      // Search by provider name.
      await page.getByTestId('reply-search').fill(p2Name.split(' ')[0]!);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(p2Name);
      await page.getByTestId('reply-search').fill('');
      await expect(cards).toHaveCount(2);

      // Open provider1's proposal and approve it.
      await cards
        .filter({ hasText: p1Name })
        .getByRole('button', { name: t('rfps:replies.view') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/rfps-details\\?rfpId=${rfp.id}&replyId=\\d+`));
      const proposal = page.getByTestId('proposal');
      await expect(proposal).toContainText('300');
      await expect(proposal).toContainText('Half upfront, half on completion');
      await expect(page.getByTestId('rfp-task')).toHaveCount(2);
      await expect(page.getByTestId('rfp-task-guarantee')).toHaveText([
        t('rfps:details.taskGuarantee.notRequired'),
        t('rfps:details.taskGuarantee.required'),
      ]);
      // Two proposals came: the progress bar is on "receiving proposal" (spec §4.2).
      await expect(page.getByRole('list', { name: t('orders:progress.label') }).locator('li[aria-current="step"]')).toContainText(
        t('orders:progress.receiving'),
      );
      // The first task shows the customer's photo under images, and the answers in the page's language.
      const task = page.getByTestId('rfp-task').first();
      await expect(task.getByText(t('rfps:details.files.image'))).toBeVisible();
      await expect(task.getByText(by(lang, 'Any day', 'أي يوم'))).toBeVisible();
      await page.getByRole('button', { name: t('rfps:details.approve') }).click();
      await page.getByRole('button', { name: t('rfps:details.approveConfirm') }).click();
      await expect(page).toHaveURL(new RegExp(`/rfps\\?rfpId=${rfp.id}$`));
      // Tab 2 now holds it, in the active list.
      await expect(page.locator(`#rfp-${rfp.id}`)).toBeVisible();

      // The awarded provider works it like an order; the customer follows on the details page.
      await expect(p2.status('R', rfp.id, 'OTW')).rejects.toThrow();
      for (const s of ['OTW', 'UP']) await p1.status('R', rfp.id, s);
      await page.goto(`/rfps-details?rfpId=${rfp.id}`);
      await expect(page.getByTestId('rfp-status-banner')).toHaveAttribute('data-status', 'UP');
      await p1.estimate('R', rfp.id);
      await settle(page, lang, 'accept', async () => {
        for (const s of ['FSD', 'WPAY', 'DONE']) await p1.status('R', rfp.id, s);
      });
      const done = await request.get(`/api/v2/service/rfp/customer/details/get?rfpId=${rfp.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await done.json()).data).toMatchObject({
        status: 'DONE',
        totalAmountOfCustomer: 47.5,
        ratingForServiceProvider: { rating: 5 },
      });
    });
  });
}
