import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { closeFixtures, createCustomer } from '../support/fixtures.ts';
import { texts } from '../support/locale.ts';
import { signIn } from '../support/session.ts';

test.afterAll(closeFixtures);

for (const lang of ['ar', 'en'] as const) {
  test(`profile: edit fields, crop and upload a photo, add a branch that orders offer, remove it (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    const t = texts(lang);
    const customer = await createCustomer({ email: `profile-${lang}-${Date.now()}@example.jo`, lang });
    await signIn(request, context, customer.email, customer.password, lang);
    await page.goto('/profile');
    const save = page.getByRole('button', { name: t('profile:save'), exact: true });
    await expect(page.getByText(t('profile:companyTitle')).first()).toBeVisible();
    // Nothing changed yet: Save is disabled.
    await expect(save).toBeDisabled();
    await expect(page.getByRole('textbox', { name: t('profile:fields.email') })).toHaveAttribute('readonly', '');

    // Fields.
    await page
      .getByRole('textbox', { name: t('profile:fields.contactPosition') })
      .fill(lang === 'ar' ? 'مدير العمليات' : 'Operations manager');
    await page
      .getByRole('textbox', { name: t('profile:fields.about') })
      .fill(lang === 'ar' ? 'عيادتان لطب الأسنان في عمّان.' : 'Two dental clinics in Amman.');
    await expect(save).toBeEnabled();
    await save.click();
    // Saved: the answer is the new baseline, so Save is disabled again, and a reload shows the values.
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('profile:fields.contactPosition') })).toHaveValue(
      lang === 'ar' ? 'مدير العمليات' : 'Operations manager',
    );

    // Photo: choose, crop (required), upload.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: new RegExp(`${t('profile:photo.add')}|${t('profile:photo.change')}`) }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const crop = page.getByRole('dialog', { name: t('profile:crop.title') });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: t('profile:crop.confirm') }).click();
    await expect(page.getByText(t('profile:photo.uploaded')).first()).toBeVisible();
    // The uploaded photo shows (fetched with the session, drawn from a local copy).
    const alt = t('profile:photo.alt').split('{{name}}')[0]!.trim();
    await expect(page.getByRole('img', { name: new RegExp(alt) }).first()).toBeVisible();

    // A new branch.
    const branchName = lang === 'ar' ? 'عيادة الصويفية' : 'Sweifieh clinic';
    await page.getByRole('button', { name: t('profile:branches.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('profile:branches.addTitle') });
    await dialog.getByRole('textbox', { name: t('profile:fields.branchName') }).fill(branchName);
    await dialog.getByRole('textbox', { name: t('profile:branches.contactName') }).fill('Huda Saleh');
    await dialog.getByRole('textbox', { name: t('profile:branches.email') }).fill('huda@example.jo');
    await dialog.getByRole('textbox', { name: t('profile:fields.phone'), exact: true }).fill('796667788');
    await dialog.getByRole('textbox', { name: t('location:searchLabel') }).fill(lang === 'ar' ? 'الصويفية' : 'Sweifieh');
    await page
      .getByRole('option', { name: lang === 'ar' ? /الصويفية/ : /Sweifieh/ })
      .first()
      .click();
    await expect(dialog.getByRole('textbox', { name: t('profile:fields.area'), exact: true })).not.toHaveValue('');
    await dialog.getByRole('button', { name: t('profile:branches.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('profile:branches.new'))).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();

    // The order forms offer it.
    await page.goto('/direct-award-details?categoryId=1&subcategoryId=1');
    await expect(page.getByText(branchName).first()).toBeVisible();

    // Removed, it is no longer offered.
    await page.goto('/profile');
    await page.getByRole('button', { name: t('profile:branches.deleteLabel').replace('{{name}}', branchName) }).click();
    await save.click();
    await expect(save).toBeDisabled();
    await page.goto('/direct-award-details?categoryId=1&subcategoryId=1');
    await expect(page.getByText(t('orders-shared:branches.new')).first()).toBeVisible();
    await expect(page.getByText(branchName)).toHaveCount(0);
  });
}
