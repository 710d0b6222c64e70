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
    "\n  fragment OpenPostReportFields on PostReport {\n    id\n    kind\n    note\n    lat\n    lng\n    accuracy\n    reportedAt\n    reporterNickName\n  }\n": typeof types.OpenPostReportFieldsFragmentDoc,
    "\n  fragment ControlActivityFields on ControlActivity {\n    controlId\n    visualCode\n    lat\n    lng\n    punchesThisWeek\n    punchesTotal\n    lastPunchedAt\n    wrongCodeTries\n    rightCodePunches\n    flags\n    openReports {\n      ...OpenPostReportFields\n    }\n  }\n": typeof types.ControlActivityFieldsFragmentDoc,
    "\n  query GameControlActivity($gameDefinitionId: ID!) {\n    gameControlActivity(gameDefinitionId: $gameDefinitionId) {\n      gameDefinitionId\n      currentWeek\n      controls {\n        ...ControlActivityFields\n      }\n      weeks {\n        week\n        playersStarted\n        playersCompleted\n      }\n    }\n  }\n": typeof types.GameControlActivityDocument,
    "\n  mutation ClosePostReport($id: ID!) {\n    closePostReport(id: $id) {\n      id\n      closedAt\n    }\n  }\n": typeof types.ClosePostReportDocument,
    "\n  fragment ControlRecord on Control {\n    id\n    visualCode\n    lat\n    lng\n    secretCode\n    owner\n  }\n": typeof types.ControlRecordFragmentDoc,
    "\n  fragment LevelControl on GameLevelControl {\n    id\n    gameLevelId\n    gameDefinitionId\n    controlId\n    points\n    control {\n      ...ControlRecord\n    }\n  }\n": typeof types.LevelControlFragmentDoc,
    "\n  query LevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        ...LevelControl\n      }\n      nextToken\n    }\n  }\n": typeof types.LevelControlsDocument,
    "\n  query ControlsByOwner($owner: String!) {\n    controlsByOwner(owner: $owner, limit: 100) {\n      items {\n        ...ControlRecord\n      }\n      nextToken\n    }\n  }\n": typeof types.ControlsByOwnerDocument,
    "\n  query LevelsOfControl($controlId: ID!) {\n    gameLevelControlByControlId(controlId: $controlId, limit: 10) {\n      items {\n        id\n        gameLevelId\n      }\n    }\n  }\n": typeof types.LevelsOfControlDocument,
    "\n  mutation CreateControl($input: CreateControlInput!) {\n    createControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": typeof types.CreateControlDocument,
    "\n  mutation UpdateControl($input: UpdateControlInput!) {\n    updateControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": typeof types.UpdateControlDocument,
    "\n  mutation DeleteControl($input: DeleteControlInput!) {\n    deleteControl(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteControlDocument,
    "\n  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {\n    createGameLevelControl(input: $input) {\n      ...LevelControl\n    }\n  }\n": typeof types.CreateGameLevelControlDocument,
    "\n  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {\n    updateGameLevelControl(input: $input) {\n      id\n      points\n    }\n  }\n": typeof types.UpdateGameLevelControlDocument,
    "\n  mutation DeleteGameLevelControl($input: DeleteInput!) {\n    deleteGameLevelControl(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteGameLevelControlDocument,
    "\n  fragment NearbyGame on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startLat\n    startLng\n  }\n": typeof types.NearbyGameFragmentDoc,
    "\n  query GamesByStart(\n    $state: String!\n    $startGeoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameDefinitionByStateByStartGeoHash(\n      state: $state\n      startGeoHash: $startGeoHash\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...NearbyGame\n      }\n      nextToken\n    }\n  }\n": typeof types.GamesByStartDocument,
    "\n  fragment GameOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": typeof types.GameOmapFragmentDoc,
    "\n  fragment GameDefinitionSummary on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startGeoHash\n    owner\n  }\n": typeof types.GameDefinitionSummaryFragmentDoc,
    "\n  fragment GameWithMaps on GameDefinition {\n    ...GameDefinitionSummary\n    startLat\n    startLng\n    omaps(limit: 100) {\n      items {\n        id\n        omapId\n        omap {\n          ...GameOmap\n        }\n      }\n    }\n  }\n": typeof types.GameWithMapsFragmentDoc,
    "\n  query ListGameDefinitions(\n    $filter: ModelGameDefinitionFilterInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameDefinitionSummary\n      }\n      nextToken\n    }\n  }\n": typeof types.ListGameDefinitionsDocument,
    "\n  query GameDefinitionById($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...GameWithMaps\n    }\n  }\n": typeof types.GameDefinitionByIdDocument,
    "\n  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {\n    createGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": typeof types.CreateGameDefinitionDocument,
    "\n  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": typeof types.UpdateGameDefinitionDocument,
    "\n  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {\n    createOmapGameDefinition(input: $input) {\n      id\n      omapId\n      gameDefinitionId\n    }\n  }\n": typeof types.CreateOmapGameDefinitionDocument,
    "\n  query OmapGameDefinitionByGameDefinition(\n    $gameDefinitionId: ID!\n    $omapId: ModelIDKeyConditionInput\n  ) {\n    omapGameDefinitionByGameDefinition(\n      gameDefinitionId: $gameDefinitionId\n      omapId: $omapId\n      limit: 1\n    ) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.OmapGameDefinitionByGameDefinitionDocument,
    "\n  mutation DeleteOmapGameDefinition($input: DeleteInput!) {\n    deleteOmapGameDefinition(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteOmapGameDefinitionDocument,
    "\n  query ListOmapChoices($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameOmap\n      }\n      nextToken\n    }\n  }\n": typeof types.ListOmapChoicesDocument,
    "\n  fragment HistoryGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    progress\n    cancelledAt\n    gameLevel {\n      id\n      order\n      minNumberControls\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.HistoryGameStateFragmentDoc,
    "\n  fragment HistoryVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    punchedAt\n    createdAt\n  }\n": typeof types.HistoryVisitFragmentDoc,
    "\n  query HistoryGameStates($owner: String!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryGameState\n      }\n      nextToken\n    }\n  }\n": typeof types.HistoryGameStatesDocument,
    "\n  query HistoryVisits($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryVisit\n      }\n      nextToken\n    }\n  }\n": typeof types.HistoryVisitsDocument,
    "\n  query HistoryGameName($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startGeoHash\n    }\n  }\n": typeof types.HistoryGameNameDocument,
    "\n  fragment OwnWeekPoints on ModelGameScoreConnection {\n    items {\n      score\n    }\n  }\n": typeof types.OwnWeekPointsFragmentDoc,
    "\n  fragment GameLevelFields on GameLevel {\n    ...PackLevelFields\n    gameDefinitionId\n  }\n": typeof types.GameLevelFieldsFragmentDoc,
    "\n  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameLevelFields\n      }\n      nextToken\n    }\n  }\n": typeof types.GameLevelsByOrderDocument,
    "\n  query GetGameLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.GetGameLevelDocument,
    "\n  query GameLevelControls($gameLevelId: ID!) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.GameLevelControlsDocument,
    "\n  mutation CreateGameLevel($input: CreateGameLevelInput!) {\n    createGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.CreateGameLevelDocument,
    "\n  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {\n    updateGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": typeof types.UpdateGameLevelDocument,
    "\n  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {\n    deleteGameLevel(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteGameLevelDocument,
    "\n  fragment OmapFields on Omap {\n    id\n    name\n    sourceType\n    state\n    tileLocation\n    imageLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    attribution\n    primaryMap\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    geoHash\n    maxZoom\n    minZoom\n    worldFile\n    coordinateSystem\n    owner\n    updatedAt\n  }\n": typeof types.OmapFieldsFragmentDoc,
    "\n  query ListOmaps($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ListOmapsDocument,
    "\n  query OmapByStateByGeoHash(\n    $state: String!\n    $geoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    omapByStateByGeoHash(state: $state, geoHash: $geoHash, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n": typeof types.OmapByStateByGeoHashDocument,
    "\n  query GetOmap($id: ID!) {\n    getOmap(id: $id) {\n      ...OmapFields\n    }\n  }\n": typeof types.GetOmapDocument,
    "\n  mutation CreateOmap($input: CreateOmapInput!) {\n    createOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n": typeof types.CreateOmapDocument,
    "\n  mutation UpdateOmap($input: UpdateOmapInput!) {\n    updateOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n": typeof types.UpdateOmapDocument,
    "\n  mutation DeleteOmap($input: DeleteInput!) {\n    deleteOmap(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteOmapDocument,
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": typeof types.PackGameDefinitionDocument,
    "\n  fragment PackLevelFields on GameLevel {\n    id\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n": typeof types.PackLevelFieldsFragmentDoc,
    "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...PackLevelFields\n      }\n      nextToken\n    }\n  }\n": typeof types.PackGameLevelsDocument,
    "\n  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        gameLevelId\n        controlId\n        points\n        control {\n          id\n          visualCode\n          lat\n          lng\n        }\n      }\n      nextToken\n    }\n  }\n": typeof types.PackLevelControlsDocument,
    "\n  fragment ApiGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    owner\n    progress\n    gameLevel {\n      id\n      minNumberControls\n      order\n    }\n    createdAt\n  }\n": typeof types.ApiGameStateFragmentDoc,
    "\n  mutation PunchAtControl(\n    $id: ID\n    $controlId: ID!\n    $gameStateId: ID!\n    $controlSecretCode: String\n    $lat: Float\n    $lng: Float\n    $accuracy: Float\n    $punchedAt: AWSDateTime\n    $nextGameStateId: ID\n  ) {\n    punchAtControl(\n      id: $id\n      controlId: $controlId\n      gameStateId: $gameStateId\n      controlSecretCode: $controlSecretCode\n      lat: $lat\n      lng: $lng\n      accuracy: $accuracy\n      punchedAt: $punchedAt\n      nextGameStateId: $nextGameStateId\n    ) {\n      controlVisit {\n        id\n      }\n      gameStates {\n        ...ApiGameState\n      }\n    }\n  }\n": typeof types.PunchAtControlDocument,
    "\n  mutation StartNewGame(\n    $gameId: ID!\n    $gameDefinitionId: ID!\n    $gameStateId: ID\n    $startedAt: AWSDateTime\n  ) {\n    startNewGame(\n      gameId: $gameId\n      gameDefinitionId: $gameDefinitionId\n      gameStateId: $gameStateId\n      startedAt: $startedAt\n    ) {\n      ...ApiGameState\n    }\n  }\n": typeof types.StartNewGameDocument,
    "\n  mutation CancelGame($gameId: ID!) {\n    cancelGame(gameId: $gameId) {\n      ...ApiGameState\n    }\n  }\n": typeof types.CancelGameDocument,
    "\n  query GameStatesByOwnerByProgress(\n    $owner: String!\n    $progress: String!\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameStatesByOwnerByProgress(\n      owner: $owner\n      progress: { eq: $progress }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": typeof types.GameStatesByOwnerByProgressDocument,
    "\n  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(\n      owner: $owner\n      gameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": typeof types.GameStatesByOwnerByGameIdDocument,
    "\n  fragment ApiPostReport on PostReport {\n    id\n    controlId\n    gameDefinitionId\n    kind\n    note\n    reportedAt\n    closedAt\n  }\n": typeof types.ApiPostReportFragmentDoc,
    "\n  mutation CreatePostReport($input: CreatePostReportInput!) {\n    createPostReport(input: $input) {\n      ...ApiPostReport\n    }\n  }\n": typeof types.CreatePostReportDocument,
    "\n  query PostReportsByOwner {\n    postReportsByOwner {\n      ...ApiPostReport\n    }\n  }\n": typeof types.PostReportsByOwnerDocument,
    "\n  fragment PublishState on GameDefinition {\n    id\n    owner\n    active\n    state\n    publishMissing\n  }\n": typeof types.PublishStateFragmentDoc,
    "\n  query GamePublishState($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...PublishState\n    }\n  }\n": typeof types.GamePublishStateDocument,
    "\n  mutation SetGamePublished($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...PublishState\n    }\n  }\n": typeof types.SetGamePublishedDocument,
    "\n  fragment GameScoreFields on GameScore {\n    id\n    state\n    period\n    currentPeriod\n    owner\n    ownerType\n    score\n    ownerNickName\n  }\n": typeof types.GameScoreFieldsFragmentDoc,
    "\n  query Ranking(\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameScoreRanking(\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n": typeof types.RankingDocument,
    "\n  query ScoreByOwner(\n    $owner: String\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n  ) {\n    listGameScoreByOwner(\n      owner: $owner\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: 10\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n": typeof types.ScoreByOwnerDocument,
    "\n  mutation DeleteGameScores($owner: String!) {\n    deleteGameScores(owner: $owner) {\n      deletionCount\n    }\n  }\n": typeof types.DeleteGameScoresDocument,
    "\n  fragment TeamRelationFields on ModelTeamRelationConnection {\n    items {\n      teamName\n      teamState\n      userNickName\n      state\n      lastActiveForTeam\n    }\n    nextToken\n  }\n": typeof types.TeamRelationFieldsFragmentDoc,
    "\n  query SearchTeamNames($teamNameQuery: String!, $limit: Int) {\n    searchTeamNames(teamNameQuery: $teamNameQuery, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.SearchTeamNamesDocument,
    "\n  query GetTeamDetails($teamName: String!, $limit: Int) {\n    getTeamDetails(teamName: $teamName, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.GetTeamDetailsDocument,
    "\n  query ListMyTeams($limit: Int) {\n    listMyTeams(limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.ListMyTeamsDocument,
    "\n  mutation CreateNewTeam($teamName: String!) {\n    createNewTeam(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.CreateNewTeamDocument,
    "\n  mutation RequestTeamMembership($teamName: String!) {\n    requestTeamMembership(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.RequestTeamMembershipDocument,
    "\n  mutation SetTeamMemberState($teamName: String!, $userNickName: String!, $state: String!) {\n    setTeamMemberState(teamName: $teamName, userNickName: $userNickName, state: $state) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.SetTeamMemberStateDocument,
    "\n  mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {\n    deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) {\n      ...TeamRelationFields\n    }\n  }\n": typeof types.DeleteTeamRelationDocument,
};
const documents: Documents = {
    "\n  fragment OpenPostReportFields on PostReport {\n    id\n    kind\n    note\n    lat\n    lng\n    accuracy\n    reportedAt\n    reporterNickName\n  }\n": types.OpenPostReportFieldsFragmentDoc,
    "\n  fragment ControlActivityFields on ControlActivity {\n    controlId\n    visualCode\n    lat\n    lng\n    punchesThisWeek\n    punchesTotal\n    lastPunchedAt\n    wrongCodeTries\n    rightCodePunches\n    flags\n    openReports {\n      ...OpenPostReportFields\n    }\n  }\n": types.ControlActivityFieldsFragmentDoc,
    "\n  query GameControlActivity($gameDefinitionId: ID!) {\n    gameControlActivity(gameDefinitionId: $gameDefinitionId) {\n      gameDefinitionId\n      currentWeek\n      controls {\n        ...ControlActivityFields\n      }\n      weeks {\n        week\n        playersStarted\n        playersCompleted\n      }\n    }\n  }\n": types.GameControlActivityDocument,
    "\n  mutation ClosePostReport($id: ID!) {\n    closePostReport(id: $id) {\n      id\n      closedAt\n    }\n  }\n": types.ClosePostReportDocument,
    "\n  fragment ControlRecord on Control {\n    id\n    visualCode\n    lat\n    lng\n    secretCode\n    owner\n  }\n": types.ControlRecordFragmentDoc,
    "\n  fragment LevelControl on GameLevelControl {\n    id\n    gameLevelId\n    gameDefinitionId\n    controlId\n    points\n    control {\n      ...ControlRecord\n    }\n  }\n": types.LevelControlFragmentDoc,
    "\n  query LevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        ...LevelControl\n      }\n      nextToken\n    }\n  }\n": types.LevelControlsDocument,
    "\n  query ControlsByOwner($owner: String!) {\n    controlsByOwner(owner: $owner, limit: 100) {\n      items {\n        ...ControlRecord\n      }\n      nextToken\n    }\n  }\n": types.ControlsByOwnerDocument,
    "\n  query LevelsOfControl($controlId: ID!) {\n    gameLevelControlByControlId(controlId: $controlId, limit: 10) {\n      items {\n        id\n        gameLevelId\n      }\n    }\n  }\n": types.LevelsOfControlDocument,
    "\n  mutation CreateControl($input: CreateControlInput!) {\n    createControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": types.CreateControlDocument,
    "\n  mutation UpdateControl($input: UpdateControlInput!) {\n    updateControl(input: $input) {\n      ...ControlRecord\n    }\n  }\n": types.UpdateControlDocument,
    "\n  mutation DeleteControl($input: DeleteControlInput!) {\n    deleteControl(input: $input) {\n      id\n    }\n  }\n": types.DeleteControlDocument,
    "\n  mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {\n    createGameLevelControl(input: $input) {\n      ...LevelControl\n    }\n  }\n": types.CreateGameLevelControlDocument,
    "\n  mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {\n    updateGameLevelControl(input: $input) {\n      id\n      points\n    }\n  }\n": types.UpdateGameLevelControlDocument,
    "\n  mutation DeleteGameLevelControl($input: DeleteInput!) {\n    deleteGameLevelControl(input: $input) {\n      id\n    }\n  }\n": types.DeleteGameLevelControlDocument,
    "\n  fragment NearbyGame on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startLat\n    startLng\n  }\n": types.NearbyGameFragmentDoc,
    "\n  query GamesByStart(\n    $state: String!\n    $startGeoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameDefinitionByStateByStartGeoHash(\n      state: $state\n      startGeoHash: $startGeoHash\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...NearbyGame\n      }\n      nextToken\n    }\n  }\n": types.GamesByStartDocument,
    "\n  fragment GameOmap on Omap {\n    id\n    name\n    state\n    primaryMap\n    sourceType\n    imageLocation\n    tileLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    worldFile\n    coordinateSystem\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    centreLat\n    centreLng\n    minZoom\n    maxZoom\n    attribution\n    owner\n  }\n": types.GameOmapFragmentDoc,
    "\n  fragment GameDefinitionSummary on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startGeoHash\n    owner\n  }\n": types.GameDefinitionSummaryFragmentDoc,
    "\n  fragment GameWithMaps on GameDefinition {\n    ...GameDefinitionSummary\n    startLat\n    startLng\n    omaps(limit: 100) {\n      items {\n        id\n        omapId\n        omap {\n          ...GameOmap\n        }\n      }\n    }\n  }\n": types.GameWithMapsFragmentDoc,
    "\n  query ListGameDefinitions(\n    $filter: ModelGameDefinitionFilterInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameDefinitionSummary\n      }\n      nextToken\n    }\n  }\n": types.ListGameDefinitionsDocument,
    "\n  query GameDefinitionById($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...GameWithMaps\n    }\n  }\n": types.GameDefinitionByIdDocument,
    "\n  mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {\n    createGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": types.CreateGameDefinitionDocument,
    "\n  mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...GameDefinitionSummary\n    }\n  }\n": types.UpdateGameDefinitionDocument,
    "\n  mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {\n    createOmapGameDefinition(input: $input) {\n      id\n      omapId\n      gameDefinitionId\n    }\n  }\n": types.CreateOmapGameDefinitionDocument,
    "\n  query OmapGameDefinitionByGameDefinition(\n    $gameDefinitionId: ID!\n    $omapId: ModelIDKeyConditionInput\n  ) {\n    omapGameDefinitionByGameDefinition(\n      gameDefinitionId: $gameDefinitionId\n      omapId: $omapId\n      limit: 1\n    ) {\n      items {\n        id\n      }\n    }\n  }\n": types.OmapGameDefinitionByGameDefinitionDocument,
    "\n  mutation DeleteOmapGameDefinition($input: DeleteInput!) {\n    deleteOmapGameDefinition(input: $input) {\n      id\n    }\n  }\n": types.DeleteOmapGameDefinitionDocument,
    "\n  query ListOmapChoices($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...GameOmap\n      }\n      nextToken\n    }\n  }\n": types.ListOmapChoicesDocument,
    "\n  fragment HistoryGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    progress\n    cancelledAt\n    gameLevel {\n      id\n      order\n      minNumberControls\n    }\n    createdAt\n    updatedAt\n  }\n": types.HistoryGameStateFragmentDoc,
    "\n  fragment HistoryVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    punchedAt\n    createdAt\n  }\n": types.HistoryVisitFragmentDoc,
    "\n  query HistoryGameStates($owner: String!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryGameState\n      }\n      nextToken\n    }\n  }\n": types.HistoryGameStatesDocument,
    "\n  query HistoryVisits($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryVisit\n      }\n      nextToken\n    }\n  }\n": types.HistoryVisitsDocument,
    "\n  query HistoryGameName($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startGeoHash\n    }\n  }\n": types.HistoryGameNameDocument,
    "\n  fragment OwnWeekPoints on ModelGameScoreConnection {\n    items {\n      score\n    }\n  }\n": types.OwnWeekPointsFragmentDoc,
    "\n  fragment GameLevelFields on GameLevel {\n    ...PackLevelFields\n    gameDefinitionId\n  }\n": types.GameLevelFieldsFragmentDoc,
    "\n  query GameLevelsByOrder($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameLevelFields\n      }\n      nextToken\n    }\n  }\n": types.GameLevelsByOrderDocument,
    "\n  query GetGameLevel($id: ID!) {\n    getGameLevel(id: $id) {\n      ...GameLevelFields\n    }\n  }\n": types.GetGameLevelDocument,
    "\n  query GameLevelControls($gameLevelId: ID!) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.GameLevelControlsDocument,
    "\n  mutation CreateGameLevel($input: CreateGameLevelInput!) {\n    createGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": types.CreateGameLevelDocument,
    "\n  mutation UpdateGameLevel($input: UpdateGameLevelInput!) {\n    updateGameLevel(input: $input) {\n      ...GameLevelFields\n    }\n  }\n": types.UpdateGameLevelDocument,
    "\n  mutation DeleteGameLevel($input: DeleteGameLevelInput!) {\n    deleteGameLevel(input: $input) {\n      id\n    }\n  }\n": types.DeleteGameLevelDocument,
    "\n  fragment OmapFields on Omap {\n    id\n    name\n    sourceType\n    state\n    tileLocation\n    imageLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    attribution\n    primaryMap\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    geoHash\n    maxZoom\n    minZoom\n    worldFile\n    coordinateSystem\n    owner\n    updatedAt\n  }\n": types.OmapFieldsFragmentDoc,
    "\n  query ListOmaps($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n": types.ListOmapsDocument,
    "\n  query OmapByStateByGeoHash(\n    $state: String!\n    $geoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    omapByStateByGeoHash(state: $state, geoHash: $geoHash, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n": types.OmapByStateByGeoHashDocument,
    "\n  query GetOmap($id: ID!) {\n    getOmap(id: $id) {\n      ...OmapFields\n    }\n  }\n": types.GetOmapDocument,
    "\n  mutation CreateOmap($input: CreateOmapInput!) {\n    createOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n": types.CreateOmapDocument,
    "\n  mutation UpdateOmap($input: UpdateOmapInput!) {\n    updateOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n": types.UpdateOmapDocument,
    "\n  mutation DeleteOmap($input: DeleteInput!) {\n    deleteOmap(input: $input) {\n      id\n    }\n  }\n": types.DeleteOmapDocument,
    "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n": types.PackGameDefinitionDocument,
    "\n  fragment PackLevelFields on GameLevel {\n    id\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n": types.PackLevelFieldsFragmentDoc,
    "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...PackLevelFields\n      }\n      nextToken\n    }\n  }\n": types.PackGameLevelsDocument,
    "\n  query PackLevelControls($gameLevelId: ID!, $nextToken: String) {\n    gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100, nextToken: $nextToken) {\n      items {\n        id\n        gameLevelId\n        controlId\n        points\n        control {\n          id\n          visualCode\n          lat\n          lng\n        }\n      }\n      nextToken\n    }\n  }\n": types.PackLevelControlsDocument,
    "\n  fragment ApiGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    owner\n    progress\n    gameLevel {\n      id\n      minNumberControls\n      order\n    }\n    createdAt\n  }\n": types.ApiGameStateFragmentDoc,
    "\n  mutation PunchAtControl(\n    $id: ID\n    $controlId: ID!\n    $gameStateId: ID!\n    $controlSecretCode: String\n    $lat: Float\n    $lng: Float\n    $accuracy: Float\n    $punchedAt: AWSDateTime\n    $nextGameStateId: ID\n  ) {\n    punchAtControl(\n      id: $id\n      controlId: $controlId\n      gameStateId: $gameStateId\n      controlSecretCode: $controlSecretCode\n      lat: $lat\n      lng: $lng\n      accuracy: $accuracy\n      punchedAt: $punchedAt\n      nextGameStateId: $nextGameStateId\n    ) {\n      controlVisit {\n        id\n      }\n      gameStates {\n        ...ApiGameState\n      }\n    }\n  }\n": types.PunchAtControlDocument,
    "\n  mutation StartNewGame(\n    $gameId: ID!\n    $gameDefinitionId: ID!\n    $gameStateId: ID\n    $startedAt: AWSDateTime\n  ) {\n    startNewGame(\n      gameId: $gameId\n      gameDefinitionId: $gameDefinitionId\n      gameStateId: $gameStateId\n      startedAt: $startedAt\n    ) {\n      ...ApiGameState\n    }\n  }\n": types.StartNewGameDocument,
    "\n  mutation CancelGame($gameId: ID!) {\n    cancelGame(gameId: $gameId) {\n      ...ApiGameState\n    }\n  }\n": types.CancelGameDocument,
    "\n  query GameStatesByOwnerByProgress(\n    $owner: String!\n    $progress: String!\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameStatesByOwnerByProgress(\n      owner: $owner\n      progress: { eq: $progress }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": types.GameStatesByOwnerByProgressDocument,
    "\n  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(\n      owner: $owner\n      gameId: { eq: $gameId }\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...ApiGameState\n      }\n      nextToken\n    }\n  }\n": types.GameStatesByOwnerByGameIdDocument,
    "\n  fragment ApiPostReport on PostReport {\n    id\n    controlId\n    gameDefinitionId\n    kind\n    note\n    reportedAt\n    closedAt\n  }\n": types.ApiPostReportFragmentDoc,
    "\n  mutation CreatePostReport($input: CreatePostReportInput!) {\n    createPostReport(input: $input) {\n      ...ApiPostReport\n    }\n  }\n": types.CreatePostReportDocument,
    "\n  query PostReportsByOwner {\n    postReportsByOwner {\n      ...ApiPostReport\n    }\n  }\n": types.PostReportsByOwnerDocument,
    "\n  fragment PublishState on GameDefinition {\n    id\n    owner\n    active\n    state\n    publishMissing\n  }\n": types.PublishStateFragmentDoc,
    "\n  query GamePublishState($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...PublishState\n    }\n  }\n": types.GamePublishStateDocument,
    "\n  mutation SetGamePublished($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...PublishState\n    }\n  }\n": types.SetGamePublishedDocument,
    "\n  fragment GameScoreFields on GameScore {\n    id\n    state\n    period\n    currentPeriod\n    owner\n    ownerType\n    score\n    ownerNickName\n  }\n": types.GameScoreFieldsFragmentDoc,
    "\n  query Ranking(\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameScoreRanking(\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n": types.RankingDocument,
    "\n  query ScoreByOwner(\n    $owner: String\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n  ) {\n    listGameScoreByOwner(\n      owner: $owner\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: 10\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n": types.ScoreByOwnerDocument,
    "\n  mutation DeleteGameScores($owner: String!) {\n    deleteGameScores(owner: $owner) {\n      deletionCount\n    }\n  }\n": types.DeleteGameScoresDocument,
    "\n  fragment TeamRelationFields on ModelTeamRelationConnection {\n    items {\n      teamName\n      teamState\n      userNickName\n      state\n      lastActiveForTeam\n    }\n    nextToken\n  }\n": types.TeamRelationFieldsFragmentDoc,
    "\n  query SearchTeamNames($teamNameQuery: String!, $limit: Int) {\n    searchTeamNames(teamNameQuery: $teamNameQuery, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": types.SearchTeamNamesDocument,
    "\n  query GetTeamDetails($teamName: String!, $limit: Int) {\n    getTeamDetails(teamName: $teamName, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": types.GetTeamDetailsDocument,
    "\n  query ListMyTeams($limit: Int) {\n    listMyTeams(limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n": types.ListMyTeamsDocument,
    "\n  mutation CreateNewTeam($teamName: String!) {\n    createNewTeam(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n": types.CreateNewTeamDocument,
    "\n  mutation RequestTeamMembership($teamName: String!) {\n    requestTeamMembership(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n": types.RequestTeamMembershipDocument,
    "\n  mutation SetTeamMemberState($teamName: String!, $userNickName: String!, $state: String!) {\n    setTeamMemberState(teamName: $teamName, userNickName: $userNickName, state: $state) {\n      ...TeamRelationFields\n    }\n  }\n": types.SetTeamMemberStateDocument,
    "\n  mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {\n    deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) {\n      ...TeamRelationFields\n    }\n  }\n": types.DeleteTeamRelationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpenPostReportFields on PostReport {\n    id\n    kind\n    note\n    lat\n    lng\n    accuracy\n    reportedAt\n    reporterNickName\n  }\n"): typeof import('./graphql').OpenPostReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ControlActivityFields on ControlActivity {\n    controlId\n    visualCode\n    lat\n    lng\n    punchesThisWeek\n    punchesTotal\n    lastPunchedAt\n    wrongCodeTries\n    rightCodePunches\n    flags\n    openReports {\n      ...OpenPostReportFields\n    }\n  }\n"): typeof import('./graphql').ControlActivityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameControlActivity($gameDefinitionId: ID!) {\n    gameControlActivity(gameDefinitionId: $gameDefinitionId) {\n      gameDefinitionId\n      currentWeek\n      controls {\n        ...ControlActivityFields\n      }\n      weeks {\n        week\n        playersStarted\n        playersCompleted\n      }\n    }\n  }\n"): typeof import('./graphql').GameControlActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClosePostReport($id: ID!) {\n    closePostReport(id: $id) {\n      id\n      closedAt\n    }\n  }\n"): typeof import('./graphql').ClosePostReportDocument;
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
export function graphql(source: "\n  fragment NearbyGame on GameDefinition {\n    id\n    name\n    type\n    active\n    state\n    startLat\n    startLng\n  }\n"): typeof import('./graphql').NearbyGameFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GamesByStart(\n    $state: String!\n    $startGeoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    gameDefinitionByStateByStartGeoHash(\n      state: $state\n      startGeoHash: $startGeoHash\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...NearbyGame\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').GamesByStartDocument;
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
export function graphql(source: "\n  query GameDefinitionById($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...GameWithMaps\n    }\n  }\n"): typeof import('./graphql').GameDefinitionByIdDocument;
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
export function graphql(source: "\n  fragment HistoryGameState on GameState {\n    id\n    gameId\n    gameDefinitionId\n    progress\n    cancelledAt\n    gameLevel {\n      id\n      order\n      minNumberControls\n    }\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').HistoryGameStateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryVisit on ControlVisit {\n    id\n    gameStateId\n    gameStateGameId\n    controlId\n    controlVisualCode\n    controlPoints\n    lat\n    lng\n    accuracy\n    punchedAt\n    createdAt\n  }\n"): typeof import('./graphql').HistoryVisitFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryGameStates($owner: String!, $limit: Int, $nextToken: String) {\n    gameStatesByOwnerByGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryGameState\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').HistoryGameStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryVisits($owner: String!, $limit: Int, $nextToken: String) {\n    controlVisitsByOwnerByGameStateGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...HistoryVisit\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').HistoryVisitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryGameName($id: ID!) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      startGeoHash\n    }\n  }\n"): typeof import('./graphql').HistoryGameNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnWeekPoints on ModelGameScoreConnection {\n    items {\n      score\n    }\n  }\n"): typeof import('./graphql').OwnWeekPointsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameLevelFields on GameLevel {\n    ...PackLevelFields\n    gameDefinitionId\n  }\n"): typeof import('./graphql').GameLevelFieldsFragmentDoc;
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
export function graphql(source: "\n  fragment OmapFields on Omap {\n    id\n    name\n    sourceType\n    state\n    tileLocation\n    imageLocation\n    imageTileLocation\n    imageWidth\n    imageHeight\n    attribution\n    primaryMap\n    bottomLeftLat\n    bottomLeftLng\n    topRightLat\n    topRightLng\n    geoHash\n    maxZoom\n    minZoom\n    worldFile\n    coordinateSystem\n    owner\n    updatedAt\n  }\n"): typeof import('./graphql').OmapFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListOmaps($limit: Int, $nextToken: String) {\n    listOmaps(limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ListOmapsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OmapByStateByGeoHash(\n    $state: String!\n    $geoHash: ModelStringKeyConditionInput\n    $limit: Int\n    $nextToken: String\n  ) {\n    omapByStateByGeoHash(state: $state, geoHash: $geoHash, limit: $limit, nextToken: $nextToken) {\n      items {\n        ...OmapFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').OmapByStateByGeoHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetOmap($id: ID!) {\n    getOmap(id: $id) {\n      ...OmapFields\n    }\n  }\n"): typeof import('./graphql').GetOmapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOmap($input: CreateOmapInput!) {\n    createOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n"): typeof import('./graphql').CreateOmapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOmap($input: UpdateOmapInput!) {\n    updateOmap(input: $input) {\n      ...OmapFields\n    }\n  }\n"): typeof import('./graphql').UpdateOmapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOmap($input: DeleteInput!) {\n    deleteOmap(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').DeleteOmapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackGameDefinition($id: ID!, $nextToken: String) {\n    getGameDefinition(id: $id) {\n      id\n      name\n      type\n      active\n      state\n      startGeoHash\n      startLat\n      startLng\n      omaps(limit: 100, nextToken: $nextToken) {\n        items {\n          id\n          omapId\n          omap {\n            ...GameOmap\n          }\n        }\n        nextToken\n      }\n    }\n  }\n"): typeof import('./graphql').PackGameDefinitionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackLevelFields on GameLevel {\n    id\n    name\n    description\n    order\n    minNumberControls\n    allowGpsPunching\n    allowCodePunching\n    minDistanceLegalPunch\n  }\n"): typeof import('./graphql').PackLevelFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackGameLevels($gameDefinitionId: ID!, $nextToken: String) {\n    gameLevelsByGameDefinitionIdByOrder(\n      gameDefinitionId: $gameDefinitionId\n      limit: 100\n      nextToken: $nextToken\n    ) {\n      items {\n        ...PackLevelFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').PackGameLevelsDocument;
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
export function graphql(source: "\n  fragment ApiPostReport on PostReport {\n    id\n    controlId\n    gameDefinitionId\n    kind\n    note\n    reportedAt\n    closedAt\n  }\n"): typeof import('./graphql').ApiPostReportFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePostReport($input: CreatePostReportInput!) {\n    createPostReport(input: $input) {\n      ...ApiPostReport\n    }\n  }\n"): typeof import('./graphql').CreatePostReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostReportsByOwner {\n    postReportsByOwner {\n      ...ApiPostReport\n    }\n  }\n"): typeof import('./graphql').PostReportsByOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublishState on GameDefinition {\n    id\n    owner\n    active\n    state\n    publishMissing\n  }\n"): typeof import('./graphql').PublishStateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GamePublishState($id: ID!) {\n    getGameDefinition(id: $id) {\n      ...PublishState\n    }\n  }\n"): typeof import('./graphql').GamePublishStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGamePublished($input: UpdateGameDefinitionInput!) {\n    updateGameDefinition(input: $input) {\n      ...PublishState\n    }\n  }\n"): typeof import('./graphql').SetGamePublishedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameScoreFields on GameScore {\n    id\n    state\n    period\n    currentPeriod\n    owner\n    ownerType\n    score\n    ownerNickName\n  }\n"): typeof import('./graphql').GameScoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ranking(\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n    $limit: Int\n    $nextToken: String\n  ) {\n    listGameScoreRanking(\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: $limit\n      nextToken: $nextToken\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').RankingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoreByOwner(\n    $owner: String\n    $period: String!\n    $currentPeriod: String\n    $state: String\n    $scoreType: String\n    $gameGeoHash: String\n    $leagueId: String\n    $ownerType: String\n  ) {\n    listGameScoreByOwner(\n      owner: $owner\n      period: $period\n      currentPeriod: $currentPeriod\n      state: $state\n      scoreType: $scoreType\n      gameGeoHash: $gameGeoHash\n      leagueId: $leagueId\n      ownerType: $ownerType\n      sortDirection: DESC\n      limit: 10\n    ) {\n      items {\n        ...GameScoreFields\n      }\n      nextToken\n    }\n  }\n"): typeof import('./graphql').ScoreByOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGameScores($owner: String!) {\n    deleteGameScores(owner: $owner) {\n      deletionCount\n    }\n  }\n"): typeof import('./graphql').DeleteGameScoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamRelationFields on ModelTeamRelationConnection {\n    items {\n      teamName\n      teamState\n      userNickName\n      state\n      lastActiveForTeam\n    }\n    nextToken\n  }\n"): typeof import('./graphql').TeamRelationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTeamNames($teamNameQuery: String!, $limit: Int) {\n    searchTeamNames(teamNameQuery: $teamNameQuery, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').SearchTeamNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetTeamDetails($teamName: String!, $limit: Int) {\n    getTeamDetails(teamName: $teamName, teamState: \"ACTIVE\", limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').GetTeamDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyTeams($limit: Int) {\n    listMyTeams(limit: $limit) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').ListMyTeamsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewTeam($teamName: String!) {\n    createNewTeam(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').CreateNewTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTeamMembership($teamName: String!) {\n    requestTeamMembership(teamName: $teamName) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').RequestTeamMembershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberState($teamName: String!, $userNickName: String!, $state: String!) {\n    setTeamMemberState(teamName: $teamName, userNickName: $userNickName, state: $state) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').SetTeamMemberStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {\n    deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) {\n      ...TeamRelationFields\n    }\n  }\n"): typeof import('./graphql').DeleteTeamRelationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
