import { expect, test } from '@playwright/test';
import { goOffline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';

test('after one visit the app shell loads with the network cut off', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Ready to work offline.' }),
  ).toBeVisible();

  // The network goes (the cut proved); the shell comes from the service worker.
  await goOffline(page);

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find the controls. Punch them. Collect points.' }),
  ).toBeVisible();
  // Other routes, code-split, come from the precache too.
  await page.goto('/korona');
  await expect(
    page.getByRole('heading', { name: 'Playing during a virus outbreak' }),
  ).toBeVisible();
  await page.goto('/somewhere-unknown');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await context.setOffline(false);
});

test('"ready to work offline" is shown only once', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByText('Ready to work offline.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Ready to work offline.')).toHaveCount(0);
  // The worker goes and is installed afresh: the installation that told it the first time happens
  // again (the notice would show while it installs, before the new worker controls the page).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.unregister();
  });
  await page.reload();
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ready to work offline.')).toHaveCount(0);
});
