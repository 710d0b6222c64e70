import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { signInNewUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData } from './support/graphql';
import { demoControls, type DemoControl } from './support/play';
import { waitForServiceWorker } from './support/service-worker';
import { inEachLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * One history from every device: a player's games and punches made on "another device" (the
 * API, as the same player) show on /punches, grouped by game, and on /game-state: the game that
 * goes on there with the way to continue it here, and a game cancelled there as cancelled (not
 * completed), with its points. Without signal the punches show as last fetched.
 */

const LEVELS_GAME = DEMO_GAMES.find((game) => game.type === 'levels')!;
const CLASSIC_GAME = DEMO_GAMES.find((game) => game.type === 'classic')!;

const WORDS = {
  'en-GB': {
    punches: 'Punches',
    gameState: 'Game state',
    cancelled: 'Cancelled',
    ongoing: 'Ongoing',
    accepted: 'Accepted',
    elsewhere: 'From another device',
    control: (code: string) => `Control ${code}`,
    gameCancelled: 'Game cancelled',
    points: 'Points',
    ongoingElsewhere: 'You have a game going on that is not on this phone',
    soFar: (controls: number, points: number) => `Punched so far: ${controls} · Points: ${points}`,
    continueHere: 'Download and continue',
    asFetched: /^Showing your punches as fetched /u,
    exportGpx: 'Export GPX',
    lastCancelled: (name: string) => `Your last game, ${name}, was cancelled.`,
  },
  'nb-NO': {
    punches: 'Stemplinger',
    gameState: 'Spillstatus',
    cancelled: 'Avbrutt',
    ongoing: 'Pågående',
    accepted: 'Godkjent',
    elsewhere: 'Fra en annen enhet',
    control: (code: string) => `Post ${code}`,
    gameCancelled: 'Spillet er avbrutt',
    points: 'Poeng',
    ongoingElsewhere: 'Du har et pågående spill som ikke er på denne telefonen',
    soFar: (controls: number, points: number) =>
      `Stemplet så langt: ${controls} · Poeng: ${points}`,
    continueHere: 'Last ned og fortsett',
    asFetched: /^Viser stemplingene dine slik de ble hentet /u,
    exportGpx: 'Eksporter GPX',
    lastCancelled: (name: string) => `Det siste spillet ditt, ${name}, ble avbrutt.`,
  },
} as const;

const START = `mutation Start($gameId: ID!, $gameDefinitionId: ID!) {
  startNewGame(gameId: $gameId, gameDefinitionId: $gameDefinitionId) { id gameId }
}`;
const PUNCH = `mutation Punch($id: ID, $controlId: ID!, $gameStateId: ID!, $code: String,
    $lat: Float, $lng: Float) {
  punchAtControl(id: $id, controlId: $controlId, gameStateId: $gameStateId, controlSecretCode: $code,
      lat: $lat, lng: $lng, accuracy: 5) {
    controlVisit { id controlPoints }
  }
}`;
const CANCEL = `mutation Cancel($gameId: ID!) { cancelGame(gameId: $gameId) { id cancelledAt } }`;

/**
 * Another device of the player: starts `gameDefinitionId` and punches `controls` by code, standing
 * at each.
 */
async function playElsewhere(
  page: Page,
  gameDefinitionId: string,
  controls: readonly DemoControl[],
) {
  const started = await graphqlData<{ startNewGame: { id: string; gameId: string }[] }>(
    page,
    START,
    { gameId: crypto.randomUUID(), gameDefinitionId },
  );
  const state = started.startNewGame[0]!;
  let points = 0;
  for (const control of controls) {
    const answer = await graphqlData<{
      punchAtControl: { controlVisit: { controlPoints: number } };
    }>(page, PUNCH, {
      id: crypto.randomUUID(),
      controlId: control.controlId,
      gameStateId: state.id,
      code: control.secretCode,
      lat: control.position.lat,
      lng: control.position.lng,
    });
    points += answer.punchAtControl.controlVisit.controlPoints;
  }
  return { gameId: state.gameId, points };
}

