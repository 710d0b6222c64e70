/**
 * The ranking (/score) and result visibility (/user) against the real server: players made
 * through the user pool, games of their own placed in different areas by the demo Editor, punches
 * by code through the API, then what each player sees on the screens.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  createUser,
  DEMO_EDITOR_EMAIL,
  demoToken,
  signIn,
  tokenOf,
  type TestUser,
} from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { classicGame, publishGame } from './support/editor-games';
import { graphqlData, graphqlWithToken } from './support/graphql';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

// ---------------------------------------------------------------- the wire, without screens

/** A signed-in account for API calls: its test user, id (sub) and ID token. */
interface Player extends TestUser {
  nickname: string;
  token: string;
  sub: string;
}

/** A confirmed player with a nickname who has chosen public or private points. */
async function makePlayer(
  request: APIRequestContext,
  nickname: string,
  publish: 'PUBLIC' | 'PRIVATE',
): Promise<Player> {
  const user = await createUser(request, 'scorer', () => [
    { Name: 'nickname', Value: nickname },
    { Name: 'custom:publishResults', Value: publish === 'PUBLIC' ? 'true' : 'false' },
  ]);
  return { ...user, nickname, ...(await tokenOf(request, user)) };
}

interface TestGame {
  id: string;
  /** Control id and secret code of each control, with its points. */
  controls: { id: string; secretCode: string; points: number }[];
}

/** A PUBLIC, active classic game of the demo Editor at `start`, its controls punched by code. */
async function makeGame(
  request: APIRequestContext,
  editorToken: string,
  name: string,
  start: { lat: number; lng: number },
  points: number[],
): Promise<TestGame> {
  const maker = { request, token: editorToken };
  const controls = points.map((value, index) => ({
    visualCode: `${40 + index}`,
    lat: start.lat + 0.001 * (index + 1),
    lng: start.lng,
    secretCode: `CODE${index + 1}`,
    points: value,
  }));
  const game = await classicGame(maker, {
    name,
    start,
    level: { name: 'Classic', minNumberControls: points.length },
    controls,
  });
  // A new game is a private draft: with a map linked its checklist holds, and it is published.
  await publishGame(maker, game.id);
  return {
    id: game.id,
    controls: controls.map((control, index) => ({
      id: game.controlIds[index]!,
      secretCode: control.secretCode,
      points: control.points,
    })),
  };
}

/** Starts `game` for the player and punches the controls at `indexes` by their secret codes. */
async function play(request: APIRequestContext, player: Player, game: TestGame, indexes: number[]) {
  const { startNewGame } = await graphqlWithToken<{ startNewGame: { id: string }[] }>(
    request,
    player.token,
    `mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) { id } }`,
    { g: crypto.randomUUID(), d: game.id },
  );
  const stateId = startNewGame[0]?.id;
  for (const index of indexes) {
    const control = game.controls[index];
    if (!control || !stateId) throw new Error('no such control or state');
    await graphqlWithToken(
      request,
      player.token,
      `mutation ($c: ID!, $s: ID!, $code: String) {
        punchAtControl(controlId: $c, gameStateId: $s, controlSecretCode: $code) { controlVisit { id } } }`,
      { c: control.id, s: stateId, code: control.secretCode },
    );
  }
}

// ---------------------------------------------------------------- the screens

/** The demo world's area (Arendal), which is also the map's default centre. */
const ARENDAL = { lat: 58.46, lng: 8.77 };
const ARENDAL_AREA = 'u4qh';
const OSLO = { lat: 59.91, lng: 10.75 };
const OSLO_AREA = 'u4xs';
const BERGEN = { lat: 60.39, lng: 5.32 };
const BERGEN_AREA = 'u4ez';
const TRONDHEIM = { lat: 63.43, lng: 10.39 };

const ranking = (page: Page) => page.getByRole('region', { name: 'Ranking', exact: true });
const rankingRows = (page: Page) => ranking(page).getByRole('table').locator('tbody tr');

async function expectRows(page: Page, rows: string[]) {
  await expect(rankingRows(page)).toHaveText(rows);
}

/** Signs in through the screen; the navigation names a player by their nickname. */
async function signInAs(page: Page, player: Player): Promise<void> {
  await signIn(page, { ...player, name: player.nickname });
}

async function signedInPage(browser: Browser, user: Player, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}

