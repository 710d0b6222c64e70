/**
 * An editor's test games made through the API, for the tests that are not about making games:
 * a private levels game made by the signed-in page (the demo Editor), and the parts of a classic
 * game made with an editor's token from outside the browser.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_GAMES, DEMO_OMAP_ID } from '../../server/demo/demo-world';
import { graphqlData, graphqlWithToken } from './graphql';

const DEMO_LEVELS_GAME_ID = DEMO_GAMES.find((game) => game.type === 'levels')!.id;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface EditorGame {
  id: string;
  /** The levels in order (code punches, a minimum of one control each). */
  levelIds: string[];
  start: LatLng;
}

let made = 0;

/**
 * A levels game named `name` that asks to be PRIVATE and, unless `active`, inactive (a new game
 * is a private draft either way), at `start` if given: its id.
 */
export async function createDraftGame(
  page: Page,
  name: string,
  start?: LatLng,
  { active = false } = {},
): Promise<string> {
  const { createGameDefinition } = await graphqlData<{ createGameDefinition: { id: string } }>(
    page,
    `mutation ($input: CreateGameDefinitionInput!) { createGameDefinition(input: $input) { id } }`,
    {
      input: {
        name,
        type: 'levels',
        active,
        state: 'PRIVATE',
        ...(start ? { startLat: start.lat, startLng: start.lng } : {}),
      },
    },
  );
  return createGameDefinition.id;
}

/** Links the demo map to the game, as the signed-in page. */
export async function linkDemoMapAs(page: Page, gameDefinitionId: string): Promise<void> {
  await graphqlData(
    page,
    `mutation ($input: CreateOmapGameDefinitionInput!) { createOmapGameDefinition(input: $input) { id } }`,
    { input: { omapId: DEMO_OMAP_ID, gameDefinitionId } },
  );
}

/**
 * A private levels game named `name` (made unique) with `levels` levels; `active` as asked and,
 * with `onDemoMap`, the demo map linked.
 */
export async function privateLevelsGame(
  page: Page,
  name: string,
  { levels = 1, active = false, onDemoMap = false } = {},
): Promise<EditorGame> {
  const demo = await graphqlData<{ getGameDefinition: { startLat: number; startLng: number } }>(
    page,
    `query ($id: ID!) { getGameDefinition(id: $id) { startLat startLng } }`,
    { id: DEMO_LEVELS_GAME_ID },
  );
  const start = { lat: demo.getGameDefinition.startLat, lng: demo.getGameDefinition.startLng };
  made += 1;
  const id = await createDraftGame(page, `${name} ${Date.now().toString(36)}-${made}`, start, {
    active,
  });
  if (onDemoMap) await linkDemoMapAs(page, id);
  const levelIds: string[] = [];
  for (let order = 1; order <= levels; order += 1) {
    const { createGameLevel } = await graphqlData<{ createGameLevel: { id: string } }>(
      page,
      `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { id } }`,
      {
        input: {
          gameDefinitionId: id,
          name: `Level ${order}`,
          order,
          minNumberControls: 1,
          allowCodePunching: true,
          allowGpsPunching: false,
        },
      },
    );
    levelIds.push(createGameLevel.id);
  }
  return { id, levelIds, start };
}

/** A classic game at `start` that asks to be active and PUBLIC (a draft until published): its id. */
export async function createClassicGame(
  request: APIRequestContext,
  token: string,
  name: string,
  start: LatLng,
): Promise<string> {
  const { createGameDefinition } = await graphqlWithToken<{
    createGameDefinition: { id: string };
  }>(
    request,
    token,
    `mutation ($input: CreateGameDefinitionInput!) { createGameDefinition(input: $input) { id } }`,
    {
      input: {
        name,
        type: 'classic',
        active: true,
        state: 'PUBLIC',
        startLat: start.lat,
        startLng: start.lng,
      },
    },
  );
  return createGameDefinition.id;
}

/** Links the demo map to the game. */
export async function linkDemoMap(
  request: APIRequestContext,
  token: string,
  gameDefinitionId: string,
): Promise<void> {
  await graphqlWithToken(
    request,
    token,
    `mutation ($input: CreateOmapGameDefinitionInput!) { createOmapGameDefinition(input: $input) { id } }`,
    { input: { omapId: DEMO_OMAP_ID, gameDefinitionId } },
  );
}

/** A new control placed on a level with its points: the control's id. */
export async function placeNewControl(
  request: APIRequestContext,
  token: string,
  level: { gameDefinitionId: string; gameLevelId: string; points: number },
  control: { visualCode: string; lat: number; lng: number; secretCode: string },
): Promise<string> {
  const { createControl } = await graphqlWithToken<{ createControl: { id: string } }>(
    request,
    token,
    `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`,
    { input: control },
  );
  await graphqlWithToken(
    request,
    token,
    `mutation ($input: CreateGameLevelControlInput!) { createGameLevelControl(input: $input) { id } }`,
    { input: { ...level, controlId: createControl.id } },
  );
  return createControl.id;
}
