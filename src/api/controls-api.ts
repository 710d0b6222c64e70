/**
 * The control editor's wire: a level with its game and linked maps, the level's controls (with
 * their secret codes, which the server gives editors only), the editor's own controls, and the
 * create/update/delete calls for controls and their places on levels. Typed documents over
 * `graphqlRequest`; the screens use them through TanStack Query (src/features/controls). Limits
 * as the seed has them: 100 for lists, 10 for the check before a delete.
 */
import { graphqlRequest } from './graphql-client';
import type { GameOmap } from './games-api';

/** One operation with its variables. */
const request = <Result>(document: string, variables: Record<string, unknown>) =>
  graphqlRequest<Result, Record<string, unknown>>(document, variables);

export interface ControlRecord {
  id: string;
  visualCode: string;
  lat: number;
  lng: number;
  /** Null for anyone but an editor or admin. */
  secretCode: string | null;
  owner: string | null;
}

/** A control placed on a level, with its points there. */
export interface LevelControl {
  id: string;
  gameLevelId: string;
  gameDefinitionId: string;
  controlId: string;
  points: number;
  control: ControlRecord | null;
}

/** The Omap fields that say how to draw a map (see src/ui/map/omap-sources.ts). */
export type ControlsOmap = Omit<GameOmap, 'state' | 'owner'>;

export interface ControlsGame {
  id: string;
  name: string;
  startLat: number | null;
  startLng: number | null;
  omaps: { items: ({ id: string; omap: ControlsOmap | null } | null)[] } | null;
}

export interface ControlsLevel {
  id: string;
  gameDefinitionId: string;
  name: string | null;
  order: number;
}

interface Connection<T> {
  items: (T | null)[];
  nextToken: string | null;
}

const present = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

const OMAP_FIELDS = `id name primaryMap sourceType imageLocation tileLocation imageTileLocation
  imageWidth imageHeight worldFile coordinateSystem bottomLeftLat bottomLeftLng topRightLat
  topRightLng centreLat centreLng minZoom maxZoom attribution`;

const CONTROL_FIELDS = 'id visualCode lat lng secretCode owner';

const LEVEL_CONTROL_FIELDS = `id gameLevelId gameDefinitionId controlId points
  control { ${CONTROL_FIELDS} }`;

const GET_GAME = `query ControlsGame($id: ID!) {
  getGameDefinition(id: $id) {
    id name startLat startLng
    omaps(limit: 100) { items { id omap { ${OMAP_FIELDS} } } }
  }
}`;

/** The game with its linked maps, or null when there is none the caller may see. */
export async function fetchControlsGame(id: string): Promise<ControlsGame | null> {
  const data = await request<{ getGameDefinition: ControlsGame | null }>(GET_GAME, { id });
  return data.getGameDefinition;
}

/** The maps of a game the caller may see. */
export function gameOmaps(game: ControlsGame): ControlsOmap[] {
  return present(game.omaps?.items ?? []).flatMap((link) => (link.omap ? [link.omap] : []));
}

const GET_LEVEL = `query ControlsLevel($id: ID!) {
  getGameLevel(id: $id) { id gameDefinitionId name order }
}`;

export async function fetchControlsLevel(id: string): Promise<ControlsLevel | null> {
  const data = await request<{ getGameLevel: ControlsLevel | null }>(GET_LEVEL, { id });
  return data.getGameLevel;
}

const LEVEL_CONTROLS = `query LevelControls($gameLevelId: ID!, $nextToken: String) {
  gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {
    items { ${LEVEL_CONTROL_FIELDS} }
    nextToken
  }
}`;

/** Every control on the level (pages of 100). */
export async function fetchLevelControls(gameLevelId: string): Promise<LevelControl[]> {
  const items: LevelControl[] = [];
  let nextToken: string | null = null;
  do {
    const data: { gameLevelControlByGameLevelId: Connection<LevelControl> | null } = await request(
      LEVEL_CONTROLS,
      { gameLevelId, nextToken },
    );
    items.push(...present(data.gameLevelControlByGameLevelId?.items ?? []));
    nextToken = data.gameLevelControlByGameLevelId?.nextToken ?? null;
  } while (nextToken !== null);
  return items;
}

