import { expect, test, type Page } from '@playwright/test';
import { DEMO_MAP_IMAGE_LOCATION } from '../server/demo/demo-map';
import { createUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData, graphqlWithToken, idTokenOf } from './support/graphql';
import { keepMaps, mapSettled } from './support/maps';
import {
  demoControls,
  expectStartOnServer,
  LEVELS_GAME,
  playerSub,
  signInAt,
  walkTo,
} from './support/play';
import { openPlaySheet } from './support/play-sheet';
import { goOffline } from './support/network';
import { waitForServiceWorker } from './support/service-worker';
import { shot } from './support/shots';

/**
 * Play without signal, in Chromium against the real server: a new player starts the demo
 * levels game online (its offline pack downloaded), the network is cut for the page and its
 * service worker, the app is reloaded from the service worker and IndexedDB, the emulated
 * position walks to three level-1 controls (GPS punches unlock level 2, with the celebration),
 * one level-2 control is punched by code, and when the network is back every punch reaches the
 * server exactly once and the server's game states are the ones the phone showed.
 */

const controls = demoControls().filter((control) => control.gameId === LEVELS_GAME.id);
const level1 = controls.filter((control) => control.level === 1).slice(0, 3);
const level2 = controls.filter((control) => control.level === 2);

interface ServerState {
  id: string;
  gameId: string;
  progress: string;
  gameLevel: { order: number };
}
interface ServerVisit {
  id: string;
  controlId: string;
  gameStateId: string;
}

const STATES = `query States($owner: String!, $gameId: ModelIDKeyConditionInput) {
  gameStatesByOwnerByGameId(owner: $owner, gameId: $gameId, limit: 100) {
    items { id gameId progress gameLevel { order } }
  }
}`;
const VISITS = `query Visits($owner: String!, $gameId: ModelIDKeyConditionInput) {
  controlVisitsByOwnerByGameStateGameId(owner: $owner, gameStateGameId: $gameId, limit: 100) {
    items { id controlId gameStateId }
  }
}`;

/** The phone's own records: its game states and punch entries, read from IndexedDB. */
function phoneRecords(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        states: { id: string; gameId: string; progress: string; order: number }[];
        punches: { id: string; controlId: string; status: string; gameStateId: string }[];
      }>((resolve, reject) => {
        const open = indexedDB.open('map-game');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['gameStates', 'outbox'], 'readonly');
          const states = tx.objectStore('gameStates').getAll();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            db.close();
            type State = { id: string; gameId: string; progress: string };
            type Entry = { id: string; kind: string; controlId: string; status: string };
            resolve({
              states: (states.result as (State & { gameLevel: { order: number } })[]).map((s) => ({
                id: s.id,
                gameId: s.gameId,
                progress: s.progress,
                order: s.gameLevel.order,
              })),
              punches: (outbox.result as (Entry & { gameStateId: string })[])
                .filter((entry) => entry.kind === 'punch')
                .map(({ id, controlId, status, gameStateId }) => ({
                  id,
                  controlId,
                  status,
                  gameStateId,
                })),
            });
          };
        };
      }),
  );
}

/** A screenshot of the top of the screen (the map), once the map has settled (keepMaps first). */
async function screenshotTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => mapSettled(page, 'Game map'), { timeout: 20_000 }).toBe(true);
  await shot(page, name);
}