inEachLocale('one history', (locale) => {
  test('punches and games from another device, a cancel there shown as cancelled', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[locale];
    await signInNewUser(page, request, `history-${locale}`);
    await waitForServiceWorker(page);

    const controls = demoControls();
    const levelsControls = controls.filter((c) => c.gameId === LEVELS_GAME.id).slice(0, 2);
    const classicControl = controls.find((c) => c.gameId === CLASSIC_GAME.id)!;
    // The other device plays the levels game a little and cancels it, then starts the classic
    // game and punches one control there: that game goes on.
    const cancelled = await playElsewhere(page, LEVELS_GAME.id, levelsControls);
    const cancel = await graphqlData<{ cancelGame: { cancelledAt: string | null }[] }>(
      page,
      CANCEL,
      { gameId: cancelled.gameId },
    );
    expect(cancel.cancelGame.every((state) => state.cancelledAt !== null)).toBe(true);
    const ongoing = await playElsewhere(page, CLASSIC_GAME.id, [classicControl]);

    // /punches: both games, newest first, each punch once with where it stands.
    await page.goto('/punches');
    await expect(page.getByRole('heading', { level: 1, name: words.punches })).toBeVisible();
    const ongoingGroup = page.getByRole('region', {
      name: `${CLASSIC_GAME.name} · ${words.ongoing}`,
    });
    const cancelledGroup = page.getByRole('region', {
      name: `${LEVELS_GAME.name} · ${words.cancelled}`,
    });
    await expect(cancelledGroup).toBeVisible({ timeout: 20_000 });
    await expect(ongoingGroup).toBeVisible();
    for (const control of levelsControls) {
      const item = cancelledGroup.getByRole('listitem').filter({
        hasText: words.control(control.visualCode),
      });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(words.accepted);
      await expect(item).toContainText(words.elsewhere);
    }
    await expect(ongoingGroup.getByText(words.control(classicControl.visualCode))).toBeVisible();
    const groups = page.locator('.punch-group h2');
    await expect(groups.first()).toContainText(CLASSIC_GAME.name);
    await shot(page, `history-punches-${locale}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);
    // The GPX export holds every punch with a position, those made elsewhere too.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: words.exportGpx }).click();
    const gpx = await readFile(await (await download).path(), 'utf8');
    const names = [...gpx.matchAll(/<name>(\d+)<\/name>/gu)].map((match) => match[1]);
    expect(names.sort()).toEqual(
      [...levelsControls, classicControl].map((control) => control.visualCode).sort(),
    );

    // /game-state: the game going on elsewhere, with the way to continue it here; the cancelled
    // game's result as cancelled, with its points.
    await page.goto('/game-state');
    await expect(page.getByText(words.ongoingElsewhere)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: words.continueHere })).toBeVisible();
    await expect(page.getByTestId('elsewhere-progress')).toHaveText(words.soFar(1, ongoing.points));
    const result = page.getByTestId('game-result');
    await expect(result.getByRole('heading', { name: words.gameCancelled })).toBeVisible();
    await expect(result.getByText(LEVELS_GAME.name)).toBeVisible();
    await expect(
      result
        .locator('div')
        .filter({ has: page.getByText(words.points, { exact: true }) })
        .locator('dd'),
    ).toHaveText(String(cancelled.points));
    await shot(page, `history-game-state-${locale}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Without signal: the punches as last fetched, and a line that says so.
    await context.setOffline(true);
    await page.goto('/punches');
    await expect(page.getByText(words.asFetched)).toBeVisible();
    await expect(cancelledGroup).toBeVisible();
    await expect(ongoingGroup).toBeVisible();
    await shot(page, `history-offline-${locale}`, { fullPage: true });
    await context.setOffline(false);

    // The game going on elsewhere is cancelled there too: the home says so.
    await graphqlData(page, CANCEL, { gameId: ongoing.gameId });
    await page.goto('/');
    await expect(page.getByText(words.lastCancelled(CLASSIC_GAME.name))).toBeVisible({
      timeout: 20_000,
    });
  });
});
