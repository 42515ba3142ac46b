import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { waitForMail } from '../support/mail.ts';
import { closePeopleFixtures, complaintAbout } from '../support/people-fixtures.ts';
import { providerSession } from '../support/provider.ts';
import { signInToStaffApp } from '../support/staff-apps.ts';

/**
 * Issue 17, points 5, 6 and 8: an operator answers a complaint and the customer receives the answer by mail and as a
 * notification; the console's people screens pass axe in both directions.
 */
test.afterAll(async () => {
  await closeFixtures();
  await closePeopleFixtures();
});

for (const lang of ['ar', 'en'] as const) {
  test(`an operator answers a complaint; the customer gets the mail and the notification (${lang})`, async ({ page, context, request }) => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const customer = await createCustomer({ email: `report.${stamp}@example.jo`, lang });
    const provider = await (await providerSession(request, 'provider3@demo.jo')).me();
    const complaintId = await complaintAbout(customer.id, provider.id);

    const t = await signInToStaffApp(page, context, 'ops', lang);
    await page.getByRole('link', { name: t('people:nav.complaints') }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('people:complaints.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/ops/complaints/${complaintId}`);
    await expect(page.getByRole('link', { name: 'Rami Nasser' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An empty answer is refused on the page, nothing is sent.
    await page.getByRole('button', { name: t('people:complaints.send') }).click();
    await expect(page.getByText(t('validation:textRequired'))).toBeVisible();

    const answer = `We booked a new visit for Thursday (${stamp}).`;
    await page.getByRole('textbox', { name: t('people:complaints.answer') }).fill(answer);
    await page.getByRole('button', { name: t('people:complaints.send') }).click();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('people:complaints.answer') })).toHaveValue('');

    const mail = await waitForMail(customer.email, (m) => m.text.includes(answer));
    expect(mail.subject).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /About your report/);

    const login = await request.post('/api/customer/login', { data: { email: customer.email, password: customer.password, deviceType: 'W' } });
    const token = (await login.json()).data.authToken as string;
    const list = await (await request.get('/api/homepage/notification/get', { headers: { authorization: `Bearer ${token}`, lang } })).json();
    expect(JSON.stringify(list.data)).toContain(answer);
  });

  test(`the customers, providers and messages screens read right and pass axe (${lang})`, async ({ page, context }) => {
    await page.setViewportSize({ width: lang === 'ar' ? 390 : 1280, height: 844 });
    const t = await signInToStaffApp(page, context, 'ops', lang);
    for (const [path, heading] of [
      ['/ops/customers', 'people:customers.title'],
      ['/ops/providers', 'people:providers.title'],
      ['/ops/messages', 'people:messages.title'],
      ['/ops/providers/new', 'people:providers.new'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(heading));
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto('/ops/customers');
    await page.getByRole('textbox', { name: t('people:customers.search') }).fill('customer@demo.jo');
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await page.locator('table tbody a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: t('people:customers.cancellations') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
