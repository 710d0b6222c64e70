/**
 * An editor's test games made through the API, for the tests that are not about making games:
 * a private levels game made by the signed-in page (the demo Editor), and the parts of a game
 * (a classic game, a level, a control placed on it, the demo map linked) made by an editor: the
 * signed-in page, or an editor's token from outside the browser.
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

/** Who makes a game's parts: the signed-in page, or an editor's token from outside the browser. */
export type Maker = Page | { request: APIRequestContext; token: string };

/** Sends one operation as `maker`, failing unless the answer has data and no errors. */
function send<T>(maker: Maker, query: string, variables: Record<string, unknown>): Promise<T> {
  return 'token' in maker
    ? graphqlWithToken<T>(maker.request, maker.token, query, variables)
    : graphqlData<T>(maker, query, variables);
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

/** Links the demo map to the game. */
export async function linkDemoMap(maker: Maker, gameDefinitionId: string): Promise<void> {
  await send(
    maker,
    `mutation ($input: CreateOmapGameDefinitionInput!) { createOmapGameDefinition(input: $input) { id } }`,
    { input: { omapId: DEMO_OMAP_ID, gameDefinitionId } },
  );
}

/** What a new level needs, and what it may say otherwise (see createLevel). */
export interface LevelInput {
  gameDefinitionId: string;
  name: string;
  order?: number;
  minNumberControls?: number;
  allowGpsPunching?: boolean;
  allowCodePunching?: boolean;
  minDistanceLegalPunch?: number;
}

/** A level of the game, the first needing one control punched by code unless told otherwise: its id. */
export async function createLevel(maker: Maker, level: LevelInput): Promise<string> {
  const { createGameLevel } = await send<{ createGameLevel: { id: string } }>(
    maker,
    `mutation ($input: CreateGameLevelInput!) { createGameLevel(input: $input) { id } }`,
    {
      input: {
        order: 1,
        minNumberControls: 1,
        allowGpsPunching: false,
        allowCodePunching: true,
        ...level,
      },
    },
  );
  return createGameLevel.id;
}

/** A level of a game as the server stored it. */
export interface StoredLevel {
  id: string;
  name: string | null;
  order: number;
  minNumberControls: number;
  allowGpsPunching: boolean;
  allowCodePunching: boolean;
  minDistanceLegalPunch: number | null;
}

/** The game's levels as the server stored them, in their order (read by the signed-in page). */
export async function storedLevels(page: Page, gameDefinitionId: string): Promise<StoredLevel[]> {
  const data = await graphqlData<{
    gameLevelsByGameDefinitionIdByOrder: { items: StoredLevel[] };
  }>(
    page,
    `query ($id: ID!) { gameLevelsByGameDefinitionIdByOrder(gameDefinitionId: $id, limit: 100) {
      items { id name order minNumberControls allowGpsPunching allowCodePunching minDistanceLegalPunch }
    } }`,
    { id: gameDefinitionId },
  );
  return data.gameLevelsByGameDefinitionIdByOrder.items;
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
  if (onDemoMap) await linkDemoMap(page, id);
  const levelIds: string[] = [];
  for (let order = 1; order <= levels; order += 1) {
    levelIds.push(await createLevel(page, { gameDefinitionId: id, name: `Level ${order}`, order }));
  }
  return { id, levelIds, start };
}

/** A control of a game made by `classicGame`: where it stands, its secret code and its points. */
export interface NewControl {
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string;
  points: number;
}

/**
 * A classic game at `start` that asks to be active and PUBLIC (the server makes it a draft until
 * it is published, so inactive and PRIVATE), with the demo map linked and, unless `level` is
 * null, one level (see createLevel) with `controls` placed on it: the game as the server made
 * it, and the controls' ids in their order.
 */
export async function classicGame(
  maker: Maker,
  {
    name,
    start,
    level,
    controls = [],
  }: {
    name: string;
    start: LatLng;
    level: Omit<LevelInput, 'gameDefinitionId'> | null;
    controls?: readonly NewControl[];
  },
): Promise<{ id: string; active: boolean; state: string; controlIds: string[] }> {
  const { createGameDefinition: game } = await send<{
    createGameDefinition: { id: string; active: boolean; state: string };
  }>(
    maker,
    `mutation ($input: CreateGameDefinitionInput!) {
      createGameDefinition(input: $input) { id active state } }`,
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
  await linkDemoMap(maker, game.id);
  const controlIds: string[] = [];
  if (level === null) return { ...game, controlIds };
  const gameLevelId = await createLevel(maker, { gameDefinitionId: game.id, ...level });
  for (const { points, ...control } of controls) {
    controlIds.push(
      await placeNewControl(maker, [{ gameDefinitionId: game.id, gameLevelId, points }], control),
    );
  }
  return { ...game, controlIds };
}

/** Publishes the game (active and PUBLIC); the server refuses unless its checklist holds. */
export async function publishGame(maker: Maker, id: string): Promise<void> {
  await send(
    maker,
    `mutation ($input: UpdateGameDefinitionInput!) { updateGameDefinition(input: $input) { id } }`,
    { input: { id, active: true, state: 'PUBLIC' } },
  );
}

/** A new control placed on each of `levels` with its points there: the control's id. */
export async function placeNewControl(
  maker: Maker,
  levels: readonly { gameDefinitionId: string; gameLevelId: string; points: number }[],
  control: { visualCode: string; lat: number; lng: number; secretCode: string },
): Promise<string> {
  const { createControl } = await send<{ createControl: { id: string } }>(
    maker,
    `mutation ($input: CreateControlInput!) { createControl(input: $input) { id } }`,
    { input: control },
  );
  for (const level of levels) {
    await send(
      maker,
      `mutation ($input: CreateGameLevelControlInput!) { createGameLevelControl(input: $input) { id } }`,
      { input: { ...level, controlId: createControl.id } },
    );
  }
  return createControl.id;
}
