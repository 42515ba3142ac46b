import { expect, test } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { chooseWithArrows, tabTo } from '../support/keyboard.ts';
import { texts } from '../support/locale.ts';
import { signIn, useLanguage } from '../support/session.ts';

/**
 * Issue 7 point 6: sign-up and placing a direct award order with the keyboard alone (page.keyboard only;
 * locators only read where the focus is), in English and in Arabic.
 */
test.afterAll(closeFixtures);

for (const lang of ['en', 'ar'] as const) {
  test.describe(`keyboard only (${lang})`, () => {
    test('sign up from the landing page', async ({ page, context }) => {
      test.setTimeout(120_000);
      const t = texts(lang);
      const kb = page.keyboard;
      await useLanguage(context, lang);
      await page.goto('/landing');

      await tabTo(page, page.getByRole('banner').getByRole('button', { name: t('auth.signUp') }));
      await kb.press('Enter');
      const dialog = page.getByRole('dialog', { name: t('auth:signup.title') });
      await expect(dialog).toBeVisible();

      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.customerType') }));
      await kb.press('ArrowDown');
      await chooseWithArrows(page, lang === 'ar' ? 'تجاري' : 'Commercial');
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.industry') }));
      await kb.press('ArrowDown');
      await chooseWithArrows(page, lang === 'ar' ? /مدارس/ : /School/);
      await kb.press('Escape');
      await expect(dialog).toBeVisible();

      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.contactName') }));
      await kb.type(lang === 'ar' ? 'ليلى حداد' : 'Lina Haddad');
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.companyName') }));
      await kb.type(lang === 'ar' ? 'مدرسة الغد' : 'Bright Future School');
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.phone'), exact: true }));
      await kb.type('791234567');
      const email = `kb-${lang}-${Date.now()}@example.jo`;
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.email'), exact: true }));
      await kb.type(email);

      // The address by the map's search: type, arrow to the suggestion, Enter; country, city and area follow.
      await tabTo(page, dialog.getByRole('textbox', { name: t('location:searchLabel') }));
      await kb.type(lang === 'ar' ? 'عبدون' : 'Abdoun');
      await chooseWithArrows(page, lang === 'ar' ? /عبدون/ : /Abdoun/);
      await expect(dialog.getByRole('textbox', { name: t('auth:fields.area'), exact: true })).toHaveValue(
        lang === 'ar' ? /عبدون/ : /Abdoun/,
      );

      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.branchName') }));
      await kb.type(lang === 'ar' ? 'الفرع الرئيسي' : 'Main campus');
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.password'), exact: true }));
      await kb.type('Str0ng!pass');
      await tabTo(page, dialog.getByRole('textbox', { name: t('auth:fields.confirmPassword'), exact: true }));
      await kb.type('Str0ng!pass');

      await tabTo(page, dialog.getByRole('checkbox', { name: new RegExp(t('auth:altcha.label')) }));
      await kb.press('Space');
      await expect(dialog.getByText(t('auth:altcha.verified'))).toBeVisible({ timeout: 30_000 });
      const terms = dialog.getByRole('checkbox', { name: new RegExp(t('auth:signup.terms').split('<')[0]!.trim().slice(0, 20)) });
      await tabTo(page, terms);
      await kb.press('Space');
      await expect(terms).toBeChecked();
      const adult = dialog.getByRole('checkbox', { name: t('auth:signup.adult') });
      await tabTo(page, adult);
      await kb.press('Space');
      await expect(adult).toBeChecked();
      await tabTo(page, dialog.getByRole('button', { name: t('auth:signup.submit') }));
      await kb.press('Enter');
      await expect(page).toHaveURL(/\/email-verification\?id=\d+/, { timeout: 20_000 });
    });

    test('place a direct award order: service, appointment, branch, provider, description, send', async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const t = texts(lang);
      const kb = page.keyboard;
      const customer = await createCustomer({ email: `kb-order-${lang}-${Date.now()}@example.jo`, lang });
      await signIn(request, context, customer.email, customer.password, lang);
      await page.goto('/direct-award');

      await tabTo(page, page.getByRole('button', { name: lang === 'ar' ? /الصيانة/ : /Maintenance/ }).first(), 100);
      await kb.press('Enter');
      await tabTo(page, page.getByRole('button', { name: lang === 'ar' ? /السباكة/ : /Plumbing/ }).first());
      await kb.press('Enter');
      await expect(page).toHaveURL(/\/direct-award-details\?/);

      // The appointment: open the picker, a week from today with ArrowDown (the same in both directions), the time, confirm.
      await tabTo(page, page.getByRole('button', { name: t('order-create:appointment.label'), exact: true }));
      await kb.press('Enter');
      const today = page.locator('button[data-today]').first();
      await tabTo(page, today);
      await kb.press('ArrowDown');
      await kb.press('Enter');
      await tabTo(page, page.getByRole('button', { name: t('order-create:appointment.confirm') }));
      await kb.press('Enter');
      await expect(page.getByRole('button', { name: t('order-create:appointment.label'), exact: true })).not.toHaveText(
        t('order-create:appointment.placeholder'),
      );

      // The branch: the new-address card and back to the main branch, each with Space.
      const branches = page.getByRole('radiogroup', { name: t('order-create:branch.label') });
      await tabTo(page, branches.getByRole('radio', { name: new RegExp(t('orders-shared:branches.new')) }));
      await kb.press('Space');
      await expect(branches.getByRole('radio', { name: new RegExp(t('orders-shared:branches.new')) })).toBeChecked();
      await kb.press('Shift+Tab');
      await kb.press('Space');
      await expect(branches.getByRole('radio', { name: new RegExp(t('orders-shared:branches.mainTag')) })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: new RegExp(`^${t('order-create:provider.choose')}$`) }).first());
      await kb.press('Enter');
      const brief = `Leaking pipe under the sink ${lang} ${Date.now()}`;
      await tabTo(page, page.locator('.ProseMirror').first(), 100);
      await kb.type(brief);
      await tabTo(page, page.getByRole('button', { name: t('order-create:send'), exact: true }), 100);
      await kb.press('Enter');
      await expect(page).toHaveURL(/\/my-orders\?serviceId=\d+$/, { timeout: 20_000 });
      await expect(page.getByText(brief).first()).toBeVisible();
    });
  });
}
