import { expect, test, type Page } from '@playwright/test';
import { startGoogleMapsStandIn } from '../support/google-maps-stand-in.ts';
import { texts, type Lang } from '../support/locale.ts';
import { startSecondPortal } from '../support/second-portal.ts';
import { useLanguage } from '../support/session.ts';
import { unlockSignUpForm } from '../support/sign-up.ts';

/**
 * Issue 6 point 6, the web side: with GOOGLE_MAPS_BROWSER_KEY the sign-up map is Google's (here a local stand-in
 * served from another origin through GOOGLE_MAPS_SCRIPT_URL), loaded in the page language, and a click or
 * a Places suggestion fills the address through our reverse geocoding; a failing script falls back to Leaflet.
 */
let standIn: Awaited<ReturnType<typeof startGoogleMapsStandIn>>;
let portal: Awaited<ReturnType<typeof startSecondPortal>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startGoogleMapsStandIn();
  portal = await startSecondPortal({
    GOOGLE_MAPS_BROWSER_KEY: 'e2e-browser-key',
    GOOGLE_MAPS_API_KEY: 'e2e-server-key',
    GOOGLE_MAPS_SCRIPT_URL: standIn.scriptUrl,
    // The server's Google geocoder asks the stand-in too, which refuses: our gazetteer answers (the server's fallback).
    GOOGLE_MAPS_API_BASE: new URL(standIn.scriptUrl).origin,
    LOG_LEVEL: 'error',
  });
});

test.afterAll(async () => {
  await portal?.close();
  await standIn?.close();
});

async function openSignUp(page: Page, origin: string, lang: Lang) {
  const t = texts(lang);
  await page.goto(`${origin}/landing`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('auth.signUp') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('auth:signup.title') });
  await expect(dialog).toBeVisible();
  // The form (map included) opens once a customer type and an industry are chosen.
  await unlockSignUpForm(page, lang);
  return dialog;
}

test('Arabic: the sign-up map is Google, loaded in Arabic; a click and a Places suggestion fill the address', async ({ page, context }) => {
  standIn.state.mode = 'ok';
  await useLanguage(context, 'ar');
  const t = texts('ar');
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const dialog = await openSignUp(page, portal.url, 'ar');

  const map = dialog.getByTestId('google-stand-in-map');
  await expect(map).toBeVisible();
  await expect(dialog.locator('.leaflet-container')).toHaveCount(0);
  const loaded = await page.evaluate(() => (window as unknown as { __googleStandIn: Record<string, string> }).__googleStandIn);
  expect(loaded).toMatchObject({ language: 'ar', region: 'JO', key: 'e2e-browser-key' });
  expect(loaded.libraries).toContain('places');

  // A click in the middle of the map (Amman) places the marker and our API names the place, in Arabic.
  const area = dialog.getByRole('textbox', { name: t('auth:fields.area'), exact: true });
  await map.click();
  await expect(dialog.getByTestId('google-stand-in-marker')).toHaveCount(1);
  await expect(area).toHaveValue(/[\u0600-\u06FF]/);

  // A Places suggestion, asked in Arabic for Jordan, moves the point to Khalda.
  await dialog.getByRole('textbox', { name: t('location:searchLabel') }).fill('خلدا');
  await page.getByRole('option', { name: /خلدا/ }).first().click();
  await expect(area).toHaveValue(/خلدا/);
  await expect(dialog.getByTestId('google-stand-in-marker')).toHaveAttribute('data-position', /^31\.99/);
  const asked = await page.evaluate(() => (window as unknown as { __googleStandIn: { requests: unknown[] } }).__googleStandIn.requests);
  expect(asked).toContainEqual({ input: 'خلدا', language: 'ar', region: 'jo' });
  expect(violations).toEqual([]);
});

test('English: when the Google script fails the picker falls back to Leaflet and our own address search', async ({ page, context }) => {
  standIn.state.mode = 'fail';
  await useLanguage(context, 'en');
  const t = texts('en');
  const failed = page.waitForResponse((r) => r.url().startsWith(standIn.scriptUrl) && r.status() === 500);
  const dialog = await openSignUp(page, portal.url, 'en');
  expect(new URL((await failed).url()).searchParams.get('language')).toBe('en');

  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await expect(dialog.getByTestId('google-stand-in-map')).toHaveCount(0);
  const search = page.waitForResponse((r) => r.url().includes('/api/geo/search') && r.ok());
  await dialog.getByRole('textbox', { name: t('location:searchLabel') }).fill('Abdoun');
  await search;
  await page
    .getByRole('option', { name: /Abdoun/ })
    .first()
    .click();
  await expect(dialog.getByRole('textbox', { name: t('auth:fields.area'), exact: true })).toHaveValue(/Abdoun/);
});

test('without a key no Google script is requested and the map is Leaflet', async ({ page, context, baseURL }) => {
  standIn.state.mode = 'ok';
  const before = standIn.state.requests.length;
  await useLanguage(context, 'en');
  const dialog = await openSignUp(page, baseURL!, 'en');
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  expect(await page.locator('script[src*="maps/api/js"]').count()).toBe(0);
  expect(standIn.state.requests.length).toBe(before);
});
