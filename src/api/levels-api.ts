/**
 * The level editor's wire: a game's levels by order, one level, its controls (to count them),
 * and create, update and delete. Limits as the seed has them: 100 for lists.
 */
import { graphqlRequest } from './graphql-client';

/** One operation with its variables. */
const request = <Result>(document: string, variables: Record<string, unknown>) =>
  graphqlRequest<Result, Record<string, unknown>>(document, variables);

export interface GameLevel {
  id: string;
  gameDefinitionId: string;
  name: string | null;
  description: string | null;
  order: number;
  minNumberControls: number;
  allowGpsPunching: boolean | null;
  allowCodePunching: boolean | null;
  minDistanceLegalPunch: number | null;
}

export interface GameLevelFields {
  name: string;
  description: string | null;
  order: number;
  minNumberControls: number;
  allowGpsPunching: boolean;
  allowCodePunching: boolean;
  minDistanceLegalPunch: number | null;
}

const LEVEL_FIELDS = `id gameDefinitionId name description order minNumberControls
  allowGpsPunching allowCodePunching minDistanceLegalPunch`;

interface Connection<T> {
  items: (T | null)[];
  nextToken: string | null;
}

const present = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

const LEVELS_BY_ORDER = `query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {
  gameLevelsByGameDefinitionIdByOrder(gameDefinitionId: $gameDefinitionId, limit: 100, nextToken: $nextToken) {
    items { ${LEVEL_FIELDS} }
    nextToken
  }
}`;

/** The game's levels, lowest order first (every page of 100). */
export async function fetchGameLevels(gameDefinitionId: string): Promise<GameLevel[]> {
  const levels: GameLevel[] = [];
  let nextToken: string | null = null;
  do {
    const data: { gameLevelsByGameDefinitionIdByOrder: Connection<GameLevel> | null } =
      await request(LEVELS_BY_ORDER, { gameDefinitionId, nextToken });
    levels.push(...present(data.gameLevelsByGameDefinitionIdByOrder?.items ?? []));
    nextToken = data.gameLevelsByGameDefinitionIdByOrder?.nextToken ?? null;
  } while (nextToken !== null);
  return levels;
}

const GET_LEVEL = `query GetGameLevel($id: ID!) { getGameLevel(id: $id) { ${LEVEL_FIELDS} } }`;

/** One level, or null when it does not exist or its game is hidden from the caller. */
export async function fetchGameLevel(id: string): Promise<GameLevel | null> {
  const data = await request<{ getGameLevel: GameLevel | null }>(GET_LEVEL, { id });
  return data.getGameLevel;
}

const LEVEL_CONTROLS = `query GameLevelControls($gameLevelId: ID!) {
  gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) { items { id } }
}`;

/** How many controls are placed on the level (up to the list limit of 100). */
export async function fetchLevelControlCount(gameLevelId: string): Promise<number> {
  const data = await request<{
    gameLevelControlByGameLevelId: { items: ({ id: string } | null)[] } | null;
  }>(LEVEL_CONTROLS, { gameLevelId });
  return present(data.gameLevelControlByGameLevelId?.items ?? []).length;
}

const CREATE_LEVEL = `mutation CreateGameLevel($input: CreateGameLevelInput!) {
  createGameLevel(input: $input) { ${LEVEL_FIELDS} }
}`;

export async function createGameLevel(
  gameDefinitionId: string,
  fields: GameLevelFields,
): Promise<GameLevel> {
  const data = await request<{ createGameLevel: GameLevel }>(CREATE_LEVEL, {
    input: { gameDefinitionId, ...fields },
  });
  return data.createGameLevel;
}

const UPDATE_LEVEL = `mutation UpdateGameLevel($input: UpdateGameLevelInput!) {
  updateGameLevel(input: $input) { ${LEVEL_FIELDS} }
}`;

export async function updateGameLevel(id: string, fields: GameLevelFields): Promise<GameLevel> {
  const data = await request<{ updateGameLevel: GameLevel }>(UPDATE_LEVEL, {
    input: { id, ...fields },
  });
  return data.updateGameLevel;
}

const DELETE_LEVEL = `mutation DeleteGameLevel($input: DeleteGameLevelInput!) {
  deleteGameLevel(input: $input) { id }
}`;

/** Deletes a level; `force` deletes the game states on it too (else LEVEL_IN_PLAY when any). */
export async function deleteGameLevel(id: string, force = false): Promise<void> {
  await request(DELETE_LEVEL, { input: { id, force } });
}
