import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts, type Lang } from '../support/locale.ts';
import { createRfpByApi } from '../support/order-fixtures.ts';
import { settle } from '../support/order-flow.ts';
import { providerSession } from '../support/provider.ts';
import { signIn } from '../support/session.ts';
import { signInToStaffApp } from '../support/staff-apps.ts';

/**
 * The provider app (issue 18) on a phone, with the customer portal in a second browser context: an express order
 * placed by the customer reaches a provider switched on, who takes it and works it through in the app (with a photo
 * of the work) while the customer sees each step; an RFP reply answers the RFP's questions and the customer reads
 * the answers; and a status change made offline is sent once when the network returns.
 */
test.afterAll(closeFixtures);

const PHONE = { width: 390, height: 844 };
/** One demo provider per language, so the two runs never share a switch or a job list. */
const PROVIDER = { ar: 'provider1@demo.jo', en: 'provider2@demo.jo' } as const;

/** A 1x1 PNG: a photo of the work as far as the server's checks go. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const maintenance = (lang: Lang) => new RegExp(lang === 'ar' ? 'الصيانة' : 'Maintenance');
const plumbing = (lang: Lang) => new RegExp(lang === 'ar' ? 'السباكة' : 'Plumbing');

async function proPhone(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ viewport: PHONE, locale: lang === 'ar' ? 'ar-JO' : 'en-GB', timezoneId: 'Asia/Amman' });
  const page = await context.newPage();
  const t = await signInToStaffApp(page, context, 'pro', lang, { email: PROVIDER[lang as 'ar' | 'en'], password: 'Demo@12345' });
  // The app's own texts: the staff texts and jobs.json (texts(lang, 'pro') reads both).
  return { context, page, t };
}

/** A status move on the job page: the button, then the confirmation. */
async function move(page: Page, t: (k: string) => string, to: string) {
  await page.getByRole('button', { name: t(`jobs:jobs.move.${to}`) }).click();
  const dialog = page.getByRole('dialog', { name: t(`jobs:jobs.move.${to}`) });
  await dialog.getByRole('button', { name: t('jobs:jobs.confirm') }).click();
  await expect(dialog).toBeHidden();
}

