/**
 * Safe deletes and sound level forms, as the demo Editor against the real server, in English and
 * Norwegian: a double tap on a control's Delete deletes nothing and opens a confirmation, away
 * from the Delete button, that names the levels and games the control is on; only its own button
 * deletes it. A new level starts with a 15 m max distance; order 0 and an order another level of
 * the game has are refused on the Order field, the clash naming that level. Deleting a level a
 * player has started asks twice, the second time saying that players' progress goes with it
 * (cancelled here: the demo level stays for the other specs).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR_EMAIL, demoUser, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createDraftGame, createLevel, linkDemoMap, placeNewControl } from './support/editor-games';
import { graphqlData } from './support/graphql';
import { LEVELS_GAME, startLevelsGame } from './support/play';
import { inLocale } from './support/locales';
import { shot } from './support/shots';

const START = { lat: 58.4615, lng: 8.7725 };

const WORDS = {
  en: {
    locale: 'en-GB',
    control: (code: string) => `Control ${code}`,
    delete: 'Delete',
    dialog: 'Delete the control from every level?',
    levelLine: (game: string, order: number, name: string) => `${game}: level ${order}, ${name}`,
    confirm: 'Delete from all levels',
    deleted: 'Control deleted',
    name: 'Name',
    order: 'Order',
    minimum: 'Minimum number of controls',
    code: 'Code: the secret code on the post',
    maxDistance: 'Max distance (metres)',
    create: 'Create level',
    outOfRange: 'Must be a whole number, 1 or more',
    orderTaken: 'Another level of this game already has this order',
    takenBy: (order: number, name: string) =>
      `Order ${order} is already used by the level “${name}”. Choose another number.`,
    deleteLevel: 'Delete level',
    deleteLevelDialog: 'Delete the level?',
    yesDelete: 'Yes, delete the level',
    inPlayDialog: 'Players have played this level',
    progress: /\d+ players? ha(s|ve) progress on this level/u,
    cancel: 'Cancel',
  },
  nb: {
    locale: 'nb-NO',
    control: (code: string) => `Post ${code}`,
    delete: 'Slett',
    dialog: 'Slette posten fra alle nivåer?',
    levelLine: (game: string, order: number, name: string) => `${game}: nivå ${order}, ${name}`,
    confirm: 'Slett fra alle nivåer',
    deleted: 'Posten er slettet',
    name: 'Navn',
    order: 'Rekkefølge',
    minimum: 'Minste antall poster',
    code: 'Kode: den hemmelige koden på posten',
    maxDistance: 'Maks avstand (meter)',
    create: 'Opprett nivå',
    outOfRange: 'Må være et heltall, 1 eller mer',
    orderTaken: 'Et annet nivå i dette spillet har allerede denne rekkefølgen',
    takenBy: (order: number, name: string) =>
      `Rekkefølge ${order} brukes allerede av nivået «${name}». Velg et annet tall.`,
    deleteLevel: 'Slett nivå',
    deleteLevelDialog: 'Slette nivået?',
    yesDelete: 'Ja, slett nivået',
    inPlayDialog: 'Spillere har spilt dette nivået',
    progress: /\d+ spillere? har framgang på dette nivået/u,
    cancel: 'Avbryt',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

let counter = 0;

async function createGame(page: Page, name: string): Promise<string> {
  const id = await createDraftGame(page, name, START);
  await linkDemoMap(page, id);
  return id;
}

async function controlExists(page: Page, id: string): Promise<boolean> {
  const data = await graphqlData<{ getControl: { id: string } | null }>(
    page,
    `query ($id: ID!) { getControl(id: $id) { id } }`,
    { id },
  );
  return data.getControl !== null;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function doubleTapDeletesNothing(page: Page, words: Words) {
  counter += 1;
  const tag = `${Date.now().toString(36)}-${counter}`;
  const forest = `Forest cup ${tag}`;
  const town = `Town sprint ${tag}`;
  const forestId = await createGame(page, forest);
  const townId = await createGame(page, town);
  const beginners = await createLevel(page, { gameDefinitionId: forestId, name: 'Beginners' });
  const experts = await createLevel(page, {
    gameDefinitionId: forestId,
    name: 'Experts',
    order: 2,
  });
  const park = await createLevel(page, { gameDefinitionId: townId, name: 'Park' });
  const places = [
    { gameDefinitionId: forestId, gameLevelId: beginners, points: 1 },
    { gameDefinitionId: forestId, gameLevelId: experts, points: 1 },
    { gameDefinitionId: townId, gameLevelId: park, points: 1 },
  ];
  const code = `D${counter}`;
  const id = await placeNewControl(page, places, {
    visualCode: code,
    secretCode: 'TWICE',
    lat: START.lat,
    lng: START.lng,
  });
  const search = new URLSearchParams({
    gameDefinitionId: forestId,
    gameLevelId: places[0]!.gameLevelId,
    controlId: id,
  });
  await page.goto(`/game-definitions/selected/levels/selected/controls?${search.toString()}`);
  const form = page.getByRole('region', { name: words.control(code) });
  const deleteButton = form.getByRole('button', { name: words.delete, exact: true });
  await deleteButton.scrollIntoViewIfNeeded();
  const deleteBox = await deleteButton.boundingBox();
  if (!deleteBox) throw new Error('Delete is not on screen');
  const tapX = deleteBox.x + deleteBox.width / 2;
  const tapY = deleteBox.y + deleteBox.height / 2;

  // A double tap on Delete: the first asks the server, the confirmation opens elsewhere.
  await page.mouse.dblclick(tapX, tapY);
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  for (const [game, order, name] of [
    [forest, 1, 'Beginners'],
    [forest, 2, 'Experts'],
    [town, 1, 'Park'],
  ] as const) {
    await expect(
      dialog.getByRole('listitem').filter({ hasText: words.levelLine(game, order, name) }),
    ).toBeVisible();
  }
  const confirm = dialog.getByRole('button', { name: words.confirm });
  const confirmBox = await confirm.boundingBox();
  if (!confirmBox) throw new Error('the confirm button is not on screen');
  expect(overlaps(confirmBox, deleteBox)).toBe(false);
  // A third tap in the same spot lands on the dimmed page, not on the confirm button.
  await page.mouse.click(tapX, tapY);
  await expect(dialog).toBeVisible();
  expect(await controlExists(page, id)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `control-delete-confirm-${words.locale}`);

  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: words.deleted })).toBeVisible();
  expect(await controlExists(page, id)).toBe(false);
}

async function levelFormRefusesOrders(page: Page, words: Words) {
  counter += 1;
  const gameId = await createGame(page, `Order game ${Date.now().toString(36)}-${counter}`);
  await createLevel(page, { gameDefinitionId: gameId, name: 'Lake loop' });
  await page.goto(`/game-definitions/selected/levels/new?gameDefinitionId=${gameId}`);
  const maxDistance = page.getByLabel(words.maxDistance);
  await expect(maxDistance).toHaveValue('15');
  await page.getByLabel(words.name, { exact: true }).fill('Second loop');
  await page.getByLabel(words.minimum).fill('1');
  await page.getByRole('checkbox', { name: words.code }).check();
  const order = page.getByRole('textbox', { name: words.order, exact: true });

  await order.fill('0');
  await page.getByRole('button', { name: words.create }).click();
  await expect(page.locator('.field-error').filter({ hasText: words.outOfRange })).toBeVisible();
  await expect(order).toHaveAttribute('aria-invalid', 'true');

  await order.fill('1');
  await page.getByRole('button', { name: words.create }).click();
  await expect(page.locator('.field-error').filter({ hasText: words.orderTaken })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: words.takenBy(1, 'Lake loop') }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `level-order-taken-${words.locale}`);

  await order.fill('2');
  await page.getByRole('button', { name: words.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Second loop' })).toBeVisible();
  const levelId = new URL(page.url()).searchParams.get('gameLevelId') ?? '';
  const stored = await graphqlData<{
    getGameLevel: { order: number; minDistanceLegalPunch: number };
  }>(page, `query ($id: ID!) { getGameLevel(id: $id) { order minDistanceLegalPunch } }`, {
    id: levelId,
  });
  expect(stored.getGameLevel).toEqual({ order: 2, minDistanceLegalPunch: 15 });
}

async function levelInPlayAsksTwice(page: Page, words: Words) {
  const levels = await graphqlData<{
    gameLevelsByGameDefinitionIdByOrder: { items: { id: string; name: string }[] };
  }>(
    page,
    `query ($id: ID!) { gameLevelsByGameDefinitionIdByOrder(gameDefinitionId: $id) { items { id name } } }`,
    { id: LEVELS_GAME.id },
  );
  const level = levels.gameLevelsByGameDefinitionIdByOrder.items[0]!;
  const search = new URLSearchParams({ gameDefinitionId: LEVELS_GAME.id, gameLevelId: level.id });
  await page.goto(`/game-definitions/selected/levels/selected?${search.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: level.name })).toBeVisible();

  await page.getByRole('button', { name: words.deleteLevel }).click();
  const first = page.getByRole('dialog', { name: words.deleteLevelDialog });
  await first.getByRole('button', { name: words.yesDelete }).click();
  const second = page.getByRole('dialog', { name: words.inPlayDialog });
  await expect(second.getByText(words.progress)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `level-in-play-${words.locale}`);
  await second.getByRole('button', { name: words.cancel }).click();
  await expect(second).toHaveCount(0);
  const still = await graphqlData<{ getGameLevel: { id: string } | null }>(
    page,
    `query ($id: ID!) { getGameLevel(id: $id) { id } }`,
    { id: level.id },
  );
  expect(still.getGameLevel).toEqual({ id: level.id });
}

for (const words of Object.values(WORDS)) {
  inLocale(words.locale, `in ${words.locale}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await signIn(page, await demoUser(request, DEMO_EDITOR_EMAIL));
    });

    test('a double tap on Delete deletes nothing; the confirmation names the levels', async ({
      page,
    }) => {
      await doubleTapDeletesNothing(page, words);
    });

    test('a new level shows 15 m; order 0 and a taken order are refused', async ({ page }) => {
      await levelFormRefusesOrders(page, words);
    });

    test('deleting a level a player has started asks again, counting the players', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const playerContext = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        locale: 'en-GB',
        viewport: { width: 390, height: 844 },
      });
      const playerPage = await playerContext.newPage();
      await startLevelsGame(playerPage, request, 'en', `level-in-play-${words.locale}`);
      await playerContext.close();
      await levelInPlayAsksTwice(page, words);
    });
  });
}
