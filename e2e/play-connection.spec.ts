import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  inEachPlayLanguage,
  levelControls,
  punchByGps,
  startLevelsGame,
  type DemoControl,
} from './support/play';
import { shot } from './support/shots';

/**
 * The connection on the play screen, in Chromium against the real server: cut off, the screen
 * says it is offline and how many punches wait on the phone; when the network is back they are
 * sent, and the screen confirms it.
 */

const WORDS = {
  en: {
    offline: 'Offline',
    waiting: (n: number) => `Offline · ${n} ${n === 1 ? 'punch' : 'punches'} waiting`,
    allSent: (n: number) => `All ${n} punches sent`,
  },
  nb: {
    offline: 'Uten nett',
    waiting: (n: number) =>
      `Uten nett · ${n} ${n === 1 ? 'stempling venter' : 'stemplinger venter'}`,
    allSent: (n: number) => `Alle ${n} stemplingene er sendt`,
  },
} as const;

const [first, second] = levelControls(1) as [DemoControl, DemoControl];

inEachPlayLanguage(WORDS, (language, words) => {
  test('offline, the play screen says so and counts the punches waiting; back online it confirms they were sent', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await startLevelsGame(page, request, language, `connection-${language}`);
    const connection = page.locator('.connection-status');

    await context.setOffline(true);
    await expect(connection).toHaveText(words.offline);
    await shot(page, `connection-offline-${language}`);

    await punchByGps(page, language, first);
    await expect(connection).toHaveText(words.waiting(1));
    await punchByGps(page, language, second);
    await expect(connection).toHaveText(words.waiting(2));
    await expect(connection).toBeInViewport();
    await shot(page, `connection-waiting-${language}`);
    await expectNoSeriousA11yViolations(page);

    await context.setOffline(false);
    await expect(connection).toHaveText(words.allSent(2), { timeout: 30_000 });
    await expect(page.getByTestId('pending-badge')).toHaveCount(0);
    await shot(page, `connection-all-sent-${language}`);
  });
});
