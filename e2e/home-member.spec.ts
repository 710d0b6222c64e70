/**
 * The home page of a signed-in player (issue 16, item 5): the game going on with the way to
 * continue it, the games near where they last looked at the map, this week's points, and no
 * registration pitch; and dates in the browser's full locale (an en-GB browser reads day-month
 * dates on /punches).
 */
import { expect, test, type Page } from '@playwright/test';
import { signInNewUser, type TestUser } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlData } from './support/graphql';
import {
  expectPunchOnServer,
  LEVELS_GAME,
  levelControls,
  punchByCode,
  startLevelsGame,
} from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

/** The demo levels game's link among the games near: its name and distance, in either language. */
const LEVELS_GAME_NEAR = new RegExp(`^${LEVELS_GAME.name}\\s+\\S+\\s+k?m\\s+(away|unna)$`, 'u');

/** The home's headings and region names in each language. */
const WORDS = {
  en: {
    welcome: (name: string) => `Welcome back, ${name}`,
    game: 'Your game',
    near: 'Games near you',
    week: 'This week',
  },
  nb: {
    welcome: (name: string) => `Velkommen tilbake, ${name}`,
    game: 'Spillet ditt',
    near: 'Spill i nærheten',
    week: 'Denne uken',
  },
} as const;

/**
 * Opens the home of `player` and checks what it shows whether a game is going on or not: the
 * welcome by name, the game region's link `toGameMap` to the game map, and the demo levels game
 * among the games near. The game, near and week regions, for the checks of each case.
 */
async function openMemberHome(
  page: Page,
  words: (typeof WORDS)[keyof typeof WORDS],
  player: TestUser,
  toGameMap: string,
) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: words.welcome(player.name) }),
  ).toBeVisible();
  const game = page.getByRole('region', { name: words.game });
  await expect(game.getByRole('link', { name: toGameMap })).toHaveAttribute('href', '/game-map');
  const near = page.getByRole('region', { name: words.near });
  await expect(near.getByRole('link', { name: LEVELS_GAME_NEAR })).toBeVisible({
    timeout: 15_000,
  });
  return { game, near, week: page.getByRole('region', { name: words.week }) };
}

inLocale('en-GB', 'home for a signed-in player in English (an en-GB browser)', () => {
  test('continue the game, games near, this week\u2019s points; day-month dates on /punches', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await startLevelsGame(page, request, 'en', 'home-member');
    const control = levelControls(1)[0]!;
    await punchByCode(page, 'en', control, control.secretCode);
    await expectPunchOnServer(page, control);

    const { game, week } = await openMemberHome(page, WORDS.en, player, 'Continue the game');
    await expect(game.getByText(`${LEVELS_GAME.name} is going on.`)).toBeVisible();
    await expect(week.getByText(/^[1-9]\d* points? this week$/u)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Register and start playing' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'home-member-en');

    await game.getByRole('link', { name: 'Continue the game' }).click();
    await expect(page).toHaveURL(/\/game-map/u);

    await page.goto('/punches');
    const when = page.locator('.punch-when time').first();
    // en-GB: "26 Nov 2026, 05:10" (day, month, year, 24-hour clock), not "Nov 26, 2026, 5:10 AM".
    await expect(when).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/u);
    await shot(page, 'punches-en-gb');
  });
});

test('a game started on another phone: the home offers to continue it on this one', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, 'home-elsewhere');
  // The other phone: the game started through the API as the same player.
  await graphqlData(
    page,
    `mutation Start($gameId: ID!, $gameDefinitionId: ID!) {
      startNewGame(gameId: $gameId, gameDefinitionId: $gameDefinitionId) { id }
    }`,
    { gameId: crypto.randomUUID(), gameDefinitionId: LEVELS_GAME.id },
  );
  await page.goto('/');
  const game = page.getByRole('region', { name: WORDS.en.game });
  await expect(
    game.getByText(`${LEVELS_GAME.name} is going on, started on another phone.`),
  ).toBeVisible({ timeout: 15_000 });
  await game.getByRole('link', { name: 'Continue on this phone' }).click();
  await expect(page).toHaveURL(/\/game-state$/u);
});

inLocale('nb-NO', 'home for a signed-in player in Norwegian', () => {
  test('no game going on: the way to find one, games near, this week\u2019s points', async ({
    page,
    request,
  }) => {
    const player = await signInNewUser(page, request, 'hjem');
    // With no map seen yet, the home looks around the demo area the map opens at.
    const { game, near, week } = await openMemberHome(
      page,
      WORDS.nb,
      player,
      'Finn et spill på kartet',
    );
    await expect(game.getByText('Du har ikke noe spill i gang.')).toBeVisible();
    await expect(near.getByText(/^[\d,]+\s+k?m unna$/u).first()).toBeVisible();
    await expect(week.getByText('0 poeng denne uken')).toBeVisible({ timeout: 15_000 });
    await expect(week.getByRole('link', { name: 'Se resultatlistene' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Opprett konto og begynn å spille' })).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'home-member-nb');
  });
});
