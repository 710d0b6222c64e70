/**
 * Publishing only what is playable, in Chromium against the real server at 390x844, in English
 * and Norwegian: the demo Editor's new game (made through the API with the demo map linked and a
 * start point) is a private draft; its screen shows the checklist with the level items missing
 * and no "Publish"; the players' search does not list it. Once a level with enough controls is
 * added the checklist holds, "Publish" appears, and pressing it puts the game in the players'
 * list.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoMapGeometry } from '../server/demo/demo-map';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createLevel, linkDemoMap, placeNewControl } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { inEachLocaleWithWords } from './support/locales';
import { shot } from './support/shots';

const WORDS = {
  'en-GB': {
    notPublished: 'Not published: players do not see the game.',
    published: 'Published: players can find the game and play it.',
    done: (item: string) => `Done: ${item}`,
    missing: (item: string) => `Missing: ${item}`,
    map: 'A map is linked to the game',
    start: 'The game has a start point',
    level: 'The game has a level',
    controls: 'The first level has at least its minimum number of controls',
    publish: 'Publish',
    makePrivate: 'Make private',
    toast: 'The game is published: players can find it and play it',
  },
  'nb-NO': {
    notPublished: 'Ikke publisert: spillerne ser ikke spillet.',
    published: 'Publisert: spillerne kan finne spillet og spille det.',
    done: (item: string) => `Ferdig: ${item}`,
    missing: (item: string) => `Mangler: ${item}`,
    map: 'Et kart er knyttet til spillet',
    start: 'Spillet har et startpunkt',
    level: 'Spillet har et nivå',
    controls: 'Første nivå har minst så mange poster som det krever',
    publish: 'Publiser',
    makePrivate: 'Gjør privat',
    toast: 'Spillet er publisert: spillerne kan finne det og spille det',
  },
} as const;

/** Whether the players' search (PUBLIC games by start cell) lists the game. */
async function offeredToPlayers(page: Page, id: string, startGeoHash: string): Promise<boolean> {
  const data = await graphqlData<{
    gameDefinitionByStateByStartGeoHash: { items: { id: string }[] };
  }>(
    page,
    `query ($hash: String!) { gameDefinitionByStateByStartGeoHash(state: "PUBLIC",
      startGeoHash: { eq: $hash }, limit: 100) { items { id } } }`,
    { hash: startGeoHash },
  );
  return data.gameDefinitionByStateByStartGeoHash.items.some((game) => game.id === id);
}

/** A new game with the demo map linked and a start point, but no level. */
async function newGame(page: Page, name: string, start: { lat: number; lng: number }) {
  const { createGameDefinition: game } = await graphqlData<{
    createGameDefinition: { id: string; startGeoHash: string };
  }>(
    page,
    `mutation ($input: CreateGameDefinitionInput!) {
      createGameDefinition(input: $input) { id startGeoHash } }`,
    { input: { name, type: 'classic', active: false, startLat: start.lat, startLng: start.lng } },
  );
  await linkDemoMap(page, game.id);
  return game;
}

/** A first level of two required controls, with one control placed (add the second later). */
async function addLevel(page: Page, gameDefinitionId: string) {
  const gameLevelId = await createLevel(page, {
    gameDefinitionId,
    name: 'Første',
    minNumberControls: 2,
    allowGpsPunching: true,
    minDistanceLegalPunch: 15,
  });
  return (visualCode: string, lat: number, lng: number) =>
    placeNewControl(page, [{ gameDefinitionId, gameLevelId, points: 1 }], {
      visualCode,
      lat,
      lng,
      secretCode: `P${visualCode}`,
    });
}

inEachLocaleWithWords('publishing a game', WORDS, (locale, words) => {
  test('a new game stays out of the players’ list until the checklist holds and it is published', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
    // A start of its own, 0.4 degrees south of the demo map (no other spec's area).
    const centre = demoMapGeometry().centre;
    const start = { lat: centre.lat - 0.4 - (locale === 'en-GB' ? 0 : 0.01), lng: centre.lng };
    const game = await newGame(page, `Publish ${locale} ${Date.now().toString(36)}`, start);

    await page.goto(`/game-definitions/selected?gameDefinitionId=${game.id}`);
    const checklist = page.getByRole('region', {
      name: locale === 'en-GB' ? 'Publishing' : 'Publisering',
    });
    /** The checklist's item that says `text`. */
    const item = (text: string) => checklist.getByRole('listitem').filter({ hasText: text });
    await expect(checklist.getByText(words.notPublished)).toBeVisible();
    await expect(item(words.missing(words.level))).toBeVisible();
    await expect(item(words.done(words.map))).toBeVisible();
    await expect(item(words.done(words.start))).toBeVisible();
    await expect(checklist.getByRole('button', { name: words.publish })).toHaveCount(0);
    expect(await offeredToPlayers(page, game.id, game.startGeoHash)).toBe(false);
    await shot(page, `publish-checklist-${locale}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // A level of two required controls with one placed: still short of its minimum.
    const place = await addLevel(page, game.id);
    await place('61', start.lat + 0.001, start.lng);
    await page.reload();
    await expect(item(words.done(words.level))).toBeVisible();
    await expect(item(words.missing(words.controls))).toBeVisible();
    await expect(checklist.getByRole('button', { name: words.publish })).toHaveCount(0);

    // The second control: every item done, and "Publish" is offered.
    await place('62', start.lat + 0.002, start.lng);
    await page.reload();
    await expect(item(words.done(words.controls))).toBeVisible();
    expect(await offeredToPlayers(page, game.id, game.startGeoHash)).toBe(false);
    await checklist.getByRole('button', { name: words.publish }).click();
    await expect(page.getByText(words.toast)).toBeVisible();
    await expect(checklist.getByText(words.published)).toBeVisible();
    await expect(checklist.getByRole('button', { name: words.makePrivate })).toBeVisible();
    expect(await offeredToPlayers(page, game.id, game.startGeoHash)).toBe(true);
    await shot(page, `publish-done-${locale}`, { fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
