/** The network in a browser test: cut for the page and its service worker, the cut proved. */
import { expect, type Page } from '@playwright/test';

/** Cuts the network of the page's context and proves it: the page cannot reach the server. */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  const reached = await page.evaluate(() =>
    fetch('/healthz', { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reached).toBe(false);
}
