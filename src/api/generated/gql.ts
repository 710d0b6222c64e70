/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...PackOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": typeof types.PackGameDefinitionDocument,
    "\n  fragment PackOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": typeof types.PackOmapFragmentDoc,
    "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        name\n        description\n        order\n        minNumberControls\n        allowGpsPunching\n        allowCodePunching\n        minDistanceLegalPunch\n      }\n      nextToken\n    }\n  }\n": typeof types.PackGameLevelsDocument,
    "\n  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        gameLevelId\n        controlId\n        points\n        control {\n          id\n          visualCode\n          lat\n          lng\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.PackLevelControlsDocument,
    "\n  fragment ApiGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    owner\n    progress\n    gameLevel {\n      id\n      minNumberControls\n      order\n    }\n    createdAt\n  }\n": typeof types.ApiGameStateFragmentDoc,
    "\n  fragment ApiControlVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    owner\n    punchedAt\n    createdAt\n  }\n": typeof types.ApiControlVisitFragmentDoc,
    "\n  mutation PunchAtControl(\n    $id: ID\n    $controlId: ID!\n    $gameStateId: ID!\n    $controlSecretCode: String\n    $lat: Float\n    $lng: Float\n    $accuracy: Float\n    $punchedAt: AWSDateTime\n    $nextGameStateId: ID\n  ) {\n    punchAtControl(\n      id: $id\n      controlId: $controlId\n      gameStateId: $gameStateId\n      controlSecretCode: $controlSecretCode\n      lat: $lat\n      lng: $lng\n      accuracy: $accuracy\n      punchedAt: $punchedAt\n      nextGameStateId: $nextGameStateId\n    ) {\n      controlVisit {\n        id\n      }\n      gameStates {\n        ...ApiGameState\n      }\n    }\n  }\n": typeof types.PunchAtControlDocument,
    "\n  mutation StartNewGame(\n    $gameId: ID!\n    $gameDefinitionId: ID!\n    $gameStateId: ID\n    $startedAt: AWSDateTime\n  ) {\n    startNewGame(\n      gameId: $gameId\n      gameDefinitionId: $gameDefinitionId\n      gameStateId: $gameStateId\n      startedAt: $startedAt\n    ) {\n      ...ApiGameState\n    }\n  }\n": typeof types.StartNewGameDocument,
    "\n  mutation CancelGame($gameId: ID!) {\n    cancelGame(gameId: $gameId) {\n      ...ApiGameState\n    }\n  }\n": typeof types.CancelGameDocument,
    "\n  query GameStatesByOwnerByProgress(\n    $owner: String!\n    $progress: String!\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameStatesByOwnerByProgress(\n      owner: $owner\n      progress: { eq: $progress }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": typeof types.GameStatesByOwnerByProgressDocument,
    "\n  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(\n      owner: $owner\n      gameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": typeof types.GameStatesByOwnerByGameIdDocument,
    "\n  query ControlVisitsByOwnerByGameStateGameId(\n    $owner: String!\n    $gameId: ID!\n    $limit: Int\n    $nextToken: String\n  ) {\n    controlVisitsByOwnerByGameStateGameId(\n      owner: $owner\n      gameStateGameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n": typeof types.ControlVisitsByOwnerByGameStateGameIdDocument,
    "\n  query ControlVisitsOfOwner($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n": typeof types.ControlVisitsOfOwnerDocument,
};
const documents: Documents = {
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...PackOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": types.PackGameDefinitionDocument,
    "\n  fragment PackOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": types.PackOmapFragmentDoc,
    "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        name\n        description\n        order\n        minNumberControls\n        allowGpsPunching\n        allowCodePunching\n        minDistanceLegalPunch\n      }\n      nextToken\n    }\n  }\n": types.PackGameLevelsDocument,
    "\n  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        gameLevelId\n        controlId\n        points\n        control {\n          id\n          visualCode\n          lat\n          lng\n        }\n      }\n      nextToken\n    }\n  }\n": types.PackLevelControlsDocument,
    "\n  fragment ApiGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    owner\n    progress\n    gameLevel {\n      id\n      minNumberControls\n      order\n    }\n    createdAt\n  }\n": types.ApiGameStateFragmentDoc,
    "\n  fragment ApiControlVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    owner\n    punchedAt\n    createdAt\n  }\n": types.ApiControlVisitFragmentDoc,
    "\n  mutation PunchAtControl(\n    $id: ID\n    $controlId: ID!\n    $gameStateId: ID!\n    $controlSecretCode: String\n    $lat: Float\n    $lng: Float\n    $accuracy: Float\n    $punchedAt: AWSDateTime\n    $nextGameStateId: ID\n  ) {\n    punchAtControl(\n      id: $id\n      controlId: $controlId\n      gameStateId: $gameStateId\n      controlSecretCode: $controlSecretCode\n      lat: $lat\n      lng: $lng\n      accuracy: $accuracy\n      punchedAt: $punchedAt\n      nextGameStateId: $nextGameStateId\n    ) {\n      controlVisit {\n        id\n      }\n      gameStates {\n        ...ApiGameState\n      }\n    }\n  }\n": types.PunchAtControlDocument,
    "\n  mutation StartNewGame(\n    $gameId: ID!\n    $gameDefinitionId: ID!\n    $gameStateId: ID\n    $startedAt: AWSDateTime\n  ) {\n    startNewGame(\n      gameId: $gameId\n      gameDefinitionId: $gameDefinitionId\n      gameStateId: $gameStateId\n      startedAt: $startedAt\n    ) {\n      ...ApiGameState\n    }\n  }\n": types.StartNewGameDocument,
    "\n  mutation CancelGame($gameId: ID!) {\n    cancelGame(gameId: $gameId) {\n      ...ApiGameState\n    }\n  }\n": types.CancelGameDocument,
    "\n  query GameStatesByOwnerByProgress(\n    $owner: String!\n    $progress: String!\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameStatesByOwnerByProgress(\n      owner: $owner\n      progress: { eq: $progress }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": types.GameStatesByOwnerByProgressDocument,
    "\n  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(\n      owner: $owner\n      gameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": types.GameStatesByOwnerByGameIdDocument,
    "\n  query ControlVisitsByOwnerByGameStateGameId(\n    $owner: String!\n    $gameId: ID!\n    $limit: Int\n    $nextToken: String\n  ) {\n    controlVisitsByOwnerByGameStateGameId(\n      owner: $owner\n      gameStateGameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n": types.ControlVisitsByOwnerByGameStateGameIdDocument,
    "\n  query ControlVisitsOfOwner($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n": types.ControlVisitsOfOwnerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...PackOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n"): typeof import('./graphql').PackGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n"): typeof import('./graphql').PackOmapFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        id\n        name\n        description\n        order\n        minNumberControls\n        allowGpsPunching\n        allowCodePunching\n        minDistanceLegalPunch\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').PackGameLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        gameLevelId\n        controlId\n        points\n        control {\n          id\n          visualCode\n          lat\n          lng\n        }\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').PackLevelControlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    owner\n    progress\n    gameLevel {\n      id\n      minNumberControls\n      order\n    }\n    createdAt\n  }\n"): typeof import('./graphql').ApiGameStateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiControlVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    owner\n    punchedAt\n    createdAt\n  }\n"): typeof import('./graphql').ApiControlVisitFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PunchAtControl(\n    $id: ID\n    $controlId: ID!\n    $gameStateId: ID!\n    $controlSecretCode: String\n    $lat: Float\n    $lng: Float\n    $accuracy: Float\n    $punchedAt: AWSDateTime\n    $nextGameStateId: ID\n  ) {\n    punchAtControl(\n      id: $id\n      controlId: $controlId\n      gameStateId: $gameStateId\n      controlSecretCode: $controlSecretCode\n      lat: $lat\n      lng: $lng\n      accuracy: $accuracy\n      punchedAt: $punchedAt\n      nextGameStateId: $nextGameStateId\n    ) {\n      controlVisit {\n        id\n      }\n      gameStates {\n        ...ApiGameState\n      }\n    }\n  }\n"): typeof import('./graphql').PunchAtControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartNewGame(\n    $gameId: ID!\n    $gameDefinitionId: ID!\n    $gameStateId: ID\n    $startedAt: AWSDateTime\n  ) {\n    startNewGame(\n      gameId: $gameId\n      gameDefinitionId: $gameDefinitionId\n      gameStateId: $gameStateId\n      startedAt: $startedAt\n    ) {\n      ...ApiGameState\n    }\n  }\n"): typeof import('./graphql').StartNewGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGame($gameId: ID!) {\n    cancelGame(gameId: $gameId) {\n      ...ApiGameState\n    }\n  }\n"): typeof import('./graphql').CancelGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameStatesByOwnerByProgress(\n    $owner: String!\n    $progress: String!\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameStatesByOwnerByProgress(\n      owner: $owner\n      progress: { eq: $progress }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').GameStatesByOwnerByProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(\n      owner: $owner\n      gameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').GameStatesByOwnerByGameIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlVisitsByOwnerByGameStateGameId(\n    $owner: String!\n    $gameId: ID!\n    $limit: Int\n    $nextToken: String\n  ) {\n    controlVisitsByOwnerByGameStateGameId(\n      owner: $owner\n      gameStateGameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ControlVisitsByOwnerByGameStateGameIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlVisitsOfOwner($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...ApiControlVisit\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ControlVisitsOfOwnerDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
