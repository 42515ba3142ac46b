import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (only the keyboard, as a keyboard user would) until `target` has the focus. Fails when it
 * is not reached within `max` presses: a control that Tab never reaches cannot be used without a mouse.
 */
export async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${max} presses`);
}

/** In an open combobox (Select, MultiSelect, Autocomplete), moves with ArrowDown to the option named `name` and takes it with Enter. */
export async function chooseWithArrows(page: Page, name: string | RegExp, max = 40) {
  const wanted = page.getByRole('option', { name }).first();
  await expect(wanted).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('[role="option"][data-combobox-selected]');
    if ((await selected.count()) && (await selected.first().evaluate((el, w) => el === w, await wanted.elementHandle()))) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`ArrowDown did not reach the option ${name}`);
}
