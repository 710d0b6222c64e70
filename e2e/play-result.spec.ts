import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { DEMO_GAMES } from '../server/demo/demo-world';
import { createUser, DEMO_EDITOR_EMAIL, demoToken, tokenOf, type TestUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { classicGame, publishGame } from './support/editor-games';
import { graphqlWithToken } from './support/graphql';
import { waitForServiceWorker } from './support/service-worker';
import { signInAt, walkTo } from './support/play';
import { inEachLocale } from './support/locales';
import { shot } from './support/shots';

/**
 * The end of a game and only playable games, in Chromium against the real server at 390x844, in
 * English and Norwegian: a player plays a short game of their own (two GPS controls on the demo
 * map, made through the API by the demo Editor) to its end and sees the result on the game map
 * (points, time, controls, levels, this week's place, links to the ranking and the GPX export),
 * then the same on /game-state, and offline without the place; an unplayable game is never in
 * the map's list.
 */

/** A confirmed player whose results are public (so they have a place in the ranking). */
async function publicPlayer(request: APIRequestContext): Promise<TestUser> {
  return createUser(request, 'result', (user) => [
    // Public points need a nickname of one's own (issue 16).
    { Name: 'nickname', Value: user.name },
    { Name: 'custom:publishResults', Value: 'true' },
  ]);
}

/** Where the played games start: 55 km north of the demo map, in another ranking area. */
const RESULT_START = { lat: demoMapGeometry().centre.lat + 0.5, lng: demoMapGeometry().centre.lng };

interface ShortGame {
  name: string;
  start: { lat: number; lng: number };
  controls: { visualCode: string; lat: number; lng: number; points: number }[];
}

/**
 * A PUBLIC, active game of the demo Editor on the demo map, starting at its centre: one level
 * of `levelControls` GPS controls north of the start (a minimum of `minimum`). No level at all
 * when `levelControls` is null.
 */
async function makeGame(
  request: APIRequestContext,
  name: string,
  levelControls: number[] | null,
  minimum = levelControls?.length ?? 0,
  start = demoMapGeometry().centre,
): Promise<ShortGame> {
  const maker = { request, token: await demoToken(request, DEMO_EDITOR_EMAIL) };
  const controls = (levelControls ?? []).map((points, index) => ({
    visualCode: `${70 + index}`,
    lat: start.lat + 0.0006 * (index + 1),
    lng: start.lng + 0.0003,
    secretCode: `END${index}`,
    points,
  }));
  const { id } = await classicGame(maker, {
    name,
    start,
    level: levelControls && {
      name: 'Short',
      minNumberControls: minimum,
      allowGpsPunching: true,
      minDistanceLegalPunch: 15,
    },
    controls,
  });
  // A new game is a private draft: published when its checklist holds (else refused, and the
  // game stays out of the players' list, as an unplayable one should).
  await publishGame(maker, id).catch(() => undefined);
  return { name, start, controls };
}

/** The words the test reads, in each language. */
const WORDS = {
  'en-GB': {
    start: 'Download and start',
    withoutTiles: 'Start without them',
    punch: (code: string) => `Punch control ${code} by GPS`,
    celebrationClose: 'Continue',
    completed: 'Game completed',
    points: 'Points',
    time: 'Time',
    controls: 'Controls punched',
    levels: 'Levels completed',
    levelsValue: '1 of 1',
    placeTerm: "Place this week in the game's area",
    place: /^No\. \d+$/u,
    offlineNote: 'You are offline: your place in the ranking shows when you are online again.',
    ranking: 'See the ranking',
    gpx: 'Punches and GPX export',
    share: 'Share the result',
    shared: (game: string) =>
      new RegExp(`^I completed ${game} in Map Game: 7 points, 2 controls in \\d+:\\d\\d\\.$`, 'u'),
    copied: 'Result copied: paste it where you want to share it.',
  },
  'nb-NO': {
    start: 'Last ned og start',
    withoutTiles: 'Start uten dem',
    punch: (code: string) => `Stemple post ${code} med GPS`,
    celebrationClose: 'Fortsett',
    completed: 'Spillet er fullført',
    points: 'Poeng',
    time: 'Tid',
    controls: 'Poster stemplet',
    levels: 'Nivåer fullført',
    levelsValue: '1 av 1',
    placeTerm: 'Plassering denne uken i spillets område',
    place: /^\d+\. plass$/u,
    offlineNote: 'Du er uten nett: plasseringen din i rangeringen vises når du er på nett igjen.',
    ranking: 'Se rangeringen',
    gpx: 'Stemplinger og GPX-eksport',
    share: 'Del resultatet',
    shared: (game: string) =>
      new RegExp(`^Jeg fullførte ${game} i Map Game: 7 poeng, 2 poster på \\d+:\\d\\d\\.$`, 'u'),
    copied: 'Resultatet er kopiert: lim det inn der du vil dele det.',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The figure shown under a term of the result. */
function figure(result: Locator, term: string): Locator {
  return result
    .locator('div')
    .filter({ has: result.page().getByText(term, { exact: true }) })
    .locator('dd');
}

async function expectResult(result: Locator, words: Words, points: number) {
  await expect(result.getByRole('heading', { name: words.completed })).toBeVisible();
  await expect(figure(result, words.points)).toHaveText(String(points));
  await expect(figure(result, words.time)).toHaveText(/^\d+:\d\d$/u);
  await expect(figure(result, words.controls)).toHaveText('2');
  await expect(figure(result, words.levels)).toHaveText(words.levelsValue);
  const ranking = result.getByRole('link', { name: words.ranking });
  await expect(ranking).toHaveAttribute('href', /^\/score\?period=week&area=[0-9a-z]{4}$/u);
  await expect(result.getByRole('link', { name: words.gpx })).toHaveAttribute('href', '/punches');
}

/** Plays `game` on the phone to its end: picked on the map, started, both controls by GPS. */
async function playToTheEnd(page: Page, game: ShortGame, words: Words) {
  await page.goto('/game-map');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: game.name, exact: true }).click();
  await page.getByRole('button', { name: words.start }).click();
  const firstPunch = page.getByRole('button', { name: words.punch(game.controls[0]!.visualCode) });
  const withoutTiles = page.getByRole('button', { name: words.withoutTiles });
  await expect(firstPunch.or(withoutTiles)).toBeVisible({ timeout: 30_000 });
  if (await withoutTiles.isVisible()) await withoutTiles.click();
  for (const control of game.controls) {
    await walkTo(page, control);
    const punch = page.getByRole('button', { name: words.punch(control.visualCode) });
    await expect(punch).toBeEnabled({ timeout: 15_000 });
    await punch.click();
  }
  const close = page.getByRole('dialog').getByRole('button', { name: words.celebrationClose });
  await close.click();
}

inEachLocale('the end of a game', (locale) => {
  test('a game played to its end shows its result on the map and on /game-state', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    // Played away from the demo world's area, whose ranking other specs read row by row.
    const game = await makeGame(request, `Result ${locale} ${tag}`, [3, 4], 2, RESULT_START);
    const player = await publicPlayer(request);
    await signInAt(page, player, game.start);
    try {
      await playsToTheEnd(page, context, game, locale);
    } finally {
      // Even when a step above failed: the score spec reads the whole map's ranking.
      await withdrawPoints(request, player);
    }
  });
});

