/**
 * The wire of a player's offline pack: the game definition with its linked maps, its levels by
 * order and each level's controls with their positions and visual codes. A control's secret code
 * is never asked for: a pack holds nothing a player may not see.
 *
 * Answers are checked with valibot at this edge (a pack must hold numbers where positions are).
 * Each function takes the request it sends through: the app's `graphqlRequest` by default, one
 * made by `createGraphqlRequest` with a test's own user and server otherwise.
 */
import * as v from 'valibot';
import type { GameOmap } from './games-api';
import { graphql } from './generated/gql';
import { graphqlRequest, type GraphqlRequest } from './graphql-client';
import { allItems, allPages } from './pages';

/** Sends one GraphQL operation and answers its `data`; throws on a refusal. */
export type GraphqlTransport = GraphqlRequest;

const appTransport: GraphqlTransport = graphqlRequest;

// Each list asks for 100 items a page, the seed's list limit, and follows nextToken.
const GET_GAME = graphql(`
  query PackGameDefinition($id: ID!, $nextToken: String) {
    getGameDefinition(id: $id) {
      id
      name
      type
      active
      state
      startGeoHash
      startLat
      startLng
      omaps(limit: 100, nextToken: $nextToken) {
        items {
          id
          omapId
          omap {
            ...GameOmap
          }
        }
        nextToken
      }
    }
  }
`);

// The pack's own selection: a player's documents name each field they take. The level editor's
// GameLevelFields (levels-api.ts) spreads this one and adds its own fields there, so a field
// added for the editor never reaches a pack (as a control's secretCode never does).
export const PACK_LEVEL_FRAGMENT = graphql(`
  fragment PackLevelFields on GameLevel {
    id
    name
    description
    order
    minNumberControls
    allowGpsPunching
    allowCodePunching
    minDistanceLegalPunch
  }
`);

const LEVELS = graphql(`
  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {
    gameLevelsByGameDefinitionIdByOrder(
      gameDefinitionId: $gameDefinitionId
      limit: 100
      nextToken: $nextToken
    ) {
      items {
        ...PackLevelFields
      }
      nextToken
    }
  }
`);

// Never `secretCode`: the pack is the player's.
const LEVEL_CONTROLS = graphql(`
  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {
    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {
      items {
        id
        gameLevelId
        controlId
        points
        control {
          id
          visualCode
          lat
          lng
        }
      }
      nextToken
    }
  }
`);

const gameSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  active: v.boolean(),
  state: v.string(),
  startGeoHash: v.nullable(v.string()),
  startLat: v.nullable(v.number()),
  startLng: v.nullable(v.number()),
});

const levelSchema = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  description: v.nullable(v.string()),
  order: v.number(),
  minNumberControls: v.number(),
  allowGpsPunching: v.nullable(v.boolean()),
  allowCodePunching: v.nullable(v.boolean()),
  minDistanceLegalPunch: v.nullable(v.number()),
});

const levelControlSchema = v.object({
  id: v.string(),
  gameLevelId: v.string(),
  controlId: v.string(),
  points: v.nullable(v.number()),
  control: v.nullable(
    v.object({
      id: v.string(),
      visualCode: v.nullable(v.string()),
      lat: v.number(),
      lng: v.number(),
    }),
  ),
});

export type PackGameDefinition = v.InferOutput<typeof gameSchema> & { omaps: GameOmap[] };
export type PackLevel = v.InferOutput<typeof levelSchema>;
export type PackLevelControl = v.InferOutput<typeof levelControlSchema>;

/**
 * A game definition with the linked maps the caller may see (in the server's order, primary
 * first), or null when it does not exist or is hidden from the caller.
 */
export async function fetchPackGameDefinition(
  id: string,
  transport: GraphqlTransport = appTransport,
): Promise<PackGameDefinition | null> {
  let game: v.InferOutput<typeof gameSchema> | null = null;
  const links = await allPages(async (nextToken) => {
    const data = await transport(GET_GAME, { id, nextToken });
    if (!data.getGameDefinition) return null;
    game ??= v.parse(gameSchema, data.getGameDefinition);
    return data.getGameDefinition.omaps;
  });
  if (game === null) return null;
  const omaps = links.map((link) => link.omap).filter((omap): omap is GameOmap => omap !== null);
  return { ...(game as v.InferOutput<typeof gameSchema>), omaps };
}

/** The game's levels, lowest order first. */
export async function fetchPackLevels(
  gameDefinitionId: string,
  transport: GraphqlTransport = appTransport,
): Promise<PackLevel[]> {
  const levels = await allItems(
    LEVELS,
    { gameDefinitionId },
    (data) => data.gameLevelsByGameDefinitionIdByOrder,
    transport,
  );
  return levels.map((level) => v.parse(levelSchema, level)).sort((a, b) => a.order - b.order);
}

/** A level's controls with their positions and visual codes (never a secret code). */
export async function fetchPackLevelControls(
  gameLevelId: string,
  transport: GraphqlTransport = appTransport,
): Promise<PackLevelControl[]> {
  const controls = await allItems(
    LEVEL_CONTROLS,
    { gameLevelId },
    (data) => data.gameLevelControlByGameLevelId,
    transport,
  );
  return controls.map((control) => v.parse(levelControlSchema, control));
}
