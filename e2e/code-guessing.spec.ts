import { expect, test, type Page } from '@playwright/test';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { createUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForServiceWorker } from './support/service-worker';
import { demoControls, punchByCode, signInAt } from './support/play';
import { shot } from './support/shots';

/**
 * Guessing a control's code on the phone, in Chromium against the real server: a player types
 * five wrong codes for one control of the demo classic game, then the right one; the server
 * refuses the sixth with TOO_MANY_CODE_TRIES, and the punch list keeps every punch with its
 * refusal, the last one naming the wait, in English and in Norwegian.
 */

const CLASSIC = DEMO_GAMES.find((game) => game.type === 'classic')!;
/** The classic game's first control: visual code 31 (the demo world counts from 31). */
const FIRST = demoControls().find((control) => control.gameId === CLASSIC.id)!;

/** Punches FIRST by `code` and waits for the server's answer (the control is offered again then). */
async function tryCode(page: Page, code: string): Promise<void> {
  await punchByCode(page, 'en', FIRST, code);
  await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 15_000 });
}

test('five wrong codes lock a control: the right code is then refused, and the phone says how long to wait', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, await createUser(request, 'guesser'));
  await page.goto('/game-map');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: CLASSIC.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  await expect(page.getByText(CLASSIC.levels[0]!.name, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('pending-badge')).toHaveCount(0, { timeout: 15_000 });

  for (const wrong of ['AAA', 'BBB', 'CCC', 'DDD', 'EEE']) await tryCode(page, wrong);
  await tryCode(page, FIRST.secretCode);

  // On the game map the navigation is in the menu of the top bar.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: /^Punches/ }).click();
  await expect(page.getByText('Refused: Wrong code. Double-check and try again.')).toHaveCount(5);
  await expect(
    page.getByText('Refused: Too many wrong codes for this control. Try again in 15 minutes.'),
  ).toBeVisible();
  await shot(page, 'code-guessing-punches');
  await expectNoSeriousA11yViolations(page);

  // In Norwegian.
  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(
    page.getByText('Avvist: For mange feil koder på denne posten. Prøv igjen om 15 minutter.'),
  ).toBeVisible();
});
