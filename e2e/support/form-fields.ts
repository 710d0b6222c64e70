/**
 * The form kit's fields as a test reads them: each field's error stands in an element of its own
 * next to it (`field-<name>-error`), read out with the field.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The error shown next to the field named `name` (its id is `field-<name>-error`). */
export const fieldError = (page: Page, name: string) => page.locator(`#field-${name}-error`);

/**
 * Fills in the fields named in `values` (ids `field-<name>`), sends the form with `submit`, and
 * waits until each field named in `errors` shows that error, or none (null), in the order given.
 */
export async function submitShowsErrors(
  page: Page,
  submit: Locator,
  values: Record<string, string>,
  errors: Record<string, string | null>,
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`#field-${name}`).fill(value);
  }
  await submit.click();
  for (const [name, text] of Object.entries(errors)) {
    if (text === null) await expect(fieldError(page, name)).toHaveCount(0);
    else await expect(fieldError(page, name)).toHaveText(text);
  }
}
