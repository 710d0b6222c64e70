import { expect, test, type Page } from '@playwright/test';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { signInNewUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData, idTokenOf } from './support/graphql';
import { inLocale } from './support/locales';
import { openPlaySheet } from './support/play-sheet';
import { shot } from './support/shots';

/**
 * One ongoing game per player, when the game was started elsewhere (another phone, or before
 * this phone's data was cleared): /game-map names it, a start of another game is refused with
 * the conflict message before anything is downloaded, and "Download and continue" brings the
 * game here with the server's own state, ready to play. With the sheet closed the game shows as
 * one short card over the map (its name, "Continue here" and "Cancel game"), leaving the map most
 * of the screen; the explanation and the offline map detail are in the opened sheet.
 */

const LEVELS_GAME = DEMO_GAMES.find((game) => game.type === 'levels')!;
const CLASSIC_GAME = DEMO_GAMES.find((game) => game.type === 'classic')!;

const START = `mutation Start($gameId: ID!, $gameDefinitionId: ID!) {
  startNewGame(gameId: $gameId, gameDefinitionId: $gameDefinitionId) { id gameId progress }
}`;

const GAME_STATE = `query GameState($id: ID!) { getGameState(id: $id) { id cancelledAt } }`;

/** The phone's game states (IndexedDB), by id and progress. */
function phoneStates(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ id: string; gameId: string; progress: string }[]>((resolve, reject) => {
        const open = indexedDB.open('map-game');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const request = open.result.transaction('gameStates').objectStore('gameStates').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as { id: string; gameId: string; progress: string }[]);
          };
        };
      }),
  );
}

test('a game ongoing elsewhere refuses another start and is continued on this phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request, 'elsewhere');
  const answer = await graphqlData<{ startNewGame: { id: string; gameId: string }[] }>(
    page,
    START,
    {
      gameId: crypto.randomUUID(),
      gameDefinitionId: LEVELS_GAME.id,
    },
  );
  const started = answer.startNewGame[0]!;

  await page.goto('/game-map');
  await expect(page.getByText('You have a game going on that is not on this phone')).toBeVisible();
  await expect(page.getByRole('heading', { name: LEVELS_GAME.name })).toBeVisible();
  await page.getByText('You have a game going on').scrollIntoViewIfNeeded();
  await shot(page, 'play-elsewhere');
  await expectNoSeriousA11yViolations(page);

  // Another game: refused at once with the catalogue's words, nothing started on the phone.
  await page.getByRole('button', { name: CLASSIC_GAME.name, exact: true }).click();
  await expect(page.getByRole('heading', { name: CLASSIC_GAME.name })).toBeVisible();
  // The picked game's start panel is whole in view, the game from elsewhere after it.
  await expect(page.getByRole('button', { name: 'Download and start' })).toBeInViewport({
    ratio: 1,
  });
  await page.getByRole('button', { name: 'Download and start' }).click();
  await expect(
    page.getByText(
      "You cannot start a new game until you complete or cancel the one you've already started.",
    ),
  ).toBeVisible();
  expect(await phoneStates(page)).toEqual([]);

  // The game from elsewhere comes here with the server's state.
  await page.getByRole('button', { name: 'Download and continue' }).click();
  await expect(page.getByText('Level 1: near the start')).toBeVisible({ timeout: 30_000 });
  const states = await phoneStates(page);
  expect(states).toEqual([
    expect.objectContaining({
      id: started.id,
      gameId: started.gameId,
      progress: 'ONGOING',
    }),
  ]);
});

