/**
 * The play wire's GraphQL documents and answer shapes, with no imports, so both the screens'
 * client (play-api.ts, over `graphqlRequest`) and the offline sync engine (src/offline, its own
 * transport that sees HTTP status codes) send the very same operations.
 */

/** A game state as the API answers it (`createdAt` is ISO 8601). */
export interface ApiGameState {
  id: string;
  gameId: string;
  gameDefinitionId: string;
  owner: string | null;
  progress: string;
  gameLevel: { id: string; minNumberControls: number; order: number } | null;
  createdAt: string;
}

/** A punch (control visit) as the API answers it to its owner (never a secret code). */
export interface ApiControlVisit {
  id: string;
  gameStateId: string;
  gameStateGameId: string;
  controlId: string;
  controlVisualCode: string | null;
  controlPoints: number | null;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  owner: string | null;
  punchedAt: string | null;
  createdAt: string;
}

export const GAME_STATE_FIELDS =
  'id gameId gameDefinitionId owner progress gameLevel { id minNumberControls order } createdAt';

export const CONTROL_VISIT_FIELDS = `id gameStateId gameStateGameId controlId controlVisualCode
  controlPoints lat lng accuracy owner punchedAt createdAt`;

export const PUNCH_AT_CONTROL = `mutation PunchAtControl($id: ID, $controlId: ID!,
    $gameStateId: ID!, $controlSecretCode: String, $lat: Float, $lng: Float, $accuracy: Float,
    $punchedAt: AWSDateTime, $nextGameStateId: ID) {
  punchAtControl(id: $id, controlId: $controlId, gameStateId: $gameStateId,
      controlSecretCode: $controlSecretCode, lat: $lat, lng: $lng, accuracy: $accuracy,
      punchedAt: $punchedAt, nextGameStateId: $nextGameStateId) {
    controlVisit { id }
    gameStates { ${GAME_STATE_FIELDS} }
  }
}`;

export interface PunchAtControlVariables {
  id: string;
  controlId: string;
  gameStateId: string;
  controlSecretCode?: string | null;
  lat?: number | null;
  lng?: number | null;
  accuracy?: number | null;
  /** ISO 8601 with zone. */
  punchedAt?: string | null;
  nextGameStateId?: string | null;
}

export interface PunchAtControlResult {
  punchAtControl: { controlVisit: { id: string }; gameStates: ApiGameState[] } | null;
}

export const START_NEW_GAME = `mutation StartNewGame($gameId: ID!, $gameDefinitionId: ID!,
    $gameStateId: ID, $startedAt: AWSDateTime) {
  startNewGame(gameId: $gameId, gameDefinitionId: $gameDefinitionId, gameStateId: $gameStateId,
      startedAt: $startedAt) {
    ${GAME_STATE_FIELDS}
  }
}`;

export interface StartNewGameVariables {
  gameId: string;
  gameDefinitionId: string;
  gameStateId: string;
  /** When the device started the game (ISO 8601 with zone, on the server's clock). */
  startedAt?: string | null;
}

export interface StartNewGameResult {
  startNewGame: (ApiGameState | null)[] | null;
}

export const CANCEL_GAME = `mutation CancelGame($gameId: ID!) {
  cancelGame(gameId: $gameId) { ${GAME_STATE_FIELDS} }
}`;

export interface CancelGameResult {
  cancelGame: (ApiGameState | null)[] | null;
}

export const GAME_STATES_BY_PROGRESS = `query GameStatesByOwnerByProgress($owner: String!,
    $progress: String!, $limit: Int, $nextToken: String) {
  gameStatesByOwnerByProgress(owner: $owner, progress: { eq: $progress }, limit: $limit,
      nextToken: $nextToken) {
    items { ${GAME_STATE_FIELDS} }
    nextToken
  }
}`;

export const GAME_STATES_BY_GAME = `query GameStatesByOwnerByGameId($owner: String!,
    $gameId: ID!, $limit: Int, $nextToken: String) {
  gameStatesByOwnerByGameId(owner: $owner, gameId: { eq: $gameId }, limit: $limit,
      nextToken: $nextToken) {
    items { ${GAME_STATE_FIELDS} }
    nextToken
  }
}`;

export const VISITS_BY_GAME = `query ControlVisitsByOwnerByGameStateGameId($owner: String!,
    $gameId: ID!, $limit: Int, $nextToken: String) {
  controlVisitsByOwnerByGameStateGameId(owner: $owner,
      gameStateGameId: { eq: $gameId }, limit: $limit, nextToken: $nextToken) {
    items { ${CONTROL_VISIT_FIELDS} }
    nextToken
  }
}`;

export const VISITS_OF_OWNER = `query ControlVisitsOfOwner($owner: String!, $limit: Int,
    $nextToken: String) {
  controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {
    items { ${CONTROL_VISIT_FIELDS} }
    nextToken
  }
}`;

/** A `{ items, nextToken }` connection as the API answers lists. */
export interface Connection<T> {
  items: (T | null)[];
  nextToken: string | null;
}
