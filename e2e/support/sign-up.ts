import type { Page } from '@playwright/test';
import { texts, type Lang } from './locale.ts';

/** In the open sign-up modal: a customer type and an industry, which unlock the rest of the form (map included). */
export async function unlockSignUpForm(page: Page, lang: Lang) {
  const t = texts(lang);
  await page.getByRole('textbox', { name: t('auth:fields.customerType') }).click();
  await page.getByRole('option', { name: lang === 'ar' ? 'تجاري' : 'Commercial' }).click();
  await page.getByRole('textbox', { name: t('auth:fields.industry') }).click();
  await page
    .getByRole('option', { name: lang === 'ar' ? /مدارس/ : /School/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
}
