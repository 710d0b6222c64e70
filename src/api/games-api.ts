/**
 * The game editor's wire: game definitions, their map links and the maps to choose from. Typed
 * documents over `graphqlRequest`; the screens use them through TanStack Query
 * (src/features/games). Limits as the seed has them: 100 for lists, 1 for single lookups.
 */
import { graphqlRequest } from './graphql-client';

/** One operation with its variables. */
const request = <Result>(document: string, variables: Record<string, unknown>) =>
  graphqlRequest<Result, Record<string, unknown>>(document, variables);

export type GameType = 'classic' | 'levels';
export type GameVisibility = 'PRIVATE' | 'PUBLIC';

/** The Omap fields a game screen lists and draws (see src/ui/map/omap-sources.ts). */
export interface GameOmap {
  id: string;
  name: string;
  state: string;
  primaryMap: boolean;
  sourceType: string;
  imageLocation: string | null;
  tileLocation: string | null;
  imageTileLocation: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  worldFile: (number | null)[] | null;
  coordinateSystem: string | null;
  bottomLeftLat: number | null;
  bottomLeftLng: number | null;
  topRightLat: number | null;
  topRightLng: number | null;
  centreLat: number | null;
  centreLng: number | null;
  minZoom: number | null;
  maxZoom: number | null;
  attribution: string | null;
  owner: string | null;
}

export interface GameDefinitionSummary {
  id: string;
  name: string;
  type: string;
  active: boolean;
  state: string;
  startGeoHash: string | null;
  owner: string | null;
}

export interface GameDefinition extends GameDefinitionSummary {
  startLat: number | null;
  startLng: number | null;
  /** The game's map links with their maps (null for a map the caller may not see). */
  omaps: { items: ({ id: string; omapId: string; omap: GameOmap | null } | null)[] } | null;
}

const OMAP_FIELDS = `id name state primaryMap sourceType imageLocation tileLocation imageTileLocation
  imageWidth imageHeight worldFile coordinateSystem bottomLeftLat bottomLeftLng topRightLat
  topRightLng centreLat centreLng minZoom maxZoom attribution owner`;

const SUMMARY_FIELDS = 'id name type active state startGeoHash owner';

const GAME_FIELDS = `${SUMMARY_FIELDS} startLat startLng
  omaps(limit: 100) { items { id omapId omap { ${OMAP_FIELDS} } } }`;

interface Connection<T> {
  items: (T | null)[];
  nextToken: string | null;
}

const present = <T>(items: readonly (T | null)[]): T[] =>
  items.filter((item): item is T => item !== null);

/** Every page of a connection (each up to `limit`), as the seed's lists page with nextToken. */
async function allPages<T>(
  fetchPage: (nextToken: string | null) => Promise<Connection<T> | null>,
): Promise<T[]> {
  const items: T[] = [];
  let nextToken: string | null = null;
  do {
    const connection: Connection<T> | null = await fetchPage(nextToken);
    items.push(...present(connection?.items ?? []));
    nextToken = connection?.nextToken ?? null;
  } while (nextToken !== null);
  return items;
}

const LIST_GAMES = `query ListGameDefinitions($filter: ModelGameDefinitionFilterInput, $limit: Int, $nextToken: String) {
  listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { ${SUMMARY_FIELDS} }
    nextToken
  }
}`;

/**
 * The games an editor edits: their own (`owner` given), or every game the server shows (an
 * Admin sees all of them: pass no owner).
 */
export function listEditableGameDefinitions(owner: string | null) {
  const filter = owner === null ? null : { owner: { eq: owner } };
  return allPages((nextToken) =>
    request<{ listGameDefinitions: Connection<GameDefinitionSummary> | null }>(LIST_GAMES, {
      filter,
      limit: 100,
      nextToken,
    }).then((data) => data.listGameDefinitions),
  );
}

const GAME_BY_ID = `query GameDefinitionById($filter: ModelGameDefinitionFilterInput) {
  listGameDefinitions(filter: $filter, limit: 1) { items { ${GAME_FIELDS} } }
}`;

