/**
 * The level editor's wire: a game's levels by order, one level, its controls (to count them),
 * and create, update and delete. Typed documents (`npm run codegen`) over `graphqlRequest`; the
 * screens use them through the query options of level-queries.ts. Limits as the seed has them:
 * 100 for lists.
 */
import type { GameLevelInput } from '../domain/schemas/game-level';
import { graphql } from './generated/gql';
import type { GameLevelFieldsFragment } from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { allItems, present, writeItem, requestField } from './pages';

export type GameLevel = GameLevelFieldsFragment;

/** What a level is created or saved with: the level form's checked values. */
export type GameLevelFields = GameLevelInput;

// A level as a player's pack holds it (pack-api.ts) and the game it belongs to: fields only the
// editor needs are added here, never to the pack's fragment.
export const GAME_LEVEL_FRAGMENT = graphql(`
  fragment GameLevelFields on GameLevel {
    ...PackLevelFields
    gameDefinitionId
  }
`);

const LEVELS_BY_ORDER = graphql(`
  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {
    gameLevelsByGameDefinitionIdByOrder(
      gameDefinitionId: $gameDefinitionId
      limit: 100
      nextToken: $nextToken
    ) {
      items {
        ...GameLevelFields
      }
      nextToken
    }
  }
`);

/** The game's levels, lowest order first (every page of 100). */
export function fetchGameLevels(gameDefinitionId: string): Promise<GameLevel[]> {
  return allItems(
    LEVELS_BY_ORDER,
    { gameDefinitionId },
    (data) => data.gameLevelsByGameDefinitionIdByOrder,
  );
}

const GET_LEVEL = graphql(`
  query GetGameLevel($id: ID!) {
    getGameLevel(id: $id) {
      ...GameLevelFields
    }
  }
`);

/** One level, or null when it does not exist or its game is hidden from the caller. */
export async function fetchGameLevel(id: string): Promise<GameLevel | null> {
  return requestField(GET_LEVEL, { id }, 'getGameLevel');
}

const LEVEL_CONTROLS = graphql(`
  query GameLevelControls($gameLevelId: ID!) {
    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {
      items {
        id
      }
    }
  }
`);

/** How many controls are placed on the level (up to the list limit of 100). */
export async function fetchLevelControlCount(gameLevelId: string): Promise<number> {
  const data = await graphqlRequest(LEVEL_CONTROLS, { gameLevelId });
  return present(data.gameLevelControlByGameLevelId?.items).length;
}

const CREATE_LEVEL = graphql(`
  mutation CreateGameLevel($input: CreateGameLevelInput!) {
    createGameLevel(input: $input) {
      ...GameLevelFields
    }
  }
`);

export async function createGameLevel(
  gameDefinitionId: string,
  fields: GameLevelFields,
): Promise<GameLevel> {
  return writeItem(CREATE_LEVEL, { input: { gameDefinitionId, ...fields } }, 'createGameLevel');
}

const UPDATE_LEVEL = graphql(`
  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {
    updateGameLevel(input: $input) {
      ...GameLevelFields
    }
  }
`);

export async function updateGameLevel(id: string, fields: GameLevelFields): Promise<GameLevel> {
  return writeItem(UPDATE_LEVEL, { input: { id, ...fields } }, 'updateGameLevel');
}

const DELETE_LEVEL = graphql(`
  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {
    deleteGameLevel(input: $input) {
      id
    }
  }
`);

/** Deletes a level; `force` deletes the game states on it too (else LEVEL_IN_PLAY when any). */
export async function deleteGameLevel(id: string, force = false): Promise<void> {
  await graphqlRequest(DELETE_LEVEL, { input: { id, force } });
}