test("a start the server refuses later is not silent: the game and the catalogue's reason", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, request, 'refused-start');
  const token = await idTokenOf(page);
  // The phone's start waits on the way (as it would without signal) until another phone has
  // started a game.
  let release = () => {};
  const elsewhereStarted = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('StartNewGame')) await elsewhereStarted;
    await route.continue();
  });

  await page.goto('/game-map');
  await page.getByRole('button', { name: CLASSIC_GAME.name, exact: true }).click();
  await page.getByRole('button', { name: 'Download and start' }).click();
  // Playing (the game's name in the top bar): the cancel button is in the sheet over the map.
  await expect(
    page.getByRole('banner').getByRole('heading', { name: CLASSIC_GAME.name }),
  ).toBeVisible({ timeout: 30_000 });
  await openPlaySheet(page);
  await expect(page.getByRole('button', { name: 'Cancel game' })).toBeVisible();

  const elsewhere = await request.post('/graphql', {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: {
      query: START,
      variables: { gameId: crypto.randomUUID(), gameDefinitionId: LEVELS_GAME.id },
    },
  });
  expect(elsewhere.ok()).toBe(true);
  release();

  await expect(
    page.getByText(
      `The server did not accept the start of ${CLASSIC_GAME.name}: You cannot start a new game until you complete or cancel the one you've already started.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  // And the game that is ongoing is offered to continue here.
  await expect(page.getByText('You have a game going on that is not on this phone')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

const CARD_WORDS = [
  {
    locale: 'en-GB',
    line: 'You have a game going on that is not on this phone.',
    explanation: 'You have a game going on that is not on this phone (started on another phone',
    continueHere: 'Continue here',
    cancel: 'Cancel game',
    confirmCancel: 'Yes, cancel the game',
    details: 'Details',
    detail: 'Offline map detail',
    download: 'Download and continue',
  },
  {
    locale: 'nb-NO',
    line: 'Du har et pågående spill som ikke er på denne telefonen.',
    explanation: 'Du har et pågående spill som ikke er på denne telefonen (startet på en annen',
    continueHere: 'Fortsett her',
    cancel: 'Avbryt spillet',
    confirmCancel: 'Ja, avbryt spillet',
    details: 'Detaljer',
    detail: 'Detaljnivå for kart uten nett',
    download: 'Last ned og fortsett',
  },
] as const;

for (const words of CARD_WORDS) {
  inLocale(words.locale, `the game ongoing elsewhere in ${words.locale}`, () => {
    test('is one short card over the map, its details in the opened sheet, cancelled from the card', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInNewUser(page, request, `elsewhere-card-${words.locale}`);
      const answer = await graphqlData<{ startNewGame: { id: string }[] }>(page, START, {
        gameId: crypto.randomUUID(),
        gameDefinitionId: LEVELS_GAME.id,
      });
      const started = answer.startNewGame[0]!;

      await page.goto('/game-map');
      const handle = page.getByRole('button', { name: words.details });
      const continueHere = page.getByRole('button', { name: words.continueHere });
      const cancel = page.getByRole('button', { name: words.cancel });
      await expect(page.getByRole('heading', { name: LEVELS_GAME.name })).toBeVisible();
      await expect(page.getByText(words.line)).toBeVisible();
      await expect(handle).toHaveAttribute('aria-expanded', 'false');
      // Both actions whole on the screen, side by side (one row), within thumb reach.
      await expect(continueHere).toBeInViewport({ ratio: 1 });
      await expect(cancel).toBeInViewport({ ratio: 1 });
      const [continueBox, cancelBox] = [
        await continueHere.boundingBox(),
        await cancel.boundingBox(),
      ];
      expect(Math.abs(continueBox!.y - cancelBox!.y)).toBeLessThan(2);
      // The map keeps most of the screen: from under the top bar down to the sheet's top.
      const viewport = page.viewportSize()!;
      const sheetTop = (await page.locator('.play-sheet').boundingBox())!.y;
      const mapTop = (await page.locator('.play-map-frame').boundingBox())!.y;
      expect((sheetTop - mapTop) / viewport.height).toBeGreaterThanOrEqual(0.6);
      // The long explanation and the detail choice wait in the closed sheet.
      await expect(page.getByText(words.explanation)).toHaveCount(0);
      await expect(page.getByRole('group', { name: words.detail })).toBeHidden();
      await shot(page, `elsewhere-peek-${words.locale}`);
      await expectNoSeriousA11yViolations(page);

      // "Continue here" opens the sheet on the explanation, the detail choice and the download.
      await continueHere.click();
      await expect(handle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(words.explanation)).toBeVisible();
      await expect(page.locator('.ongoing-elsewhere')).toBeFocused();
      await expect(page.getByRole('group', { name: words.detail })).toBeVisible();
      await expect(page.getByRole('button', { name: words.download })).toBeInViewport({
        ratio: 1,
      });
      await shot(page, `elsewhere-opened-${words.locale}`);
      await expectNoSeriousA11yViolations(page);

      // Closed again, the card's cancel asks first, then ends the game on the server.
      await handle.click();
      await expect(handle).toHaveAttribute('aria-expanded', 'false');
      await cancel.click();
      const confirm = page.getByRole('button', { name: words.confirmCancel });
      await expect(confirm).toBeInViewport({ ratio: 1 });
      await shot(page, `elsewhere-cancel-${words.locale}`);
      await confirm.click();
      await expect
        .poll(
          async () =>
            (
              await graphqlData<{ getGameState: { cancelledAt: string | null } | null }>(
                page,
                GAME_STATE,
                {
                  id: started.id,
                },
              )
            ).getGameState?.cancelledAt ?? null,
          { timeout: 30_000 },
        )
        .not.toBeNull();
      await expect(page.getByRole('heading', { name: LEVELS_GAME.name })).toBeHidden();
    });
  });
}