/** One game with its linked maps (listGameDefinitions by id, limit 1), or null when not found. */
export async function fetchGameDefinition(id: string): Promise<GameDefinition | null> {
  const data = await request<{
    listGameDefinitions: { items: (GameDefinition | null)[] } | null;
  }>(GAME_BY_ID, { filter: { id: { eq: id } } });
  return present(data.listGameDefinitions?.items ?? [])[0] ?? null;
}

/** The maps of a game that the caller may see, in the server's order (primary first). */
export function linkedOmaps(game: GameDefinition): GameOmap[] {
  return present(game.omaps?.items ?? [])
    .map((link) => link.omap)
    .filter((omap): omap is GameOmap => omap !== null);
}

export interface GameDefinitionFields {
  name: string;
  type: string;
  active: boolean;
  state: string;
  startLat: number | null;
  startLng: number | null;
}

const CREATE_GAME = `mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) { ${SUMMARY_FIELDS} }
}`;

export async function createGameDefinition(
  fields: GameDefinitionFields,
): Promise<GameDefinitionSummary> {
  const data = await request<{ createGameDefinition: GameDefinitionSummary }>(CREATE_GAME, {
    input: fields,
  });
  return data.createGameDefinition;
}

const UPDATE_GAME = `mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {
  updateGameDefinition(input: $input) { ${SUMMARY_FIELDS} }
}`;

export async function updateGameDefinition(
  id: string,
  fields: GameDefinitionFields,
): Promise<GameDefinitionSummary> {
  const data = await request<{ updateGameDefinition: GameDefinitionSummary }>(UPDATE_GAME, {
    input: { id, ...fields },
  });
  return data.updateGameDefinition;
}

const LINK_MAP = `mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {
  createOmapGameDefinition(input: $input) { id omapId gameDefinitionId }
}`;

/** Links a map to a game (the caller reloads the game afterwards). */
export async function linkOmap(gameDefinitionId: string, omapId: string): Promise<void> {
  await request(LINK_MAP, { input: { omapId, gameDefinitionId } });
}

const LINK_OF_MAP = `query OmapGameDefinitionByGameDefinition($gameDefinitionId: ID!, $omapId: ModelIDKeyConditionInput) {
  omapGameDefinitionByGameDefinition(gameDefinitionId: $gameDefinitionId, omapId: $omapId, limit: 1) {
    items { id }
  }
}`;

const UNLINK_MAP = `mutation DeleteOmapGameDefinition($input: DeleteInput!) {
  deleteOmapGameDefinition(input: $input) { id }
}`;

/**
 * Unlinks a map from a game as the seed does: the link's id by game and map (limit 1), then its
 * deletion. When no single link is found nothing is deleted and false is returned.
 */
export async function unlinkOmap(gameDefinitionId: string, omapId: string): Promise<boolean> {
  const data = await request<{
    omapGameDefinitionByGameDefinition: { items: ({ id: string } | null)[] } | null;
  }>(LINK_OF_MAP, { gameDefinitionId, omapId: { eq: omapId } });
  const links = present(data.omapGameDefinitionByGameDefinition?.items ?? []);
  const [link] = links;
  if (links.length !== 1 || !link) return false;
  await request(UNLINK_MAP, { input: { id: link.id } });
  return true;
}

const LIST_OMAPS = `query ListOmaps($limit: Int, $nextToken: String) {
  listOmaps(limit: $limit, nextToken: $nextToken) { items { ${OMAP_FIELDS} } nextToken }
}`;

/** The maps an editor may link (listOmaps, pages of 100). */
export function listOmapChoices(): Promise<GameOmap[]> {
  return allPages((nextToken) =>
    request<{ listOmaps: Connection<GameOmap> | null }>(LIST_OMAPS, {
      limit: 100,
      nextToken,
    }).then((data) => data.listOmaps),
  );
}