test.describe('the ranking', () => {
  test('by period and area, with the own row, a private player off the list but seeing it', async ({
    page,
    request,
    browser,
  }) => {
    const token = await demoToken(request, DEMO_EDITOR_EMAIL);
    const oslo = await makeGame(request, token, `Score Oslo ${Date.now()}`, OSLO, [2, 3]);
    const arendal = await makeGame(
      request,
      token,
      `Score Arendal ${Date.now()}`,
      ARENDAL,
      [1, 2, 3, 4],
    );
    const alice = await makePlayer(request, `Alice${Date.now() % 100000}`, 'PUBLIC');
    const bob = await makePlayer(request, `Bob${Date.now() % 100000}`, 'PUBLIC');
    const carol = await makePlayer(request, `Carol${Date.now() % 100000}`, 'PRIVATE');
    await play(request, alice, arendal, [0, 1]); // 3 points in Arendal
    await play(request, bob, oslo, [0, 1]); // 5 points in Oslo
    await play(request, carol, arendal, [2, 3]); // 7 private points in Arendal

    await signInAs(page, alice);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Score' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Score' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked();
    await expect(page.getByText('Showing the whole map.')).toBeVisible();
    for (const period of ['This week', 'This month', 'This year']) {
      await page.getByRole('radio', { name: period }).check();
      await expectRows(page, [`1${bob.nickname}5`, `2${alice.nickname} (you)3`]);
      await expect(rankingRows(page).nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(
        page.getByText('Your points in this period: 3. You are number 2 on the list.'),
      ).toBeVisible();
    }
    await expect(page).toHaveURL((url) => url.searchParams.get('period') === 'year');
    // Teams rank apart from individuals; no team has played here.
    await page.getByRole('radio', { name: 'Teams' }).check();
    await expect(page).toHaveURL((url) => url.searchParams.get('owners') === 'teams');
    await expect(page.getByText('No team has points in this period yet.')).toBeVisible();
    await page.getByRole('radio', { name: 'Individuals' }).check();
    await expectRows(page, [`1${bob.nickname}5`, `2${alice.nickname} (you)3`]);
    // The points per week: this week's bar holds the player's 3 points.
    await expect(
      page.getByRole('img', {
        name: /Bar chart of your points per week\. Points in weeks \d+ to \d+: 3 in all/,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'score-year', { fullPage: true });

    // The area of the map's centre (the default centre is in Arendal): only Arendal's scorers.
    await page.getByRole('button', { name: "Use the map's centre" }).click();
    // Named by the game nearest its centre, never by its geohash.
    await expect(page.getByText(/^Showing the area around /u)).toBeVisible();
    await expect(page.getByText(ARENDAL_AREA)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.searchParams.get('area') === ARENDAL_AREA);
    await expectRows(page, [`1${alice.nickname} (you)3`]);
    await page.getByRole('button', { name: 'Whole map' }).click();
    await expect(page.getByText('Showing the whole map.')).toBeVisible();
    await expectRows(page, [`1${bob.nickname}5`, `2${alice.nickname} (you)3`]);

    // Tapping the map picks the tapped point's area.
    const map = page.getByRole('region', { name: "Map for choosing the ranking's area" });
    await map.locator('canvas').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('area') === ARENDAL_AREA);
    await expect(page.getByText(/^Showing the area around /u)).toBeVisible();
    await expectRows(page, [`1${alice.nickname} (you)3`]);

    // A shared link keeps the selections: Oslo's area this month has only Bob.
    await page.goto(`/score?period=month&area=${OSLO_AREA}`);
    await expect(page.getByRole('radio', { name: 'This month' })).toBeChecked();
    await expect(page.getByText(/^Showing the area around Score Oslo /u)).toBeVisible();
    await expectRows(page, [`1${bob.nickname}5`]);
    await page.reload();
    await expectRows(page, [`1${bob.nickname}5`]);
    await page.goto(`/score?period=week&area=${BERGEN_AREA}`);
    await expect(
      page.getByText('Nobody has public points in this area in this period yet.', { exact: false }),
    ).toBeVisible();

    // The private player sees the shared ranking, is not on it, and is told why.
    const carolPage = await signedInPage(browser, carol);
    await carolPage.goto('/score');
    await expectRows(carolPage, [`1${bob.nickname}5`, `2${alice.nickname}3`]);
    await expect(
      carolPage.getByText('Your points in this period: 7. They are private', { exact: false }),
    ).toBeVisible();
    await shot(carolPage, 'score-private-player', { fullPage: true });
    await carolPage.context().close();
  });

  test('"show more" appends the next page, and the own row shows before it is loaded', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, DEMO_EDITOR_EMAIL);
    const bergen = await makeGame(request, token, `Score Bergen ${Date.now()}`, BERGEN, [2, 1]);
    const others: Player[] = [];
    for (let n = 0; n < 11; n += 1) {
      const player = await makePlayer(
        request,
        `Runner${String(n).padStart(2, '0')}x${Date.now() % 10000}`,
        'PUBLIC',
      );
      await play(request, player, bergen, [0]);
      others.push(player);
    }
    const viewer = await makePlayer(request, `Viewer${Date.now() % 100000}`, 'PUBLIC');
    await play(request, viewer, bergen, [1]);

    await signInAs(page, viewer);
    await page.goto(`/score?area=${BERGEN_AREA}`);
    await expect(rankingRows(page)).toHaveCount(11);
    // Ten rows of the first page, then the player's own row after a gap.
    await expect(rankingRows(page).nth(10)).toHaveText('…You1');
    await expect(rankingRows(page).nth(10)).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByText('Your points in this period: 1. Your row is further down the list.'),
    ).toBeVisible();
    await shot(page, 'score-first-page', { fullPage: true });

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(rankingRows(page)).toHaveCount(12);
    await expect(rankingRows(page).nth(11)).toHaveText(`12${viewer.nickname} (you)1`);
    await expect(rankingRows(page).nth(11)).toHaveAttribute('aria-current', 'true');
    const names = await rankingRows(page).locator('th').allTextContents();
    expect(names.slice(0, 11).sort()).toEqual(others.map((player) => player.nickname).sort());
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    // The preference "table rows as cards" shows the same rows as cards.
    await page.goto('/user');
    await page.getByRole('checkbox', { name: 'Show table rows as cards' }).check();
    await page.goto(`/score?area=${BERGEN_AREA}&period=year`);
    const cards = ranking(page).getByRole('list').getByRole('listitem');
    await expect(cards).toHaveCount(11);
    await expect(cards.nth(10)).toHaveText('…You1 point');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'score-cards', { fullPage: true });
  });
});

