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
    "\n  fragment ControlRecord on Control {\n    id\n    visualCode\n    lat\n    lng\n    secretCode\n    owner\n  }\n": typeof types.ControlRecordFragmentDoc,
    "\n  fragment LevelControl on GameLevelControl {\n    id\n    gameLevelId\n    gameDefinitionId\n    controlId\n    points\n    control {\n      ...ControlRecord\n    }\n  }\n": typeof types.LevelControlFragmentDoc,
    "\n  query ControlsGame($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startLat\n      startLng\n      omaps(limit: 100) {\n        items {\n          id\n          omap {\n            ...GameOmap\n          }\n        }\n      }\n    }\n  }\n": typeof types.ControlsGameDocument,
    "\n  query ControlsLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      id\n      gameDefinitionId\n      name\n      order\n    }\n  }\n": typeof types.ControlsLevelDocument,
    "\n  query LevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        ...LevelControl\n      }\n      nextToken\n    }\n  }\n": typeof types.LevelControlsDocument,
    "\n  query ControlsByOwner($owner: String!) {\n    controlsByOwner(owner: $owner, limit: 100) {\n      items {\n        ...ControlRecord\n      }\n      nextToken\n    }\n  }\n": typeof types.ControlsByOwnerDocument,
    "\n  query LevelsOfControl($controlId: ID!) {\n    gameLevelControlByControlId(controlId: $controlId, limit: 10) {\n      items {\n        id\n        gameLevelId\n      }\n    }\n  }\n": typeof types.LevelsOfControlDocument,
    "\n  mutation CreateControl($input: CreateControlInput!) {\n    createControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": typeof types.CreateControlDocument,
    "\n  mutation UpdateControl($input: UpdateControlInput!) {\n    updateControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": typeof types.UpdateControlDocument,
    "\n  mutation DeleteControl($input: DeleteControlInput!) {\n    deleteControl(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteControlDocument,
    "\n  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {\n    createGameLevelControl(input: $input) {\n      ...LevelControl\n    }\n  }\n": typeof types.CreateGameLevelControlDocument,
    "\n  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {\n    updateGameLevelControl(input: $input) {\n      id\n      points\n    }\n  }\n": typeof types.UpdateGameLevelControlDocument,
    "\n  mutation DeleteGameLevelControl($input: DeleteInput!) {\n    deleteGameLevelControl(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteGameLevelControlDocument,
    "\n  fragment GameOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": typeof types.GameOmapFragmentDoc,
    "\n  fragment GameDefinitionSummary on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startGeoHash\n    owner\n  }\n": typeof types.GameDefinitionSummaryFragmentDoc,
    "\n  fragment GameWithMaps on GameDefinition {\n    ...GameDefinitionSummary\n    startLat\n    startLng\n    omaps(limit: 100) {\n      items {\n        id\n        omapId\n        omap {\n          ...GameOmap\n        }\n      }\n    }\n  }\n": typeof types.GameWithMapsFragmentDoc,
    "\n  query ListGameDefinitions(\n    $filter: ModelGameDefinitionFilterInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameDefinitionSummary\n      }\n      nextToken\n    }\n  }\n": typeof types.ListGameDefinitionsDocument,
    "\n  query GameDefinitionById($filter: ModelGameDefinitionFilterInput) {\n    listGameDefinitions(filter: $filter, limit: 1) {\n      items {\n        ...GameWithMaps\n      }\n    }\n  }\n": typeof types.GameDefinitionByIdDocument,
    "\n  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {\n    createGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": typeof types.CreateGameDefinitionDocument,
    "\n  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": typeof types.UpdateGameDefinitionDocument,
    "\n  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {\n    createOmapGameDefinition(input: $input) {\n      id\n      omapId\n      gameDefinitionId\n    }\n  }\n": typeof types.CreateOmapGameDefinitionDocument,
    "\n  query OmapGameDefinitionByGameDefinition(\n    $gameDefinitionId: ID!\n    $omapId: ModelIDKeyConditionInput\n  ) {\n    omapGameDefinitionByGameDefinition(\n      gameDefinitionId: $gameDefinitionId\n      omapId: $omapId\n      limit: 1\n    ) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.OmapGameDefinitionByGameDefinitionDocument,
    "\n  mutation DeleteOmapGameDefinition($input: DeleteInput!) {\n    deleteOmapGameDefinition(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteOmapGameDefinitionDocument,
    "\n  query ListOmapChoices($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameOmap\n      }\n      nextToken\n    }\n  }\n": typeof types.ListOmapChoicesDocument,
    "\n  fragment GameLevelFields on GameLevel {\n    id\n    gameDefinitionId\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n": typeof types.GameLevelFieldsFragmentDoc,
    "\n  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameLevelFields\n      }\n      nextToken\n    }\n  }\n": typeof types.GameLevelsByOrderDocument,
    "\n  query GetGameLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.GetGameLevelDocument,
    "\n  query GameLevelControls($gameLevelId: ID!) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.GameLevelControlsDocument,
    "\n  mutation CreateGameLevel($input: CreateGameLevelInput!) {\n    createGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.CreateGameLevelDocument,
    "\n  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {\n    updateGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.UpdateGameLevelDocument,
    "\n  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {\n    deleteGameLevel(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteGameLevelDocument,
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": typeof types.PackGameDefinitionDocument,
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
    "\n  fragment ControlRecord on Control {\n    id\n    visualCode\n    lat\n    lng\n    secretCode\n    owner\n  }\n": types.ControlRecordFragmentDoc,
    "\n  fragment LevelControl on GameLevelControl {\n    id\n    gameLevelId\n    gameDefinitionId\n    controlId\n    points\n    control {\n      ...ControlRecord\n    }\n  }\n": types.LevelControlFragmentDoc,
    "\n  query ControlsGame($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startLat\n      startLng\n      omaps(limit: 100) {\n        items {\n          id\n          omap {\n            ...GameOmap\n          }\n        }\n      }\n    }\n  }\n": types.ControlsGameDocument,
    "\n  query ControlsLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      id\n      gameDefinitionId\n      name\n      order\n    }\n  }\n": types.ControlsLevelDocument,
    "\n  query LevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        ...LevelControl\n      }\n      nextToken\n    }\n  }\n": types.LevelControlsDocument,
    "\n  query ControlsByOwner($owner: String!) {\n    controlsByOwner(owner: $owner, limit: 100) {\n      items {\n        ...ControlRecord\n      }\n      nextToken\n    }\n  }\n": types.ControlsByOwnerDocument,
    "\n  query LevelsOfControl($controlId: ID!) {\n    gameLevelControlByControlId(controlId: $controlId, limit: 10) {\n      items {\n        id\n        gameLevelId\n      }\n    }\n  }\n": types.LevelsOfControlDocument,
    "\n  mutation CreateControl($input: CreateControlInput!) {\n    createControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": types.CreateControlDocument,
    "\n  mutation UpdateControl($input: UpdateControlInput!) {\n    updateControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": types.UpdateControlDocument,
    "\n  mutation DeleteControl($input: DeleteControlInput!) {\n    deleteControl(input: $input) {\n      id\n    }\n  }\n": types.DeleteControlDocument,
    "\n  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {\n    createGameLevelControl(input: $input) {\n      ...LevelControl\n    }\n  }\n": types.CreateGameLevelControlDocument,
    "\n  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {\n    updateGameLevelControl(input: $input) {\n      id\n      points\n    }\n  }\n": types.UpdateGameLevelControlDocument,
    "\n  mutation DeleteGameLevelControl($input: DeleteInput!) {\n    deleteGameLevelControl(input: $input) {\n      id\n    }\n  }\n": types.DeleteGameLevelControlDocument,
    "\n  fragment GameOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": types.GameOmapFragmentDoc,
    "\n  fragment GameDefinitionSummary on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startGeoHash\n    owner\n  }\n": types.GameDefinitionSummaryFragmentDoc,
    "\n  fragment GameWithMaps on GameDefinition {\n    ...GameDefinitionSummary\n    startLat\n    startLng\n    omaps(limit: 100) {\n      items {\n        id\n        omapId\n        omap {\n          ...GameOmap\n        }\n      }\n    }\n  }\n": types.GameWithMapsFragmentDoc,
    "\n  query ListGameDefinitions(\n    $filter: ModelGameDefinitionFilterInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameDefinitionSummary\n      }\n      nextToken\n    }\n  }\n": types.ListGameDefinitionsDocument,
    "\n  query GameDefinitionById($filter: ModelGameDefinitionFilterInput) {\n    listGameDefinitions(filter: $filter, limit: 1) {\n      items {\n        ...GameWithMaps\n      }\n    }\n  }\n": types.GameDefinitionByIdDocument,
    "\n  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {\n    createGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": types.CreateGameDefinitionDocument,
    "\n  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": types.UpdateGameDefinitionDocument,
    "\n  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {\n    createOmapGameDefinition(input: $input) {\n      id\n      omapId\n      gameDefinitionId\n    }\n  }\n": types.CreateOmapGameDefinitionDocument,
    "\n  query OmapGameDefinitionByGameDefinition(\n    $gameDefinitionId: ID!\n    $omapId: ModelIDKeyConditionInput\n  ) {\n    omapGameDefinitionByGameDefinition(\n      gameDefinitionId: $gameDefinitionId\n      omapId: $omapId\n      limit: 1\n    ) {\n      items {\n        id\n      }\n    }\n  }\n": types.OmapGameDefinitionByGameDefinitionDocument,
    "\n  mutation DeleteOmapGameDefinition($input: DeleteInput!) {\n    deleteOmapGameDefinition(input: $input) {\n      id\n    }\n  }\n": types.DeleteOmapGameDefinitionDocument,
    "\n  query ListOmapChoices($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameOmap\n      }\n      nextToken\n    }\n  }\n": types.ListOmapChoicesDocument,
    "\n  fragment GameLevelFields on GameLevel {\n    id\n    gameDefinitionId\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n": types.GameLevelFieldsFragmentDoc,
    "\n  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameLevelFields\n      }\n      nextToken\n    }\n  }\n": types.GameLevelsByOrderDocument,
    "\n  query GetGameLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      ...GameLevelFields\n    }\n  }\n": types.GetGameLevelDocument,
    "\n  query GameLevelControls($gameLevelId: ID!) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.GameLevelControlsDocument,
    "\n  mutation CreateGameLevel($input: CreateGameLevelInput!) {\n    createGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": types.CreateGameLevelDocument,
    "\n  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {\n    updateGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": types.UpdateGameLevelDocument,
    "\n  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {\n    deleteGameLevel(input: $input) {\n      id\n    }\n  }\n": types.DeleteGameLevelDocument,
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": types.PackGameDefinitionDocument,
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
export function graphql(source: "\n  fragment ControlRecord on Control {\n    id\n    visualCode\n    lat\n    lng\n    secretCode\n    owner\n  }\n"): typeof import('./graphql').ControlRecordFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LevelControl on GameLevelControl {\n    id\n    gameLevelId\n    gameDefinitionId\n    controlId\n    points\n    control {\n      ...ControlRecord\n    }\n  }\n"): typeof import('./graphql').LevelControlFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsGame($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startLat\n      startLng\n      omaps(limit: 100) {\n        items {\n          id\n          omap {\n            ...GameOmap\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ControlsGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      id\n      gameDefinitionId\n      name\n      order\n    }\n  }\n"): typeof import('./graphql').ControlsLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        ...LevelControl\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').LevelControlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ControlsByOwner($owner: String!) {\n    controlsByOwner(owner: $owner, limit: 100) {\n      items {\n        ...ControlRecord\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ControlsByOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelsOfControl($controlId: ID!) {\n    gameLevelControlByControlId(controlId: $controlId, limit: 10) {\n      items {\n        id\n        gameLevelId\n      }\n    }\n  }\n"): typeof import('./graphql').LevelsOfControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateControl($input: CreateControlInput!) {\n    createControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n"): typeof import('./graphql').CreateControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateControl($input: UpdateControlInput!) {\n    updateControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n"): typeof import('./graphql').UpdateControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteControl($input: DeleteControlInput!) {\n    deleteControl(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {\n    createGameLevelControl(input: $input) {\n      ...LevelControl\n    }\n  }\n"): typeof import('./graphql').CreateGameLevelControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {\n    updateGameLevelControl(input: $input) {\n      id\n      points\n    }\n  }\n"): typeof import('./graphql').UpdateGameLevelControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGameLevelControl($input: DeleteInput!) {\n    deleteGameLevelControl(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteGameLevelControlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n"): typeof import('./graphql').GameOmapFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameDefinitionSummary on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startGeoHash\n    owner\n  }\n"): typeof import('./graphql').GameDefinitionSummaryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameWithMaps on GameDefinition {\n    ...GameDefinitionSummary\n    startLat\n    startLng\n    omaps(limit: 100) {\n      items {\n        id\n        omapId\n        omap {\n          ...GameOmap\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GameWithMapsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListGameDefinitions(\n    $filter: ModelGameDefinitionFilterInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameDefinitionSummary\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ListGameDefinitionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameDefinitionById($filter: ModelGameDefinitionFilterInput) {\n    listGameDefinitions(filter: $filter, limit: 1) {\n      items {\n        ...GameWithMaps\n      }\n    }\n  }\n"): typeof import('./graphql').GameDefinitionByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {\n    createGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n"): typeof import('./graphql').CreateGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n"): typeof import('./graphql').UpdateGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {\n    createOmapGameDefinition(input: $input) {\n      id\n      omapId\n      gameDefinitionId\n    }\n  }\n"): typeof import('./graphql').CreateOmapGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OmapGameDefinitionByGameDefinition(\n    $gameDefinitionId: ID!\n    $omapId: ModelIDKeyConditionInput\n  ) {\n    omapGameDefinitionByGameDefinition(\n      gameDefinitionId: $gameDefinitionId\n      omapId: $omapId\n      limit: 1\n    ) {\n      items {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').OmapGameDefinitionByGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOmapGameDefinition($input: DeleteInput!) {\n    deleteOmapGameDefinition(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteOmapGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListOmapChoices($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameOmap\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ListOmapChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameLevelFields on GameLevel {\n    id\n    gameDefinitionId\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n"): typeof import('./graphql').GameLevelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameLevelFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').GameLevelsByOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetGameLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      ...GameLevelFields\n    }\n  }\n"): typeof import('./graphql').GetGameLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLevelControls($gameLevelId: ID!) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').GameLevelControlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGameLevel($input: CreateGameLevelInput!) {\n    createGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n"): typeof import('./graphql').CreateGameLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {\n    updateGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n"): typeof import('./graphql').UpdateGameLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {\n    deleteGameLevel(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteGameLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n"): typeof import('./graphql').PackGameDefinitionDocument;
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
