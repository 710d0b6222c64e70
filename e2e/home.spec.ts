import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { inLocale } from './support/locales';

test.describe('home page in English', () => {
  test('shows the intro, the way to register and the pitch for hosts', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Find the controls. Punch them. Collect points.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register and start playing' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(page.getByRole('heading', { name: 'Become a host' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the language switch turns the app Norwegian and remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Change language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finn postene. Stemple dem. Samle poeng.' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finn postene. Stemple dem. Samle poeng.' }),
    ).toBeVisible();
  });

  test('the page is reachable by keyboard, starting with the skip link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home' })).toBeFocused();
  });
});

inLocale('nb-NO', 'home page in Norwegian', () => {
  test('renders in Norwegian for a nb-NO browser', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Finn postene. Stemple dem. Samle poeng.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Opprett konto og begynn å spille' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bli arrangør' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
