import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts } from '../support/locale.ts';
import { firstLink, waitForMail } from '../support/mail.ts';
import { acceptedOrder, closePeopleFixtures, orderProvider } from '../support/people-fixtures.ts';
import { operatorToken, useLanguage } from '../support/session.ts';
import { signInToStaffApp } from '../support/staff-apps.ts';

/**
 * Issue 17, point 4: an admin suspends a provider from the console; its open order goes to another provider of the
 * same sub-category and the customer is told. The provider was created by invitation, as the console does.
 */
test.afterAll(async () => {
  await closeFixtures();
  await closePeopleFixtures();
});

for (const lang of ['ar', 'en'] as const) {
  test(`an admin suspends a provider whose open order is reassigned (${lang})`, async ({ page, context, request }) => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const email = `pro.${stamp}@example.jo`;
    const token = await operatorToken(request);
    const created = await request.post('/api/operator/providers', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        email,
        name: { en: `Plumber ${stamp}`, ar: `سبّاك ${stamp}`, fr: `Plombier ${stamp}` },
        userType: 'I',
        countryCode: '+962',
        phoneNo: '0791234567',
        dailyRate: 30,
        minimumRatePerVisit: 10,
        expertise: { en: 'Leaks', ar: 'تسريبات', fr: 'Fuites' },
        about: { en: 'Amman.', ar: 'عمّان.', fr: 'Amman.' },
        subCategoryIds: [1],
        lang,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const providerId = (await created.json()).data.id as number;

    // The invitation's link sets the password on the provider app's page.
    const invitation = await waitForMail(email);
    const link = new URL(firstLink(invitation.text, '/pro/set-password'));
    await useLanguage(context, lang);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const pro = texts(lang, 'pro');
    await page.getByLabel(pro('setPassword.password')).fill('Plumb#2026x');
    await page.getByLabel(pro('setPassword.confirm')).fill('Plumb#2026x');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: pro('setPassword.submit') }).click();
    await expect(page.getByText(pro('setPassword.done'))).toBeVisible();
    expect((await request.post('/api/provider/login', { data: { email, password: 'Plumb#2026x' } })).ok()).toBe(true);

    const customer = await createCustomer({ email: `cust.${stamp}@example.jo`, lang });
    const order = await acceptedOrder(customer.id, providerId);

    const t = await signInToStaffApp(page, context, 'ops', lang);
    await page.getByRole('link', { name: t('people:nav.providers') }).first().click();
    await page.getByRole('textbox', { name: t('people:search') }).fill(stamp);
    await page.getByRole('link', { name: new RegExp(stamp) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(stamp);
    await expect(page.getByRole('link', { name: `#${order.orderNo}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('people:providers.suspend'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('people:providers.suspendEffect').replace('{{count}}', '1'));
    // No reason, no action.
    await dialog.getByRole('button', { name: t('people:providers.suspend') }).click();
    await expect(dialog).toContainText(t('validation:reasonRequired'));
    await dialog.getByRole('textbox', { name: t('people:reason') }).fill('Three no-shows this month');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('people:providers.suspend') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('people:accountStatus.suspended'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('people:providers.noOpenWork'))).toBeVisible();

    const after = await orderProvider(order.id);
    expect(after.status).toBe('ACPT');
    expect(after.providerId).not.toBe(providerId);
    expect(after.providerId).not.toBeNull();
    // The suspended provider cannot sign in any more.
    expect((await request.post('/api/provider/login', { data: { email, password: 'Plumb#2026x' } })).status()).toBe(403);
  });
}
