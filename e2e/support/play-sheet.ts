import { expect, type Page } from '@playwright/test';

/**
 * Opens the sheet over the game map (its handle is named "Details", `name` in another language)
 * unless it is open already, and waits until it says so.
 */
export async function openPlaySheet(page: Page, name = 'Details'): Promise<void> {
  const handle = page.getByRole('button', { name });
  await expect(handle).toBeVisible({ timeout: 30_000 });
  if ((await handle.getAttribute('aria-expanded')) !== 'true') await handle.click();
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
}
