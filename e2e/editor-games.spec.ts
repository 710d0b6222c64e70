/**
 * The game and level editor, as the demo Editor against the real server: a levels game with two
 * levels made through the screens (start by tapping the map, maps linked and unlinked), the
 * selection kept in the address over a reload, what the server stored, every validation message of
 * the game and level forms in English and Norwegian, deleting a level (and the failure message),
 * and axe on every screen. Screenshots at 390x844 go to the test output.
 */
import { expect, test, type Page } from '@playwright/test';
import type { GameDefinitionAnswer } from '../tests/server/support/api-answers';
import { DEMO_ADMIN_EMAIL, DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createDraftGame, createLevel, linkDemoMap, storedLevels } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { submitShowsErrors } from './support/form-fields';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

const DEMO_OMAP_ID = 'demo-omap-arendal';
const DEMO_OMAP_NAME = 'Demo: Arendal';

type StoredGame = Pick<
  GameDefinitionAnswer,
  'id' | 'name' | 'type' | 'active' | 'state' | 'startGeoHash' | 'startLat' | 'startLng'
> & { omaps: { items: { omapId: string }[] } };

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedGame(page: Page, id: string): Promise<StoredGame> {
  const data = await graphqlData<{ getGameDefinition: StoredGame }>(
    page,
    `query ($id: ID!) { getGameDefinition(id: $id) {
      id name type active state startGeoHash startLat startLng omaps(limit: 100) { items { omapId } }
    } }`,
    { id },
  );
  return data.getGameDefinition;
}

/** A second map (a tiles map of the editor) to link and unlink. */
async function createTilesMap(page: Page, name: string): Promise<string> {
  const data = await graphqlData<{ createOmap: { id: string } }>(
    page,
    `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { id } }`,
    {
      input: {
        name,
        sourceType: 'tiles',
        state: 'PRIVATE',
        tileLocation: 'https://tiles.example.invalid/{z}/{x}/{y}.gif',
        attribution: 'E2E tiles',
        primaryMap: false,
        bottomLeftLat: 58.44,
        bottomLeftLng: 8.7,
        topRightLat: 58.47,
        topRightLng: 8.8,
        minZoom: 10,
        maxZoom: 18,
      },
    },
  );
  return data.createOmap.id;
}

/** A game with the demo map linked, made through the API (for tests not about creating one). */
async function createGame(page: Page, name: string): Promise<string> {
  const id = await createDraftGame(page, name);
  await linkDemoMap(page, id);
  return id;
}

function searchParam(page: Page, name: string): string {
  return new URL(page.url()).searchParams.get(name) ?? '';
}

