import { expect, test, type BrowserContext } from '@playwright/test';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { chooseWithArrows, tabTo } from '../support/keyboard.ts';
import { texts, type Lang } from '../support/locale.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue 7 point 6: sign-up and placing a direct award order with the keyboard alone (page.keyboard only;
 * locators only read where the focus is), in English and in Arabic.
 */
test.afterAll(closeFixtures);

async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript((l) => {
    if (!localStorage.getItem('langInitialised')) {
      localStorage.setItem('lang', l);
      localStorage.setItem('langInitialised', '1');
    }
  }, lang);
}

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
      await tabTo(page, dialog.getByRole('button', { name: t('auth:signup.submit') }));
      await kb.press('Enter');
      await expect(page).toHaveURL(/\/email-verification\?id=\d+/, { timeout: 20_000 });
    });
  });
}
