/**
 * The control editor's wire: the level's controls (with their secret codes, which the server
 * gives editors only), the editor's own controls, and the create/update/delete calls for controls
 * and their places on levels. The level and its game with its linked maps are read as the level
 * and game editors read them (levels-api.ts, games-api.ts). Typed documents (`npm run codegen`)
 * over `graphqlRequest`; the screens use them through the query options of control-queries.ts.
 * Limits as the seed has them: 100 for lists, 10 for the check before a delete.
 */
import type { GameDefinition, GameOmap } from './games-api';
import { graphql } from './generated/gql';
import type { ControlRecordFragment, LevelControlFragment } from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import type { GameLevel } from './levels-api';
import { allItems, present, writeItem } from './pages';

export type ControlRecord = ControlRecordFragment;

/** A control placed on a level, with its points there. */
export type LevelControl = LevelControlFragment;

/** The Omap fields that say how to draw a map (see src/ui/map/omap-sources.ts). */
export type ControlsOmap = GameOmap;

/** The game with its linked maps, as the game editor reads it (`GameWithMaps`). */
export type ControlsGame = GameDefinition;

/** What the control editor shows of its level, read as the level editor reads it. */
export type ControlsLevel = Pick<GameLevel, 'id' | 'gameDefinitionId' | 'name' | 'order'>;

export const CONTROL_RECORD_FRAGMENT = graphql(`
  fragment ControlRecord on Control {
    id
    visualCode
    lat
    lng
    secretCode
    owner
  }
`);

export const LEVEL_CONTROL_FRAGMENT = graphql(`
  fragment LevelControl on GameLevelControl {
    id
    gameLevelId
    gameDefinitionId
    controlId
    points
    control {
      ...ControlRecord
    }
  }
`);

const LEVEL_CONTROLS = graphql(`
  query LevelControls($gameLevelId: ID!, $nextToken: String) {
    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {
      items {
        ...LevelControl
      }
      nextToken
    }
  }
`);

/** Every control on the level (pages of 100). */
export function fetchLevelControls(gameLevelId: string): Promise<LevelControl[]> {
  return allItems(LEVEL_CONTROLS, { gameLevelId }, (data) => data.gameLevelControlByGameLevelId);
}

const CONTROLS_BY_OWNER = graphql(`
  query ControlsByOwner($owner: String!) {
    controlsByOwner(owner: $owner, limit: 100) {
      items {
        ...ControlRecord
      }
      nextToken
    }
  }
`);

/** The editor's own controls (the first 100), to place one on another level. */
export async function fetchControlsByOwner(owner: string): Promise<ControlRecord[]> {
  const data = await graphqlRequest(CONTROLS_BY_OWNER, { owner });
  return present(data.controlsByOwner?.items);
}

const LEVELS_OF_CONTROL = graphql(`
  query LevelsOfControl($controlId: ID!) {
    gameLevelControlByControlId(controlId: $controlId, limit: 10) {
      items {
        id
        gameLevelId
      }
    }
  }
`);

/** The places of a control on levels (up to 10): the check before deleting it. */
export async function fetchLevelsOfControl(
  controlId: string,
): Promise<{ id: string; gameLevelId: string }[]> {
  const data = await graphqlRequest(LEVELS_OF_CONTROL, { controlId });
  return present(data.gameLevelControlByControlId?.items);
}

export interface ControlFields {
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string;
}

const CREATE_CONTROL = graphql(`
  mutation CreateControl($input: CreateControlInput!) {
    createControl(input: $input) {
      ...ControlRecord
    }
  }
`);

/** Creates a control with the id the device made. */
export async function createControl(input: ControlFields & { id: string }) {
  return writeItem(CREATE_CONTROL, { input }, 'createControl');
}

const UPDATE_CONTROL = graphql(`
  mutation UpdateControl($input: UpdateControlInput!) {
    updateControl(input: $input) {
      ...ControlRecord
    }
  }
`);

export async function updateControl(input: Partial<ControlFields> & { id: string }) {
  return writeItem(UPDATE_CONTROL, { input }, 'updateControl');
}

const DELETE_CONTROL = graphql(`
  mutation DeleteControl($input: DeleteControlInput!) {
    deleteControl(input: $input) {
      id
    }
  }
`);

/** Deletes a control; `force` removes it from every level first (else CONTROL_IN_USE). */
export async function deleteControl(id: string, force: boolean): Promise<void> {
  await graphqlRequest(DELETE_CONTROL, { input: force ? { id, force } : { id } });
}

const CREATE_LEVEL_CONTROL = graphql(`
  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {
    createGameLevelControl(input: $input) {
      ...LevelControl
    }
  }
`);

/** Places a control on a level with its points there. */
export async function createLevelControl(input: {
  gameLevelId: string;
  gameDefinitionId: string;
  controlId: string;
  points: number;
}) {
  return writeItem(CREATE_LEVEL_CONTROL, { input }, 'createGameLevelControl');
}

const UPDATE_LEVEL_CONTROL = graphql(`
  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {
    updateGameLevelControl(input: $input) {
      id
      points
    }
  }
`);

export async function updateLevelControlPoints(id: string, points: number): Promise<void> {
  await graphqlRequest(UPDATE_LEVEL_CONTROL, { input: { id, points } });
}

const DELETE_LEVEL_CONTROL = graphql(`
  mutation DeleteGameLevelControl($input: DeleteInput!) {
    deleteGameLevelControl(input: $input) {
      id
    }
  }
`);

/** Removes a control from a level (the control itself stays). */
export async function deleteLevelControl(id: string): Promise<void> {
  await graphqlRequest(DELETE_LEVEL_CONTROL, { input: { id } });
}
