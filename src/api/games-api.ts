/**
 * The game editor's wire: game definitions, their map links and the maps to choose from. Typed
 * documents (`npm run codegen`) over `graphqlRequest`; the screens use them through the query
 * options of game-queries.ts. Limits as the seed has them: 100 for lists.
 */
import { graphql } from './generated/gql';
import type {
  GameDefinitionSummaryFragment,
  GameOmapFragment,
  GameWithMapsFragment,
} from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { allItems, present, requestField, writeItem } from './pages';

export type GameType = 'classic' | 'levels';
export type GameVisibility = 'PRIVATE' | 'PUBLIC';

/** The Omap fields a game screen lists and draws (see src/ui/map/omap-sources.ts). */
export type GameOmap = GameOmapFragment;

export type GameDefinitionSummary = GameDefinitionSummaryFragment;

/** A game with its map links and their maps (null for a map the caller may not see). */
export type GameDefinition = GameWithMapsFragment;

/**
 * The Omap fields a game screen lists and draws, with the centre where it opens a map. Written out
 * rather than spreading the map screens' OmapFields (two fields more, and a fragment within this
 * one): that took GameDefinitionById over the server's cost limit (server/graphql/query-limits.ts,
 * tests/server/graphql/query-limits.test.ts), and the game screens could not load a game.
 */
export const GAME_OMAP_FRAGMENT = graphql(`
  fragment GameOmap on Omap {
    id
    name
    state
    primaryMap
    sourceType
    imageLocation
    tileLocation
    imageTileLocation
    imageWidth
    imageHeight
    worldFile
    coordinateSystem
    bottomLeftLat
    bottomLeftLng
    topRightLat
    topRightLng
    centreLat
    centreLng
    minZoom
    maxZoom
    attribution
    owner
  }
`);

export const GAME_SUMMARY_FRAGMENT = graphql(`
  fragment GameDefinitionSummary on GameDefinition {
    id
    name
    type
    active
    state
    startGeoHash
    owner
  }
`);

export const GAME_WITH_MAPS_FRAGMENT = graphql(`
  fragment GameWithMaps on GameDefinition {
    ...GameDefinitionSummary
    startLat
    startLng
    omaps(limit: 100) {
      items {
        id
        omapId
        omap {
          ...GameOmap
        }
      }
    }
  }
`);

const LIST_GAMES = graphql(`
  query ListGameDefinitions(
    $filter: ModelGameDefinitionFilterInput
    $limit: Int
    $nextToken: String
  ) {
    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        ...GameDefinitionSummary
      }
      nextToken
    }
  }
`);

/**
 * The games an editor edits: their own (`owner` given), or every game the server shows (an
 * Admin sees all of them: pass no owner).
 */
export function listEditableGameDefinitions(owner: string | null) {
  const filter = owner === null ? null : { owner: { eq: owner } };
  return allItems(LIST_GAMES, { filter, limit: 100 }, (data) => data.listGameDefinitions);
}

const GAME_BY_ID = graphql(`
  query GameDefinitionById($id: ID!) {
    getGameDefinition(id: $id) {
      ...GameWithMaps
    }
  }
`);

/** One game with its linked maps, or null when there is none the caller may see. */
export async function fetchGameDefinition(id: string): Promise<GameDefinition | null> {
  return requestField(GAME_BY_ID, { id }, 'getGameDefinition');
}

/**
 * The maps of a game that the caller may see, in the server's order (primary first): of a game
 * read with its map links (`GameWithMaps`, or the control editor's game).
 */
export function linkedOmaps(game: {
  omaps: { items: readonly ({ omap: GameOmap | null } | null)[] } | null;
}): GameOmap[] {
  return present(game.omaps?.items).flatMap((link) => (link.omap ? [link.omap] : []));
}

export interface GameDefinitionFields {
  name: string;
  type: string;
  active: boolean;
  state: string;
  startLat: number | null;
  startLng: number | null;
}

const CREATE_GAME = graphql(`
  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {
    createGameDefinition(input: $input) {
      ...GameDefinitionSummary
    }
  }
`);

export async function createGameDefinition(
  fields: GameDefinitionFields,
): Promise<GameDefinitionSummary> {
  return writeItem(CREATE_GAME, { input: fields }, 'createGameDefinition');
}

const UPDATE_GAME = graphql(`
  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {
    updateGameDefinition(input: $input) {
      ...GameDefinitionSummary
    }
  }
`);

export async function updateGameDefinition(
  id: string,
  fields: GameDefinitionFields,
): Promise<GameDefinitionSummary> {
  return writeItem(UPDATE_GAME, { input: { id, ...fields } }, 'updateGameDefinition');
}

const LINK_MAP = graphql(`
  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {
    createOmapGameDefinition(input: $input) {
      id
      omapId
      gameDefinitionId
    }
  }
`);

/** Links a map to a game (the caller reloads the game afterwards). */
export async function linkOmap(gameDefinitionId: string, omapId: string): Promise<void> {
  await graphqlRequest(LINK_MAP, { input: { omapId, gameDefinitionId } });
}

const LINK_OF_MAP = graphql(`
  query OmapGameDefinitionByGameDefinition(
    $gameDefinitionId: ID!
    $omapId: ModelIDKeyConditionInput
  ) {
    omapGameDefinitionByGameDefinition(
      gameDefinitionId: $gameDefinitionId
      omapId: $omapId
      limit: 1
    ) {
      items {
        id
      }
    }
  }
`);

const UNLINK_MAP = graphql(`
  mutation DeleteOmapGameDefinition($input: DeleteInput!) {
    deleteOmapGameDefinition(input: $input) {
      id
    }
  }
`);

/**
 * Unlinks a map from a game as the seed does: the link's id by game and map (limit 1), then its
 * deletion. When no single link is found nothing is deleted and false is returned.
 */
export async function unlinkOmap(gameDefinitionId: string, omapId: string): Promise<boolean> {
  const data = await graphqlRequest(LINK_OF_MAP, { gameDefinitionId, omapId: { eq: omapId } });
  const links = present(data.omapGameDefinitionByGameDefinition?.items);
  const [link] = links;
  if (links.length !== 1 || !link) return false;
  await graphqlRequest(UNLINK_MAP, { input: { id: link.id } });
  return true;
}

const LIST_OMAP_CHOICES = graphql(`
  query ListOmapChoices($limit: Int, $nextToken: String) {
    listOmaps(limit: $limit, nextToken: $nextToken) {
      items {
        ...GameOmap
      }
      nextToken
    }
  }
`);

/** The maps an editor may link (listOmaps, pages of 100). */
export function listOmapChoices(): Promise<GameOmap[]> {
  return allItems(LIST_OMAP_CHOICES, { limit: 100 }, (data) => data.listOmaps);
}