/** Axe on the page once the toasts (3000 ms) are gone: they are the shared kit's, checked on their own elsewhere. */
async function noSeriousViolations(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

async function customerSees(page: Page, tw: (k: string) => string, status: string) {
  // Within one 10 s poll of the tracking page.
  await expect(page.getByText(tw(`orders:status.${status}`)).first()).toBeVisible({ timeout: 15_000 });
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`provider app (${lang})`, () => {
    test('an express order: offered to the provider switched on, accepted, worked through with a photo of the work, paid in cash, both rated', async ({ browser }) => {
      test.setTimeout(300_000);
      const tw = texts(lang);
      // The customer, in the portal.
      const customerContext = await browser.newContext({ timezoneId: 'Asia/Amman' });
      const customerPage = await customerContext.newPage();
      const customer = await createCustomer({ email: `pro-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(customerPage.request, customerContext, customer.email, customer.password, lang);

      // The provider, in the app, switched on for Express.
      const { context: proContext, page, t } = await proPhone(browser, lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const available = page.getByRole('switch', { name: t('jobs:offers.available') });
      if (!(await available.isChecked())) await available.check({ force: true });
      await expect(available).toBeChecked();
      await noSeriousViolations(page);

      const brief = `Pro app ${lang} ${Date.now()}: the water heater trips the breaker`;
      await customerPage.goto('/express');
      await customerPage.getByRole('button', { name: maintenance(lang) }).first().click();
      await customerPage.getByRole('button', { name: plumbing(lang) }).first().click();
      await expect(customerPage).toHaveURL(/\/express-details\?/);
      const editor = customerPage.locator('.ProseMirror').first();
      await editor.click();
      await editor.fill(brief);
      await customerPage.getByRole('button', { name: tw('order-create:send'), exact: true }).click();
      await customerPage.getByRole('button', { name: tw('order-create:needNow.now') }).click();
      await expect(customerPage).toHaveURL(/\/my-orders\?expressId=1$/);

      // The offer reaches the app by its poll: what, where, how far, the time left.
      const offer = page.getByRole('article').filter({ hasText: brief });
      await expect(offer).toBeVisible({ timeout: 20_000 });
      await expect(offer.getByRole('timer')).toBeVisible();
      await expect(offer.getByText(new RegExp(t('jobs:distance').replace('{{km}}', '[\\d.]+')))).toBeVisible();
      await offer.getByRole('button', { name: t('jobs:offers.accept') }).click();
      await expect(page).toHaveURL(/\/pro\/jobs\/E\/\d+$/);
      const id = Number(page.url().split('/').pop());
      await noSeriousViolations(page);
      // The address opens the phone's maps app; the contact is shown now that the job is the provider's.
      await expect(page.getByRole('link', { name: t('jobs:jobs.openMaps') })).toHaveAttribute('href', /maps.*query=/);
      await expect(page.getByRole('link', { name: /\+962/ })).toHaveAttribute('href', /^tel:/);

      await customerPage.goto(`/express-reply?expressId=${id}`);
      await customerSees(customerPage, tw, 'APRD');
      await move(page, t, 'OTW');
      await customerSees(customerPage, tw, 'OTW');
      await move(page, t, 'UP');
      await customerSees(customerPage, tw, 'UP');

      // A photo of the work, sent with its progress; it shows on the job at once, and to the customer once finished.
      const photo = `after-${lang}.png`;
      const work = page.getByRole('region', { name: t('jobs:workFiles.title') });
      await work.locator('input[type=file]').setInputFiles({ name: photo, mimeType: 'image/png', buffer: PNG });
      await work.getByRole('button', { name: t('jobs:workFiles.send_one').replace('{{count}}', '1') }).click();
      await expect(work.getByRole('img', { name: photo })).toBeVisible();
      await noSeriousViolations(page);

      // The estimate, as the customer's settle() expects it: visit 10, service 35, parts 12.5.
      await page.getByRole('textbox', { name: t('jobs:estimate.problem') }).fill('The mixer valve is worn out.');
      await page.getByRole('checkbox', { name: t('jobs:estimate.partsNeeded') }).check();
      await page.getByRole('textbox', { name: t('jobs:estimate.partsText') }).fill('New mixer valve');
      await page.getByRole('textbox', { name: t('jobs:estimate.visit') }).fill('10');
      await page.getByRole('textbox', { name: t('jobs:estimate.service') }).fill('35');
      await page.getByRole('textbox', { name: t('jobs:estimate.partsFees') }).fill('12.5');
      await page.getByRole('button', { name: t('jobs:estimate.send') }).click();
      await expect(page.getByTestId('estimate-decision')).toContainText(t('jobs:estimate.decision.PEND'));

      await settle(customerPage, lang, 'accept', async () => {
        await expect(page.getByTestId('estimate-decision')).toContainText(t('jobs:estimate.decision.ACPT'), { timeout: 20_000 });
        for (const s of ['FSD', 'WPAY', 'DONE']) await move(page, t, s);
      });

      // The cash received: asked first, with the amount.
      await page.getByRole('textbox', { name: t('jobs:cash.amount') }).fill('47.5');
      await page.getByRole('checkbox', { name: t('jobs:cash.parts') }).check();
      await page.getByRole('button', { name: t('jobs:cash.record') }).click();
      const cash = page.getByRole('dialog', { name: t('jobs:cash.confirmTitle') });
      await expect(cash.getByText(/47\.5/)).toBeVisible();
      await cash.getByRole('button', { name: t('jobs:cash.confirm') }).click();
      await expect(page.getByTestId('cash-recorded')).toContainText('47.5');

      // The provider rates the customer.
      const stars = page.locator('.mantine-Rating-symbolGroup').nth(4);
      const box = (await stars.boundingBox())!;
      await stars.click({ position: { x: lang === 'ar' ? box.width * 0.1 : box.width * 0.9, y: box.height / 2 } });
      await page.getByRole('button', { name: t('jobs:rate.send') }).click();
      await expect(page.getByTestId('customer-rated')).toBeVisible();

      // The customer sees the photo of the work with the finished order.
      await customerPage.goto(`/express-reply?expressId=${id}`);
      await expect(customerPage.getByRole('img', { name: photo })).toBeVisible({ timeout: 20_000 });

      // Past jobs list it.
      await page.goto('/pro/jobs');
      await page.getByText(t('jobs:jobs.past')).click();
      await expect(page.getByText(brief)).toBeVisible();
      await noSeriousViolations(page);
      await proContext.close();
      await customerContext.close();
    });

    test("an RFP reply answers the RFP's questions in the app's language; the customer reads the answers", async ({ browser, request }) => {
      test.setTimeout(150_000);
      const tw = texts(lang);
      const customer = await createCustomer({ email: `pro-rfp-${lang}-${Date.now()}@example.jo`, lang });
      const customerContext = await browser.newContext({ timezoneId: 'Asia/Amman' });
      const token = await signIn(request, customerContext, customer.email, customer.password, lang);
      const title = `Clinic cleaning ${lang} ${Date.now()}`;
      const rfpId = await createRfpByApi(request, token, title);
      // The questions as the app shows them: the seeded texts in the page's language.
      const asked = (await (await request.get('/api/v2/admin/question/get?categoryId=2&subCategoryId=9', { headers: { authorization: `Bearer ${token}`, lang } })).json()).data;
      type Q = { id: number; question: string; arQuestion: string; answerType: string; isRequired: boolean; options: Array<{ value: string; arValue: string }> };
      const questions: Q[] = [...asked.general, ...asked.category];
      const say = (q: Q) => (lang === 'ar' ? q.arQuestion : q.question);
      const option = (q: Q, i: number) => (lang === 'ar' ? q.options[i]!.arValue : q.options[i]!.value);

      const { context, page, t } = await proPhone(browser, lang);
      await page.goto('/pro/requests');
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: t('jobs:requests.reply') }).click();
      const dialog = page.getByRole('dialog', { name: t('jobs:reply.title').replace('{{title}}', title) });
      await dialog.getByRole('textbox', { name: t('jobs:reply.price') }).fill('180');
      await dialog.getByRole('textbox', { name: t('jobs:reply.terms') }).fill('Cash on completion');
      await dialog.getByRole('checkbox', { name: t('jobs:reply.guarantee') }).uncheck();
      // Unanswered required questions are said on their field, before anything is sent.
      await dialog.getByRole('button', { name: t('jobs:reply.send') }).click();
      const required = questions.filter((q) => q.isRequired);
      await expect(dialog.getByText(t('validation:questionRequired'))).toHaveCount(required.length);
      expect(await seriousViolations(page)).toEqual([]);

      const note = lang === 'ar' ? 'عاملان لمدة أربع ساعات' : 'Two cleaners for four hours';
      const chosen = new Map<number, string>();
      for (const q of questions) {
        if (q.answerType === 'T') {
          const text = q.isRequired ? '80' : note;
          chosen.set(q.id, text);
          await dialog.getByRole('textbox', { name: say(q) }).fill(text);
        } else if (q.isRequired) {
          // The last option, so the answer is not a default anyone would read by chance.
          const pick = option(q, q.options.length - 1);
          chosen.set(q.id, pick);
          await dialog.getByRole('radiogroup', { name: say(q) }).or(dialog.getByRole('group', { name: say(q) })).getByRole(q.answerType === 'SC' ? 'radio' : 'checkbox', { name: pick }).check();
        }
      }
      await dialog.getByRole('button', { name: t('jobs:reply.send') }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('my-reply')).toBeVisible();

      // The customer opens the proposal and reads the provider's answers in the portal's language.
      const provider = await providerSession(request, PROVIDER[lang]);
      const replyId = ((await provider.requests('R')) as unknown as Array<{ id: number; rfp: { myReply: { id: number } } }>).find((o) => o.id === rfpId)!.rfp.myReply.id;
      const customerPage = await customerContext.newPage();
      await customerPage.goto(`/rfps-details?rfpId=${rfpId}&replyId=${replyId}`);
      const answers = customerPage.getByText(tw('rfps:details.proposal.answers'), { exact: true }).locator('..');
      await expect(answers).toBeVisible({ timeout: 30_000 });
      for (const [questionId, said] of chosen) await expect(answers.getByTestId(`answer-${questionId}`).locator('dd')).toHaveText(new RegExp(`^${said}`));
      await context.close();
      await customerContext.close();
    });

    test('a status change made offline waits, visibly, and is sent once when the network returns; the job stays readable', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const customer = await createCustomer({ email: `pro-off-${lang}-${Date.now()}@example.jo`, lang });
      const login = await request.post('/api/customer/login', { data: { email: customer.email, password: customer.password, deviceType: 'W' } });
      const token = (await login.json()).data.authToken as string;
      const provider = await providerSession(request, PROVIDER[lang]);
      const me = await provider.me();
      const brief = `Offline job ${lang} ${Date.now()}`;
      const create = await request.post('/api/service/talzeem/request/send', {
        headers: { authorization: `Bearer ${token}` },
        multipart: {
          category: '1',
          subcategory: '1',
          branchId: 'main',
          spId: String(me.id),
          description: brief,
          formattedDescription: `<p>${brief}</p>`,
          orderCreateAt: String(Math.floor(Date.now() / 1000) + 86_400),
        },
      });
      expect(create.ok(), await create.text()).toBe(true);
      const id = (await create.json()).data.id as number;
      await provider.accept('T', id);

      const { context, page, t } = await proPhone(browser, lang);
      // Once the service worker controls the app, a load keeps the shell and the lists for offline reading.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
      await page.goto(`/pro/jobs/T/${id}`);
      await expect(page.getByText(brief)).toBeVisible();

      const sent: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith(`/T/${id}/status`) && sent.push(r.headers()['idempotency-key'] ?? ''));
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(brief)).toBeVisible();
      await noSeriousViolations(page);
      await move(page, t, 'APRD');
      const waiting = page.getByTestId('waiting-actions');
      await expect(waiting).toBeVisible();
      await expect(waiting).toContainText(t('jobs:jobs.move.APRD'));
      expect(sent).toEqual([]);

      await context.setOffline(false);
      await expect(waiting).toBeHidden({ timeout: 20_000 });
      await expect.poll(async () => (await provider.requests('T')).find((o) => o.id === id)?.status, { timeout: 15_000 }).toBe('APRD');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
      await context.close();
    });
  });
}
