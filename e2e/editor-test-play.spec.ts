/**
 * An editor test-plays their own private game, in Chromium against the real server at 390x844,
 * in English and Norwegian: the demo Editor's navigation has the player's screens ("Play", "Game
 * state") beside "Edit games"; a new game (made through the API with one GPS control on the demo
 * map) is a private draft that players are not offered; from the game's screen "Test play on the
 * game map" opens it on the play screen, which says "Test play: no points"; played to its end,
 * the result says so too, and the editor's score rows (what the rankings read) are unchanged.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { DEMO_EDITOR_EMAIL, demoUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { classicGame } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { waitForServiceWorker } from './support/service-worker';
import { playerSub, signInAt, walkTo } from './support/play';
import { inEachLocaleWithWords } from './support/locales';
import { shot } from './support/shots';

const WORDS = {
  'en-GB': {
    play: 'Play',
    gameState: 'Game state',
    editGames: 'Edit games',
    testPlay: 'Test play on the game map',
    start: 'Download and start',
    withoutTiles: 'Start without them',
    punch: (code: string) => `Punch control ${code} by GPS`,
    celebrationClose: 'Continue',
    completed: 'Game completed',
    note: 'Test play: no points',
    notPublished: 'Not published: players do not see the game.',
  },
  'nb-NO': {
    play: 'Spill',
    gameState: 'Spillstatus',
    editGames: 'Rediger spill',
    testPlay: 'Prøvespill på spillkartet',
    start: 'Last ned og start',
    withoutTiles: 'Start uten dem',
    punch: (code: string) => `Stemple post ${code} med GPS`,
    celebrationClose: 'Fortsett',
    completed: 'Spillet er fullført',
    note: 'Prøvespill: ingen poeng',
    notPublished: 'Ikke publisert: spillerne ser ikke spillet.',
  },
} as const;

/** Every score row of the user this year (the rows the rankings are read from). */
async function scoreRows(page: Page, owner: string): Promise<number[]> {
  const data = await graphqlData<{ listGameScoreByOwner: { items: { score: number }[] } }>(
    page,
    `query ($owner: String!) { listGameScoreByOwner(owner: $owner, period: "YEAR", limit: 1000) {
      items { score } } }`,
    { owner },
  );
  return data.listGameScoreByOwner.items.map((item) => item.score).sort();
}

/**
 * A draft game of the signed-in editor at `start`, asked for as active and PUBLIC (the server
 * makes it a PRIVATE draft all the same): the demo map linked, one level of one GPS control.
 */
async function draftGame(
  page: Page,
  name: string,
  start: { lat: number; lng: number },
  visualCode: string,
) {
  const control = { visualCode, lat: start.lat + 0.0006, lng: start.lng + 0.0003 };
  const game = await classicGame(page, {
    name,
    start,
    level: { name: 'Prøve', allowGpsPunching: true, minDistanceLegalPunch: 15 },
    controls: [{ ...control, secretCode: `TEST${visualCode}`, points: 5 }],
  });
  expect(game).toMatchObject({ active: false, state: 'PRIVATE' });
  return { id: game.id, control };
}

inEachLocaleWithWords("an editor's test play", WORDS, (locale, words) => {
  test('the editor test-plays a private game from the play screen; no points', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const start = demoMapGeometry().centre;
    const editor = await demoUser(request, DEMO_EDITOR_EMAIL);
    await signInAt(page, editor, start);

    // The player's screens beside the editor's.
    const nav = page.getByRole('navigation', { name: locale === 'en-GB' ? 'Main' : 'Hovedmeny' });
    await expect(nav.getByRole('link', { name: words.play, exact: true })).toHaveAttribute(
      'href',
      '/game-map',
    );
    await expect(nav.getByRole('link', { name: words.gameState, exact: true })).toHaveAttribute(
      'href',
      '/game-state',
    );
    await expect(nav.getByRole('link', { name: words.editGames, exact: true })).toHaveAttribute(
      'href',
      '/game-definitions',
    );

    const name = `Test play ${locale} ${Date.now().toString(36)}`;
    const game = await draftGame(page, name, start, locale === 'en-GB' ? '91' : '92');
    const owner = await playerSub(page);
    const before = await scoreRows(page, owner);

    await page.goto(`/game-definitions/selected?gameDefinitionId=${game.id}`);
    await expect(page.getByText(words.notPublished)).toBeVisible();
    await page.getByRole('link', { name: words.testPlay }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/game-map');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: words.start }).click();
    const punch = page.getByRole('button', { name: words.punch(game.control.visualCode) });
    const withoutTiles = page.getByRole('button', { name: words.withoutTiles });
    await expect(punch.or(withoutTiles)).toBeVisible({ timeout: 30_000 });
    if (await withoutTiles.isVisible()) await withoutTiles.click();

    // The play screen says it is a test play.
    await expect(page.getByTestId('test-play-note')).toHaveText(words.note);
    await shot(page, `test-play-playing-${locale}`);
    await expectNoSeriousA11yViolations(page);

    await walkTo(page, game.control);
    await expect(punch).toBeEnabled({ timeout: 15_000 });
    await punch.click();
    await page.getByRole('dialog').getByRole('button', { name: words.celebrationClose }).click();

    const result = page.getByTestId('game-result');
    await expect(result.getByRole('heading', { name: words.completed })).toBeVisible();
    await expect(result.getByTestId('test-play-note')).toHaveText(words.note);
    // Points 0 (the first figure), and no place in the ranking.
    await expect(result.locator('dd').first()).toHaveText('0');
    // The punch reached the server, and scored nothing there.
    const visits = async () => {
      const data = await graphqlData<{
        controlVisitsByOwnerByGameStateGameId: { items: { controlVisualCode: string }[] };
      }>(
        page,
        `query ($owner: String!) { controlVisitsByOwnerByGameStateGameId(owner: $owner,
            limit: 1000) { items { controlVisualCode } } }`,
        { owner },
      );
      return data.controlVisitsByOwnerByGameStateGameId.items.map((v) => v.controlVisualCode);
    };
    await expect.poll(visits, { timeout: 20_000 }).toContain(game.control.visualCode);
    expect(await scoreRows(page, owner)).toEqual(before);
    await shot(page, `test-play-result-${locale}`);
    await expectNoSeriousA11yViolations(page);
  });
});