test('a game started online is played offline and counted once when the network is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // A player of its own: the demo player's points would show in other tests' rankings.
  await keepMaps(page);
  await signInAt(page, await createUser(request, 'offline'));
  const sub = await playerSub(page);
  const token = await idTokenOf(page);

  // Online: pick the demo levels game on the map and start it (its pack is downloaded).
  await page.goto('/game-map');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: LEVELS_GAME.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: LEVELS_GAME.name })).toBeVisible();
  await page.getByRole('button', { name: 'Download and start' }).click();
  await expect(page.getByText('Level 1: near the start')).toBeVisible({
    timeout: 30_000,
  });
  // The start reaches the server; only then the network goes.
  await expectStartOnServer(page);
  await screenshotTop(page, 'play-game-map-online');

  // Cut the network for the page and its service worker, and prove the cut.
  await goOffline(page);

  await page.reload();
  await expect(page.getByText('Level 1: near the start')).toBeVisible();
  // The game's map image comes from the offline pack.
  const mapImage = await page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return 0;
    }
  }, DEMO_MAP_IMAGE_LOCATION);
  expect(mapImage).toBe(200);
  // A second tab of the app, open all along: its badge hears of the punches made in this one.
  const otherTab = await context.newPage();
  await otherTab.goto('/punches');
  // It has read the phone's database (nothing punched yet), and nothing waits to be sent.
  await expect(otherTab.getByText('You have no punches yet.')).toBeVisible();
  await expect(otherTab.getByTestId('pending-badge')).toHaveCount(0);

  // Walk to three level-1 controls and punch each by GPS: level 2 unlocks.
  for (const [index, control] of level1.entries()) {
    await walkTo(page, control.position);
    const punch = page.getByRole('button', {
      name: `Punch control ${control.visualCode} by GPS`,
    });
    await expect(punch).toBeEnabled({ timeout: 15_000 });
    // Within 50 m of an open control: the approaching hint names it.
    await expect(
      page.getByText(`Approaching control ${control.visualCode}: look around!`),
    ).toBeVisible();
    await punch.click();
    if (index < level1.length - 1) {
      await expect(page.getByText(`Control ${control.visualCode} punched.`)).toBeVisible();
    }
  }
  const dialog = page.getByRole('dialog', { name: 'New level unlocked!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('level 2 is ready');
  await shot(page, 'play-celebration');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Level 2: the hills')).toBeVisible();

  // Too far from a level-2 control: the seed's words and the distance.
  const codeControl = level2[0]!;
  await walkTo(page, level1[0]!.position);
  await page.getByRole('button', { name: /^Punch control \d+ by GPS$/ }).click();
  await expect(
    page.getByText('You are not close enough to punch. Move closer to the control.'),
  ).toBeVisible();
  await expect(
    page.getByText(/^Control \d+ is \d+ m away: go about \d+ m closer\.$/),
  ).toBeVisible();

  // Punch one by code: the form's missing-field message first, then the code.
  await page.getByRole('button', { name: 'Punch by code' }).click();
  const form = page.getByRole('form', { name: 'Punch by code' });
  await form.getByLabel('Control', { exact: true }).selectOption({
    label: `Control ${codeControl.visualCode}`,
  });
  await form.getByRole('button', { name: 'Punch by code' }).click();
  await expect(form.getByText('Secret code is missing')).toBeVisible();
  await form.getByLabel('Secret code').fill(codeControl.secretCode.toLowerCase());
  await form.getByRole('button', { name: 'Punch by code' }).click();
  await expect(
    page.getByText(
      `Control ${codeControl.visualCode} punched by code: it will count when the code is checked.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^Control ${codeControl.visualCode},.*waiting for verification`),
    }),
  ).toBeVisible();
  await expect(page.getByTestId('pending-badge')).toHaveText('4');
  await expect(otherTab.getByTestId('pending-badge')).toHaveText('4');
  await otherTab.close();
  // On the game map the navigation is in the menu of the top bar.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('link', { name: /Punches \(4 actions waiting to be sent\)/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshotTop(page, 'play-game-map');
  await expectNoSeriousA11yViolations(page);

  // The phone's game state and punch list, offline.
  await openPlaySheet(page);
  await page.getByRole('link', { name: 'Game state' }).click();
  await expect(page.getByRole('heading', { name: 'Game state' })).toBeVisible();
  await expect(page.getByText('1 of 3 controls punched on this level')).toBeVisible();
  await expect(page.getByText('Waiting on the phone to be sent: 4')).toBeVisible();
  // The pack is on the phone, with the browser's answer about keeping it.
  await expect(page.getByText(/Normal detail: \d+ of \d+ map tiles, [\d.]+ (kB|MB)/)).toBeVisible();
  await expect(page.getByText(/The browser (will keep|may delete|did not say)/)).toBeVisible();
  await shot(page, 'play-game-state');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /^Punches/ }).click();
  await expect(page.getByText('On the phone, waiting for verification')).toHaveCount(1);
  await expect(page.getByText('On the phone, not sent yet')).toHaveCount(3);

  // Nothing reached the server while offline.
  const game = (await phoneRecords(page)).states[0]!.gameId;
  const before = await graphqlWithToken<{
    controlVisitsByOwnerByGameStateGameId: { items: ServerVisit[] };
  }>(request, token, VISITS, { owner: sub, gameId: { eq: game } });
  expect(before.controlVisitsByOwnerByGameStateGameId.items).toEqual([]);

  // The network is back: the outbox is replayed, every punch is accepted.
  await context.setOffline(false);
  await expect(page.getByText('Accepted')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByTestId('pending-badge')).toHaveCount(0);
  await shot(page, 'play-punches');
  await expectNoSeriousA11yViolations(page);

  // Every punch is on the server exactly once, by its own id, on the phone's states.
  const phone = await phoneRecords(page);
  const visits = (
    await graphqlData<{ controlVisitsByOwnerByGameStateGameId: { items: ServerVisit[] } }>(
      page,
      VISITS,
      { owner: sub, gameId: { eq: game } },
    )
  ).controlVisitsByOwnerByGameStateGameId.items;
  expect(visits.map((visit) => visit.id).sort()).toEqual(
    phone.punches.map((punch) => punch.id).sort(),
  );
  expect(new Set(visits.map((visit) => visit.controlId)).size).toBe(4);
  expect(visits.map((v) => v.controlId).sort()).toEqual(
    [...level1.map((c) => c.controlId), codeControl.controlId].sort(),
  );

  // The server's game states are the ones the phone showed: level 1 complete, level 2 going on.
  const serverStates = (
    await graphqlData<{ gameStatesByOwnerByGameId: { items: ServerState[] } }>(page, STATES, {
      owner: sub,
      gameId: { eq: game },
    })
  ).gameStatesByOwnerByGameId.items;
  const shown = phone.states
    .filter((state) => state.gameId === game)
    .map(({ id, progress, order }) => ({ id, progress, order }))
    .sort((a, b) => a.order - b.order);
  expect(
    serverStates
      .map((state) => ({ id: state.id, progress: state.progress, order: state.gameLevel.order }))
      .sort((a, b) => a.order - b.order),
  ).toEqual(shown);
  expect(shown.map((state) => [state.order, state.progress])).toEqual([
    [1, 'COMPLETE'],
    [2, 'ONGOING'],
  ]);

  // The code punch is verified now.
  await page.goto('/game-state');
  await expect(page.getByText('1 of 3 controls punched on this level')).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toHaveCount(0);

  // Cancelling ends the game on the phone and on the server.
  await page.getByRole('button', { name: 'Cancel game' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the game' }).click();
  await expect(page.getByText('You have no ongoing game.')).toBeVisible();
});