test('an editor creates a levels game with two levels through the screens', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  const gameName = unique('E2E levels game');
  const otherMapName = unique('E2E tiles map');
  await createTilesMap(page, otherMapName);

  // The list: the editor's own games (the demo world's among them), and the way to a new one.
  await page.goto('/game-definitions');
  await expect(page.getByRole('heading', { level: 1, name: 'Game definitions' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Demo: Arendal levels / nivåer', exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'games-list');
  await page.getByRole('link', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New game' })).toBeVisible();

  // Name and type; a new game starts as a private draft (published from its page).
  await page.getByLabel('Name', { exact: true }).fill(gameName);
  await page.getByRole('radio', { name: 'Levels' }).check();
  await expect(page.getByText('A new game starts as a private draft')).toBeVisible();

  // Two maps chosen, one taken off again before the game is created.
  await page.getByLabel('Map to link').selectOption({ label: otherMapName });
  await page.getByRole('button', { name: 'Link map' }).click();
  await page.getByLabel('Map to link').selectOption({ label: DEMO_OMAP_NAME });
  await page.getByRole('button', { name: 'Link map' }).click();
  await page.getByRole('button', { name: `Unlink ${otherMapName}` }).click();
  await expect(page.getByRole('button', { name: `Unlink ${DEMO_OMAP_NAME}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unlink ${otherMapName}` })).toHaveCount(0);
  // The primary map is shown by default.
  await expect(
    page.getByRole('checkbox', { name: `Show ${DEMO_OMAP_NAME} on the map` }),
  ).toBeChecked();

  // The start: a tap on the map places it, and its geohash (precision 10) is shown.
  const map = page.getByRole('region', { name: 'Map for the start position' });
  await expect(map.locator('canvas')).toBeVisible();
  await map.locator('canvas').click({ position: { x: 180, y: 150 } });
  await expect(page.getByRole('img', { name: 'Start position' })).toBeVisible();
  const geohash = page.locator('.geohash code');
  await expect(geohash).toHaveText(/^[0-9b-hjkmnp-z]{10}$/u);
  const shownGeohash = (await geohash.textContent()) ?? '';
  const lat = Number(await page.getByLabel('Latitude').inputValue());
  const lng = Number(await page.getByLabel('Longitude').inputValue());
  expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await map.scrollIntoViewIfNeeded();
  await shot(page, 'game-new');

  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  await expect(page).toHaveURL(/\/game-definitions\/selected\?gameDefinitionId=/u);
  const gameId = searchParam(page, 'gameDefinitionId');

  // What the server stored.
  const created = await storedGame(page, gameId);
  expect(created).toMatchObject({
    name: gameName,
    type: 'levels',
    active: false,
    state: 'PRIVATE',
  });
  expect(created.startGeoHash).toBe(shownGeohash);
  expect(created.startLat).toBeCloseTo(lat, 6);
  expect(created.startLng).toBeCloseTo(lng, 6);
  expect(created.omaps.items.map((link) => link.omapId)).toEqual([DEMO_OMAP_ID]);

  // A reload shows the same game (the selection is in the address).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(gameName);
  await expect(page.getByRole('radio', { name: 'Levels' })).toBeChecked();
  await expect(page.locator('.geohash code')).toHaveText(shownGeohash);

  // Link a second map to the stored game, then unlink it: the server keeps the demo map only.
  await page.getByLabel('Map to link').selectOption({ label: otherMapName });
  await page.getByRole('button', { name: 'Link map' }).click();
  await expect(page.getByRole('button', { name: `Unlink ${otherMapName}` })).toBeVisible();
  expect((await storedGame(page, gameId)).omaps.items.map((link) => link.omapId)).toContain(
    DEMO_OMAP_ID,
  );
  expect((await storedGame(page, gameId)).omaps.items).toHaveLength(2);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'game-selected');
  await page.getByRole('button', { name: `Unlink ${otherMapName}` }).click();
  await expect(page.getByRole('button', { name: `Unlink ${otherMapName}` })).toHaveCount(0);
  await expect
    .poll(async () => (await storedGame(page, gameId)).omaps.items.map((link) => link.omapId))
    .toEqual([DEMO_OMAP_ID]);

  // Change the name and save: stored.
  await page.getByLabel('Name', { exact: true }).fill(`${gameName} renamed`);
  await page.getByRole('button', { name: 'Save game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${gameName} renamed` })).toBeVisible();
  expect((await storedGame(page, gameId)).name).toBe(`${gameName} renamed`);

  // The levels: none yet; two made through the screens.
  await page.getByRole('link', { name: `Levels of ${gameName} renamed` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Levels of ${gameName} renamed` }),
  ).toBeVisible();
  await expect(page.getByText('The game has no levels yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New level' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /New level of/u })).toBeVisible();
  await expect(page.getByLabel('Order')).toHaveValue('1');
  await page.getByLabel('Name', { exact: true }).fill('Level one');
  await page.getByLabel('Description').fill('Near the start');
  await page.getByLabel('Minimum number of controls').fill('2');
  await page.getByRole('checkbox', { name: 'GPS: near the control' }).check();
  await page.getByRole('checkbox', { name: 'Code: the secret code on the post' }).check();
  await page.getByLabel('Max distance (metres)').fill('30');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'level-new');
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Level one' })).toBeVisible();
  // No controls yet: the warning (not an error) that a level should have more than its minimum.
  await expect(page.locator('.level-warning')).toContainText(
    'A level should have more controls than its minimum.',
  );
  await expect(page.getByRole('alert').filter({ hasText: /\S/u })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Controls of Level one' })).toHaveAttribute(
    'href',
    /\/game-definitions\/selected\/levels\/selected\/controls\?gameDefinitionId=.+&gameLevelId=.+/u,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'level-selected');
  const levelOneUrl = page.url();

  // Breadcrumb back to the levels, and a second level (its order proposed as 2).
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Levels', exact: true })
    .click();
  await page.getByRole('link', { name: 'New level' }).click();
  await expect(page.getByLabel('Order')).toHaveValue('2');
  await page.getByLabel('Name', { exact: true }).fill('Level two');
  await page.getByLabel('Minimum number of controls').fill('1');
  await page.getByRole('checkbox', { name: 'Code: the secret code on the post' }).check();
  await page.getByRole('button', { name: 'Create level' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Level two' })).toBeVisible();
  const levelTwoId = searchParam(page, 'gameLevelId');

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Levels', exact: true })
    .click();
  const list = page.getByRole('list', { name: 'Levels' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(0)).toContainText('1. Level one');
  await expect(list.getByRole('listitem').nth(1)).toContainText('2. Level two');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'levels-list');

  const levels = await storedLevels(page, gameId);
  expect(levels).toMatchObject([
    {
      name: 'Level one',
      order: 1,
      minNumberControls: 2,
      allowGpsPunching: true,
      allowCodePunching: true,
      minDistanceLegalPunch: 30,
    },
    {
      id: levelTwoId,
      name: 'Level two',
      order: 2,
      minNumberControls: 1,
      allowGpsPunching: false,
      allowCodePunching: true,
      // A new level's default max distance, kept for when GPS punching is turned on.
      minDistanceLegalPunch: 15,
    },
  ]);

  // A reload of a level's address shows the same level.
  await page.goto(levelOneUrl);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Level one' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Level one');
  await expect(page.getByLabel('Max distance (metres)')).toHaveValue('30');

  // Edit it: stored.
  await page.getByLabel('Minimum number of controls').fill('3');
  await page.getByRole('button', { name: 'Save level' }).click();
  await expect(page.getByText('The level was saved')).toBeVisible();
  await expect.poll(async () => (await storedLevels(page, gameId))[0]?.minNumberControls).toBe(3);

  // Delete level two.
  await page.goto(
    `/game-definitions/selected/levels/selected?gameDefinitionId=${gameId}&gameLevelId=${levelTwoId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Level two' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete level' }).click();
  await page.getByRole('button', { name: 'Yes, delete the level' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Levels of ${gameName} renamed` }),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await storedLevels(page, gameId)).map((level) => level.name)).toEqual(['Level one']);
});

test('an editor lists their own games, an admin every game', async ({ browser, page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  const editorsGame = unique('E2E editors private game');
  await createGame(page, editorsGame);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await demoUser(request, DEMO_ADMIN_EMAIL));
  const adminsGame = unique('E2E admins game');
  await graphqlData(
    adminPage,
    `mutation ($input: CreateGameDefinitionInput!) { createGameDefinition(input: $input) { id } }`,
    { input: { name: adminsGame, type: 'classic', active: true, state: 'PUBLIC' } },
  );
  await adminPage.goto('/game-definitions');
  await expect(adminPage.getByText('As an administrator you see every game.')).toBeVisible();
  await expect(adminPage.getByRole('link', { name: editorsGame, exact: true })).toBeVisible();
  await expect(adminPage.getByRole('link', { name: adminsGame, exact: true })).toBeVisible();
  await adminContext.close();

  // The admin's public game is not the editor's to edit: it is not in their list.
  await page.goto('/game-definitions');
  await expect(page.getByRole('link', { name: editorsGame, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: adminsGame, exact: true })).toHaveCount(0);
});

test('a level that cannot be deleted says so', async ({ page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  const gameId = await createGame(page, unique('E2E delete game'));
  const levelId = await createLevel(page, { gameDefinitionId: gameId, name: 'Doomed level' });
  await page.goto(
    `/game-definitions/selected/levels/selected?gameDefinitionId=${gameId}&gameLevelId=${levelId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Doomed level' })).toBeVisible();
  // Someone else (here: the API) deletes it first, so the screen's delete is refused.
  await graphqlData(page, `mutation ($id: ID!) { deleteGameLevel(input: { id: $id }) { id } }`, {
    id: levelId,
  });
  await page.getByRole('button', { name: 'Delete level' }).click();
  await page.getByRole('button', { name: 'Yes, delete the level' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not delete game level' }),
  ).toBeVisible();
});

test('a missing or unknown selection says so, with a way back', async ({ page, request }) => {
  await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
  const gameId = await createGame(page, unique('E2E selection game'));

  await page.goto('/game-definitions/selected');
  await expect(page.getByRole('heading', { level: 1, name: 'No game chosen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the list of games' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/game-definitions/selected?gameDefinitionId=no-such-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list of games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game definitions' })).toBeVisible();

  await page.goto('/game-definitions/selected/levels?gameDefinitionId=no-such-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Game not found' })).toBeVisible();

  await page.goto(`/game-definitions/selected/levels/selected?gameDefinitionId=${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'No level chosen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the levels of the game' })).toBeVisible();

  await page.goto(
    `/game-definitions/selected/levels/selected?gameDefinitionId=${gameId}&gameLevelId=no-such-level`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Level not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the levels of the game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Levels of / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

const LANGUAGES = [
  {
    locale: 'en-GB',
    required: 'This is a required field',
    notANumber: 'Enter a number',
    latitudeRange: 'Must be between -90 and 90',
    longitudeRange: 'Must be between -180 and 180',
    wholeFrom0: 'Must be a whole number, 0 or more',
    wholeFrom1: 'Must be a whole number, 1 or more',
    moreThan0: 'Must be more than 0',
    mapRequired: 'Choose at least one map',
    punchMethod: 'You must choose at least one punch method',
    gpsDistance: 'Punch method GPS requires you to set Max distance',
    summary: 'Please correct the errors and try again',
    createGame: 'Create game',
    createLevel: 'Create level',
    public: 'Public',
  },
  {
    locale: 'nb-NO',
    required: 'Dette er et påkrevd felt',
    notANumber: 'Skriv inn et tall',
    latitudeRange: 'Må være mellom \u221290 og 90',
    longitudeRange: 'Må være mellom \u2212180 og 180',
    wholeFrom0: 'Må være et heltall, 0 eller mer',
    wholeFrom1: 'Må være et heltall, 1 eller mer',
    moreThan0: 'Må være mer enn 0',
    mapRequired: 'Velg minst ett kart',
    punchMethod: 'Du må velge minst en stemplingsmetode',
    gpsDistance: 'Stemplingsmetode GPS krever at du setter Maks avstand',
    summary: 'Rett feilene og prøv igjen',
    createGame: 'Opprett spill',
    createLevel: 'Opprett nivå',
    public: 'Åpen',
  },
] as const;

for (const words of LANGUAGES) {
  inLocale(words.locale, `validation in ${words.locale}`, () => {
    test('every message of the game form appears for its bad input', async ({ page, request }) => {
      await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
      await page.goto('/game-definitions/new');
      const create = page.getByRole('button', { name: words.createGame });
      // A new game is a private draft: no active or public choice until it exists.
      await expect(page.getByRole('radio', { name: words.public, exact: true })).toHaveCount(0);

      // Nothing filled in: name, type and the map are required.
      await submitShowsErrors(
        page,
        create,
        {},
        { name: words.required, type: words.required, omapIds: words.mapRequired },
      );
      await expect(page.getByRole('alert').filter({ hasText: words.summary })).toBeVisible();
      await expect(page.locator('#field-name')).toBeFocused();
      await expect(page.locator('#field-name')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `game-errors-${words.locale}`);

      // The start position: numbers, in range, both or neither.
      await submitShowsErrors(page, create, { startLat: 'north' }, { startLat: words.notANumber });
      await submitShowsErrors(page, create, { startLat: '95' }, { startLat: words.latitudeRange });
      // Both or neither: the longitude is asked for now, and the latitude is right.
      await submitShowsErrors(
        page,
        create,
        { startLat: '58.46' },
        { startLng: words.required, startLat: null },
      );
      await submitShowsErrors(
        page,
        create,
        { startLng: '200' },
        { startLng: words.longitudeRange },
      );

      // Filled in right, the errors go (nothing is created: the page stays).
      await page.locator('input[name="type"][value="classic"]').check();
      await submitShowsErrors(
        page,
        create,
        { name: 'Valid name', startLng: '8.76' },
        { name: null, type: null, startLng: null, omapIds: words.mapRequired },
      );
    });

    test('every message of the level form appears for its bad input', async ({ page, request }) => {
      await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
      const gameId = await createGame(page, unique('E2E validation game'));
      await page.goto(`/game-definitions/selected/levels/new?gameDefinitionId=${gameId}`);
      const create = page.getByRole('button', { name: words.createLevel });
      await expect(create).toBeVisible();

      // Nothing filled in (order is proposed): name, minimum and a punch method are required.
      await submitShowsErrors(
        page,
        create,
        {},
        {
          name: words.required,
          minNumberControls: words.required,
          allowGpsPunching: words.punchMethod,
          order: null,
        },
      );
      await expect(page.getByRole('alert').filter({ hasText: words.summary })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `level-errors-${words.locale}`);

      // Numbers: not a number, negative, fractional.
      await submitShowsErrors(
        page,
        create,
        { order: 'first', minNumberControls: '-1' },
        { order: words.notANumber, minNumberControls: words.wholeFrom0 },
      );
      await submitShowsErrors(page, create, { order: '1.5' }, { order: words.wholeFrom1 });

      // GPS needs the maximum distance (a new level proposes 15 m), which must be above zero.
      await expect(page.locator('#field-minDistanceLegalPunch')).toHaveValue('15');
      await page.locator('#field-minDistanceLegalPunch').fill('');
      await page.locator('#field-allowGpsPunching').check();
      await submitShowsErrors(
        page,
        create,
        {},
        { minDistanceLegalPunch: words.gpsDistance, allowGpsPunching: null },
      );
      for (const [value, error] of [
        ['0', words.moreThan0],
        ['far', words.notANumber],
      ] as const) {
        await submitShowsErrors(
          page,
          create,
          { minDistanceLegalPunch: value },
          { minDistanceLegalPunch: error },
        );
      }
    });
  });
}