const CONTROLS_BY_OWNER = `query ControlsByOwner($owner: String!) {
  controlsByOwner(owner: $owner, limit: 100) { items { ${CONTROL_FIELDS} } nextToken }
}`;

/** The editor's own controls (the first 100), to place one on another level. */
export async function fetchControlsByOwner(owner: string): Promise<ControlRecord[]> {
  const data = await request<{ controlsByOwner: Connection<ControlRecord> | null }>(
    CONTROLS_BY_OWNER,
    { owner },
  );
  return present(data.controlsByOwner?.items ?? []);
}

const LEVELS_OF_CONTROL = `query LevelsOfControl($controlId: ID!) {
  gameLevelControlByControlId(controlId: $controlId, limit: 10) { items { id gameLevelId } }
}`;

/** The places of a control on levels (up to 10): the check before deleting it. */
export async function fetchLevelsOfControl(
  controlId: string,
): Promise<{ id: string; gameLevelId: string }[]> {
  const data = await request<{
    gameLevelControlByControlId: Connection<{ id: string; gameLevelId: string }> | null;
  }>(LEVELS_OF_CONTROL, { controlId });
  return present(data.gameLevelControlByControlId?.items ?? []);
}

export interface ControlFields {
  visualCode: string;
  lat: number;
  lng: number;
  secretCode: string;
}

const CREATE_CONTROL = `mutation CreateControl($input: CreateControlInput!) {
  createControl(input: $input) { ${CONTROL_FIELDS} }
}`;

/** Creates a control with the id the device made. */
export async function createControl(input: ControlFields & { id: string }) {
  const data = await request<{ createControl: ControlRecord }>(CREATE_CONTROL, { input });
  return data.createControl;
}

const UPDATE_CONTROL = `mutation UpdateControl($input: UpdateControlInput!) {
  updateControl(input: $input) { ${CONTROL_FIELDS} }
}`;

export async function updateControl(input: Partial<ControlFields> & { id: string }) {
  const data = await request<{ updateControl: ControlRecord }>(UPDATE_CONTROL, { input });
  return data.updateControl;
}

const DELETE_CONTROL = `mutation DeleteControl($input: DeleteControlInput!) {
  deleteControl(input: $input) { id }
}`;

/** Deletes a control; `force` removes it from every level first (else CONTROL_IN_USE). */
export async function deleteControl(id: string, force: boolean): Promise<void> {
  await request(DELETE_CONTROL, { input: force ? { id, force } : { id } });
}

const CREATE_LEVEL_CONTROL = `mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {
  createGameLevelControl(input: $input) { ${LEVEL_CONTROL_FIELDS} }
}`;

/** Places a control on a level with its points there. */
export async function createLevelControl(input: {
  gameLevelId: string;
  gameDefinitionId: string;
  controlId: string;
  points: number;
}) {
  const data = await request<{ createGameLevelControl: LevelControl }>(CREATE_LEVEL_CONTROL, {
    input,
  });
  return data.createGameLevelControl;
}

const UPDATE_LEVEL_CONTROL = `mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {
  updateGameLevelControl(input: $input) { id points }
}`;

export async function updateLevelControlPoints(id: string, points: number): Promise<void> {
  await request(UPDATE_LEVEL_CONTROL, { input: { id, points } });
}

const DELETE_LEVEL_CONTROL = `mutation DeleteGameLevelControl($input: DeleteInput!) {
  deleteGameLevelControl(input: $input) { id }
}`;

/** Removes a control from a level (the control itself stays). */
export async function deleteLevelControl(id: string): Promise<void> {
  await request(DELETE_LEVEL_CONTROL, { input: { id } });
}
