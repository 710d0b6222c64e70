import { expect, test, type Page } from '@playwright/test';
import { signInNewUser } from './support/auth';
import { waitForServiceWorker } from './support/service-worker';

/**
 * The server's Content-Security-Policy lets the app run whole: the pages, the service worker and
 * MapLibre's worker load and nothing is refused (issue 13, item 8).
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { reportCspViolation: (text: string) => void };
      page.reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/iu.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app, its service worker and the map run under the CSP without a violation', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await waitForServiceWorker(page);

  await signInNewUser(page, request, 'csp');
  await page.goto('/plain-map');
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  // MapLibre's workers started from their own script of this origin.
  await expect
    .poll(() => page.workers().map((worker) => worker.url()))
    .toContainEqual(expect.stringMatching(/maplibre-gl-worker/u));
  await page.getByRole('button', { name: 'Background map' }).click();
  await expect(page.getByRole('radio', { name: 'Street map' })).toBeChecked();
  expect(violations).toEqual([]);

  // The policy is in force: a script written into the page is refused, and does not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran"';
    document.body.append(script);
  });
  await expect.poll(() => violations).toContainEqual(expect.stringMatching(/^script-src/u));
  await expect(page.locator('body')).not.toHaveAttribute('data-injected');
});
