import { expect, type BrowserContext, type Page } from '@playwright/test';
import { texts, type Lang } from './locale.ts';
import { useLanguage } from './session.ts';

/** The demo's staff accounts (seeded with DEMO=1). */
export const DEMO_OPERATOR = { email: 'operator@demo.jo', password: 'Demo@12345' };
export const DEMO_PROVIDER = { email: 'provider1@demo.jo', password: 'Demo@12345' };

/**
 * Signs in to the operator console (/ops) or the provider app (/pro) through its sign-in page, in the given language,
 * and waits for the signed-in frame.
 */
export async function signInToStaffApp(page: Page, context: BrowserContext, app: 'ops' | 'pro', lang: Lang, who = app === 'ops' ? DEMO_OPERATOR : DEMO_PROVIDER) {
  const t = texts(lang, app);
  await useLanguage(context, lang);
  await page.goto(`/${app}/sign-in`);
  await page.getByRole('textbox', { name: t('staff:email') }).fill(who.email);
  await page.getByLabel(t('staff:password')).fill(who.password);
  await page.getByRole('button', { name: t('staff:signIn') }).click();
  await expect(page.getByRole('navigation', { name: t('staff:mainNavigation') })).toBeAttached();
  return t;
}
