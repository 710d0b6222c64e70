/**
 * The form kit's fields as a test reads them: each field's error stands in an element of its own
 * next to it (`field-<name>-error`), read out with the field.
 */
import type { Page } from '@playwright/test';

/** The error shown next to the field named `name` (its id is `field-<name>-error`). */
export const fieldError = (page: Page, name: string) => page.locator(`#field-${name}-error`);
