import { expect, type Page } from '@playwright/test';
import { texts, type Lang } from './locale.ts';

/**
 * Estimate → the customer decides → the provider finishes → the customer pays and rates (spec §4.4), for
 * any order type: the tracking page has already been opened and the provider has sent its estimate.
 */
export async function settle(page: Page, lang: Lang, decide: 'accept' | 'reject', finish: () => Promise<void>) {
  const t = texts(lang);
  // The tracking page sends the customer to the estimate (spec §4.4) within its 10 s refresh.
  await expect(page).toHaveURL(/\/estimation\?serviceId=\d+&type=[TER]/, { timeout: 20_000 });
  await expect(page.getByText('The mixer valve is worn out.')).toBeVisible();
  if (decide === 'accept') {
    await page.getByRole('button', { name: t('orders:estimate.accept'), exact: true }).click();
    await page.getByRole('button', { name: t('orders:estimate.confirmAccept') }).click();
    await expect(page.getByText(t('orders:estimate.fees.ACPT')).first()).toBeVisible();
    await finish();
    await page
      .getByRole('button', { name: t('orders:estimate.pay') })
      .or(page.getByRole('link', { name: t('orders:estimate.pay') }))
      .first()
      .click();
  } else {
    await page.getByRole('button', { name: t('orders:estimate.reject'), exact: true }).click();
    // The rejection is recorded once the page moves on to the payment; only then may the provider finish.
    await expect(page).toHaveURL(/\/payment\?serviceId=\d+&type=[TER]/);
    await finish();
  }
  await expect(page).toHaveURL(/\/payment\?serviceId=\d+&type=[TER]/);
  const amount = page.getByRole('textbox', { name: t('orders:pay.amount') });
  // Spec §5: e, + and - cannot be typed in the amount.
  await amount.pressSequentially('e+-57.5');
  await expect(amount).toHaveValue(/^57\.5/);
  await page.getByRole('button', { name: t('orders:pay.submit') }).click();
  await expect(page).toHaveURL(/\/service-review\?serviceId=\d+&type=[TER]/);
  await expect(page.getByText(t('orders:review.done'))).toBeVisible();
  await page.getByRole('button', { name: t('orders:review.send') }).click();
  await expect(page.getByText(t('orders:review.ratingValidMsg'))).toBeVisible();
  // Five stars: the far end of the fifth star in the reading direction.
  const fifth = page.locator('.mantine-Rating-symbolGroup').nth(4);
  const box = (await fifth.boundingBox())!;
  await fifth.click({ position: { x: lang === 'ar' ? box.width * 0.1 : box.width * 0.9, y: box.height / 2 } });
  await expect(page.getByText(t('orders:review.ratingValidMsg'))).toHaveCount(0);
  await page.getByRole('textbox', { name: t('orders:review.explain') }).fill(lang === 'ar' ? 'عمل ممتاز وسريع' : 'Quick and careful work');
  await page.getByRole('button', { name: t('orders:review.send') }).click();
  await expect(page).toHaveURL(/\/home$/);
}
