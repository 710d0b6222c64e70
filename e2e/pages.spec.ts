import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the controls. Punch them. Collect points.',
  );
});

test('the 404 page speaks Norwegian too', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nb-NO' });
  const page = await context.newPage();
  await page.goto('/finnes-ikke');
  await expect(page.getByRole('heading', { name: 'Denne siden finnes ikke' })).toBeVisible();
  await context.close();
});

test('the error page shows its status code, 500 by default', async ({ page }) => {
  await page.goto('/error?status=503');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Error code 503')).toBeVisible();
  await page.goto('/error');
  await expect(page.getByText('Error code 500')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the public info page and the about page', async ({ page }) => {
  await page.goto('/korona');
  await expect(
    page.getByRole('heading', { name: 'Playing during a virus outbreak' }),
  ).toBeVisible();
  await expect(page.getByText(/alone or with the people you live with/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About the app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