/** The result after the last punch, on the map, on /game-state and offline. */
async function playsToTheEnd(
  page: Page,
  context: BrowserContext,
  game: ShortGame,
  locale: keyof typeof WORDS,
) {
  const words = WORDS[locale];
  await playToTheEnd(page, game, words);
  const result = page.getByTestId('game-result');
  await expectResult(result, words, 7);
  // Once both punches reached the server: this week's place in the game's area.
  await expect(figure(result, words.placeTerm)).toHaveText(words.place, { timeout: 20_000 });
  await shot(page, `result-map-${locale}`);
  await expectNoSeriousA11yViolations(page);
  await sharesThroughTheShareSheet(page, result, game, words);

  await page.goto('/game-state');
  const again = page.getByTestId('game-result');
  await expectResult(again, words, 7);
  await expect(again.getByText(words.place)).toBeVisible({ timeout: 20_000 });
  await shot(page, `result-game-state-${locale}`, { fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await sharesByCopying(page, context, again, game, words);

  // Offline: what the phone knows, and a note in place of the ranking place.
  await context.setOffline(true);
  await page.reload();
  const offline = page.getByTestId('game-result');
  await expectResult(offline, words, 7);
  await expect(offline.getByText(words.offlineNote)).toBeVisible();
  await expect(offline.getByText(words.place)).toHaveCount(0);
  await shot(page, `result-offline-${locale}`, { fullPage: true });
  await context.setOffline(false);
}

/**
 * A phone's share sheet gets the result's text and the app's address. Headless Chromium has no
 * share sheet: one stands in for it, keeping what it was given.
 */
async function sharesThroughTheShareSheet(
  page: Page,
  result: Locator,
  game: ShortGame,
  words: Words,
) {
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as { sharedResult?: ShareData }).sharedResult = data;
        return Promise.resolve();
      },
    });
  });
  await result.getByRole('button', { name: words.share }).click();
  const shared = () =>
    page.evaluate(() => (window as { sharedResult?: ShareData }).sharedResult ?? null);
  await expect.poll(async () => (await shared())?.text).toMatch(words.shared(game.name));
  expect((await shared())?.url).toBe(new URL(page.url()).origin);
}

/** Without a share sheet, the same text and address are copied, and a toast says so. */
async function sharesByCopying(
  page: Page,
  context: BrowserContext,
  result: Locator,
  game: ShortGame,
  words: Words,
) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await result.getByRole('button', { name: words.share }).click();
  await expect(page.getByText(words.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied.endsWith(` ${origin}`)).toBe(true);
  expect(copied.slice(0, -origin.length - 1)).toMatch(words.shared(game.name));
}

/**
 * The player's points withdrawn, as the visibility wizard's reset does: the score spec reads the
 * whole map's ranking row by row, which a public player of this spec would join.
 */
async function withdrawPoints(request: APIRequestContext, player: TestUser) {
  const { token } = await tokenOf(request, player);
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  await graphqlWithToken(
    request,
    token,
    `mutation ($owner: String!) { deleteGameScores(owner: $owner) { deletionCount } }`,
    { owner: sub },
  );
}

test('games that cannot be played are not in the map’s list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const empty = await makeGame(request, `Empty ${tag}`, null);
  const short = await makeGame(request, `Too few ${tag}`, [1], 2);
  const playable = await makeGame(request, `Playable ${tag}`, [1]);
  const player = await publicPlayer(request);
  await signInAt(page, player);
  await page.goto('/game-map');
  // The list has come: the playable games of the area are in it, the others are not.
  await expect(page.getByRole('button', { name: playable.name, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: DEMO_GAMES[0]!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: empty.name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: short.name, exact: true })).toHaveCount(0);
});
