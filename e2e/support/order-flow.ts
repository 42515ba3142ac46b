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
    // The confirmation names the amount accepting means: service 35 + parts 12.5.
    const asked = page.getByRole('dialog', { name: t('orders:estimate.confirmTitle') });
    await expect(asked.getByText(/47\.5/)).toBeVisible();
    await asked.getByRole('button', { name: t('orders:estimate.confirmAccept') }).click();
    await expect(page.getByText(t('orders:estimate.fees.ACPT')).first()).toBeVisible();
    await finish();
    await page
      .getByRole('button', { name: t('orders:estimate.pay') })
      .or(page.getByRole('link', { name: t('orders:estimate.pay') }))
      .first()
      .click();
  } else {
    await page.getByRole('button', { name: t('orders:estimate.reject'), exact: true }).click();
    // Rejecting asks too (issue 13 point 2), with what it means: the visit fees only. Back leaves it pending.
    const asked = page.getByRole('dialog', { name: t('orders:estimate.rejectTitle') });
    await expect(asked.getByText(t('orders:estimate.rejectBody'))).toBeVisible();
    await expect(asked.getByText(/\b10\b/)).toBeVisible();
    await asked.getByRole('button', { name: t('orders:estimate.back') }).click();
    await expect(page.getByText(t('orders:estimate.fees.PEND')).first()).toBeVisible();
    await page.getByRole('button', { name: t('orders:estimate.reject'), exact: true }).click();
    await page.getByRole('dialog', { name: t('orders:estimate.rejectTitle') }).getByRole('button', { name: t('orders:estimate.confirmReject') }).click();
    // The rejection is recorded once the page moves on to the payment; only then may the provider finish.
    await expect(page).toHaveURL(/\/payment\?serviceId=\d+&type=[TER]/);
    await finish();
  }
  await expect(page).toHaveURL(/\/payment\?serviceId=\d+&type=[TER]/);
  const amount = page.getByRole('textbox', { name: t('orders:pay.amount') });
  // The amount due starts in the field (issue 13 point 1): the accepted estimate, or the visit fees.
  await expect(amount).toHaveValue(decide === 'accept' ? '47.5' : '10');
  const parts = page.getByRole('checkbox', { name: t('orders:pay.parts') });
  // A rejected estimate is the visit only: no spare parts.
  if (decide === 'reject') await expect(parts).not.toBeChecked();
  else await expect(parts).toBeChecked();
  if (decide === 'reject') {
    // Spec §5: e, + and - cannot be typed in the amount.
    await amount.fill('');
    await amount.pressSequentially('e+-57.5');
    await expect(amount).toHaveValue(/^57\.5/);
  }
  await page.getByRole('button', { name: t('orders:pay.submit') }).click();
  const confirm = page.getByRole('dialog', { name: t('orders:pay.confirmTitle') });
  await expect(confirm.getByText(t('orders:pay.confirmOnce'))).toBeVisible();
  await confirm.getByRole('button', { name: t('orders:pay.confirm') }).click();
  if (decide === 'reject') {
    // 57.5 where 10 is due: asked a second time, explicitly.
    const far = page.getByRole('dialog', { name: t('orders:pay.farTitle') });
    await expect(far.getByText(t('orders:pay.farBody'))).toBeVisible();
    await far.getByRole('button', { name: t('orders:pay.farConfirm') }).click();
  }
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