test.describe('result visibility', () => {
  test('changing it warns, and after confirmation resets the points and updates the user', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request, DEMO_EDITOR_EMAIL);
    const trondheim = await makeGame(
      request,
      token,
      `Score Trondheim ${Date.now()}`,
      TRONDHEIM,
      [4, 5],
    );
    const dora = await makePlayer(request, `Dora${Date.now() % 100000}`, 'PUBLIC');
    await play(request, dora, trondheim, [0, 1]);

    await signInAs(page, dora);
    await page.goto('/score?period=year');
    await expect(page.getByText('Your points in this period: 9.', { exact: false })).toBeVisible();

    await page.goto('/user');
    await expect(page.getByText('Public: you, your friends and others can see them')).toBeVisible();
    await page.getByRole('button', { name: 'Change result visibility' }).click();
    await expect(
      page.getByRole('heading', { name: 'Step 1 of 2: who may see your points?' }),
    ).toBeFocused();
    await page.getByRole('radio', { name: 'Private: only me' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Warning: your points will be reset to zero.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'user-wizard-summary', { fullPage: true });

    // Back keeps the choice; completing needs the confirmation.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: 'Private: only me' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(
      page.getByText('Confirm that your points may be reset to zero, or go back.'),
    ).toBeVisible();
    const scores = await graphqlData<{ listGameScoreByOwner: { items: { score: number }[] } }>(
      page,
      `query ($o: String) { listGameScoreByOwner(owner: $o, period: "YEAR") { items { score } } }`,
      { o: dora.sub },
    );
    expect(scores.listGameScoreByOwner.items.map((item) => item.score)).toEqual([9]);

    await page
      .getByRole('checkbox', { name: 'I understand that my points will be reset to zero' })
      .check();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(
      page.getByText('Your result visibility has been saved and your points are reset to zero.'),
    ).toBeVisible();
    await expect(page.getByText('Private: only you can see them')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Private: only you can see them')).toBeVisible();
    const after = await graphqlData<{ listGameScoreByOwner: { items: { score: number }[] } }>(
      page,
      `query ($o: String) { listGameScoreByOwner(owner: $o, period: "YEAR") { items { score } } }`,
      { o: dora.sub },
    );
    expect(after.listGameScoreByOwner.items).toEqual([]);

    await page.goto('/score?period=year');
    // The ranking and the weekly points have come (a table or the empty note), and Dora is in
    // neither: the server holds no points of hers (asked above).
    await expect(page.getByRole('img', { name: /No points in weeks/ })).toBeVisible();
    await expect(
      ranking(page)
        .getByRole('table')
        .or(ranking(page).getByText(/^Nobody has public points/u)),
    ).toBeVisible();
    await expect(ranking(page).getByText(dora.nickname)).toHaveCount(0);
    await expect(page.getByText('Your points in this period', { exact: false })).toHaveCount(0);
  });
});

inLocale('nb-NO', 'in Norwegian', () => {
  test('/score and /user pass axe and read in Norwegian', async ({ page, request }) => {
    const player = await makePlayer(request, `Nora${Date.now() % 100000}`, 'PUBLIC');
    await signInAs(page, player);
    await page.goto('/score');
    await expect(page.getByRole('heading', { level: 1, name: 'Poeng' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Denne uken' })).toBeChecked();
    await expect(page.getByText('Viser hele kartet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rangering', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'score-nb', { fullPage: true });

    await page.goto('/user');
    await page.getByRole('button', { name: 'Endre synlighet for resultater' }).click();
    await page.getByRole('radio', { name: 'Privat: bare meg' }).check();
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Advarsel: poengene dine blir nullstilt.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'user-nb', { fullPage: true });
  });
});
