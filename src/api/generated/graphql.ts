/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Why a control needs the organiser's look, each said in words on the organiser's view. */
export type ControlActivityFlag =
  /** Nobody punched it for 14 days while players started the game in those days. */
  | 'NEVER_PUNCHED_14_DAYS'
  /** A player's report of it is open. */
  | 'OPEN_REPORT'
  /** More wrong secret codes were tried on it than right code punches made. */
  | 'WRONG_CODES_EXCEED_RIGHT';

/** Required values are checked by the domain's form schema, so a missing one is MISSING_FIELD with its field. */
export type CreateControlInput = {
  id?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  secretCode?: string | null | undefined;
  visualCode?: string | null | undefined;
};

export type CreateGameDefinitionInput = {
  active: boolean;
  id?: string | null | undefined;
  name: string;
  startLat?: number | null | undefined;
  startLng?: number | null | undefined;
  state?: string | null | undefined;
  type: string;
};

/** Required values are checked by the domain's form schema, so a missing one is MISSING_FIELD with its field. */
export type CreateGameLevelControlInput = {
  controlId: string;
  gameDefinitionId: string;
  gameLevelId: string;
  id?: string | null | undefined;
  points?: number | null | undefined;
};

/** Required values are checked by the domain's form schema, so a missing one is MISSING_FIELD with its field. */
export type CreateGameLevelInput = {
  allowCodePunching?: boolean | null | undefined;
  allowGpsPunching?: boolean | null | undefined;
  description?: string | null | undefined;
  gameDefinitionId: string;
  id?: string | null | undefined;
  minDistanceLegalPunch?: number | null | undefined;
  minNumberControls?: number | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
};

export type CreateOmapGameDefinitionInput = {
  gameDefinitionId: string;
  id?: string | null | undefined;
  omapId: string;
};

export type CreateOmapInput = {
  attribution?: string | null | undefined;
  bottomLeftLat?: number | null | undefined;
  bottomLeftLng?: number | null | undefined;
  coordinateSystem?: string | null | undefined;
  id?: string | null | undefined;
  imageHeight?: number | null | undefined;
  imageLocation?: string | null | undefined;
  /**
   * The map image's size in pixels, for an image elsewhere. With worldFile and coordinateSystem it
   * places the image: the bounding box (when none is given) and the centre come from the image's
   * corners. Ignored for an image uploaded to this server (POST /map-images): its size is read there.
   */
  imageWidth?: number | null | undefined;
  maxZoom?: number | null | undefined;
  minZoom?: number | null | undefined;
  name: string;
  primaryMap?: boolean | null | undefined;
  sourceType: string;
  state?: string | null | undefined;
  tileLocation?: string | null | undefined;
  topRightLat?: number | null | undefined;
  topRightLng?: number | null | undefined;
  worldFile?: Array<number | null | undefined> | null | undefined;
};

export type CreatePostReportInput = {
  accuracy?: number | null | undefined;
  controlId: string;
  /** Made on the phone (a UUID): the same id sent again answers the stored report. */
  id: string;
  kind: PostReportKind;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  /** At most 500 characters, trimmed. */
  note?: string | null | undefined;
  /** When the phone made the report (its clock, clamped by the server). */
  reportedAt: string;
};

export type DeleteControlInput = {
  /** Remove the control from every level that uses it first (the second confirmation). */
  force?: boolean | null | undefined;
  id: string;
};

export type DeleteGameLevelInput = {
  /** Delete the game states that point to the level too (else LEVEL_IN_PLAY when there are any). */
  force?: boolean | null | undefined;
  id: string;
};

export type DeleteInput = {
  id: string;
};

/** What listGameDefinitions keeps (every given condition must hold), e.g. { id: { eq: $id } }. */
export type ModelGameDefinitionFilterInput = {
  id?: ModelIdKeyConditionInput | null | undefined;
  name?: ModelStringKeyConditionInput | null | undefined;
  owner?: ModelStringKeyConditionInput | null | undefined;
  state?: ModelStringKeyConditionInput | null | undefined;
  type?: ModelStringKeyConditionInput | null | undefined;
};

export type ModelIdKeyConditionInput = {
  beginsWith?: string | null | undefined;
  between?: Array<string | null | undefined> | null | undefined;
  eq?: string | null | undefined;
  ge?: string | null | undefined;
  gt?: string | null | undefined;
  le?: string | null | undefined;
  lt?: string | null | undefined;
};

export type ModelStringKeyConditionInput = {
  beginsWith?: string | null | undefined;
  between?: Array<string | null | undefined> | null | undefined;
  eq?: string | null | undefined;
  ge?: string | null | undefined;
  gt?: string | null | undefined;
  le?: string | null | undefined;
  lt?: string | null | undefined;
};

/** What is wrong with a post in the terrain. */
export type PostReportKind =
  | 'DAMAGED'
  | 'MISPLACED'
  | 'MISSING';

export type UpdateControlInput = {
  id: string;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  secretCode?: string | null | undefined;
  visualCode?: string | null | undefined;
};

export type UpdateGameDefinitionInput = {
  active?: boolean | null | undefined;
  id: string;
  name?: string | null | undefined;
  startLat?: number | null | undefined;
  startLng?: number | null | undefined;
  state?: string | null | undefined;
  type?: string | null | undefined;
};

export type UpdateGameLevelControlInput = {
  id: string;
  points?: number | null | undefined;
};

export type UpdateGameLevelInput = {
  allowCodePunching?: boolean | null | undefined;
  allowGpsPunching?: boolean | null | undefined;
  description?: string | null | undefined;
  id: string;
  minDistanceLegalPunch?: number | null | undefined;
  minNumberControls?: number | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
};

export type UpdateOmapInput = {
  attribution?: string | null | undefined;
  bottomLeftLat?: number | null | undefined;
  bottomLeftLng?: number | null | undefined;
  coordinateSystem?: string | null | undefined;
  id: string;
  imageHeight?: number | null | undefined;
  imageLocation?: string | null | undefined;
  /**
   * The map image's size in pixels, for an image elsewhere. With worldFile and coordinateSystem it
   * places the image: the bounding box (when none is given) and the centre come from the image's
   * corners. Ignored for an image uploaded to this server (POST /map-images): its size is read there.
   */
  imageWidth?: number | null | undefined;
  maxZoom?: number | null | undefined;
  minZoom?: number | null | undefined;
  name?: string | null | undefined;
  primaryMap?: boolean | null | undefined;
  sourceType?: string | null | undefined;
  state?: string | null | undefined;
  tileLocation?: string | null | undefined;
  topRightLat?: number | null | undefined;
  topRightLng?: number | null | undefined;
  worldFile?: Array<number | null | undefined> | null | undefined;
};

export type OpenPostReportFieldsFragment = { id: string, kind: PostReportKind, note: string | null, lat: number | null, lng: number | null, accuracy: number | null, reportedAt: string, reporterNickName: string | null };

export type ControlActivityFieldsFragment = { controlId: string, visualCode: string, lat: number, lng: number, punchesThisWeek: number, punchesTotal: number, lastPunchedAt: string | null, wrongCodeTries: number, rightCodePunches: number, flags: Array<ControlActivityFlag>, openReports: Array<{ id: string, kind: PostReportKind, note: string | null, lat: number | null, lng: number | null, accuracy: number | null, reportedAt: string, reporterNickName: string | null }> };

export type GameControlActivityQueryVariables = Exact<{
  gameDefinitionId: string;
}>;


export type GameControlActivityQuery = { gameControlActivity: { gameDefinitionId: string, currentWeek: string, controls: Array<{ controlId: string, visualCode: string, lat: number, lng: number, punchesThisWeek: number, punchesTotal: number, lastPunchedAt: string | null, wrongCodeTries: number, rightCodePunches: number, flags: Array<ControlActivityFlag>, openReports: Array<{ id: string, kind: PostReportKind, note: string | null, lat: number | null, lng: number | null, accuracy: number | null, reportedAt: string, reporterNickName: string | null }> }>, weeks: Array<{ week: string, playersStarted: number, playersCompleted: number }> } };

export type ClosePostReportMutationVariables = Exact<{
  id: string;
}>;


export type ClosePostReportMutation = { closePostReport: { id: string, closedAt: string | null } };

export type ControlRecordFragment = { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null };

export type LevelControlFragment = { id: string, gameLevelId: string, gameDefinitionId: string, controlId: string, points: number, control: { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null };

export type LevelControlsQueryVariables = Exact<{
  gameLevelId: string;
  nextToken?: string | null | undefined;
}>;


export type LevelControlsQuery = { gameLevelControlByGameLevelId: { nextToken: string | null, items: Array<{ id: string, gameLevelId: string, gameDefinitionId: string, controlId: string, points: number, control: { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null } | null> } | null };

export type ControlsByOwnerQueryVariables = Exact<{
  owner: string;
}>;


export type ControlsByOwnerQuery = { controlsByOwner: { nextToken: string | null, items: Array<{ id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null> } | null };

export type LevelsOfControlQueryVariables = Exact<{
  controlId: string;
}>;


export type LevelsOfControlQuery = { gameLevelControlByControlId: { items: Array<{ id: string, gameLevelId: string } | null> } | null };

export type CreateControlMutationVariables = Exact<{
  input: CreateControlInput;
}>;


export type CreateControlMutation = { createControl: { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null };

export type UpdateControlMutationVariables = Exact<{
  input: UpdateControlInput;
}>;


export type UpdateControlMutation = { updateControl: { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null };

export type DeleteControlMutationVariables = Exact<{
  input: DeleteControlInput;
}>;


export type DeleteControlMutation = { deleteControl: { id: string } | null };

export type CreateGameLevelControlMutationVariables = Exact<{
  input: CreateGameLevelControlInput;
}>;


export type CreateGameLevelControlMutation = { createGameLevelControl: { id: string, gameLevelId: string, gameDefinitionId: string, controlId: string, points: number, control: { id: string, visualCode: string, lat: number, lng: number, secretCode: string | null, owner: string | null } | null } | null };

export type UpdateGameLevelControlMutationVariables = Exact<{
  input: UpdateGameLevelControlInput;
}>;


export type UpdateGameLevelControlMutation = { updateGameLevelControl: { id: string, points: number } | null };

export type DeleteGameLevelControlMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteGameLevelControlMutation = { deleteGameLevelControl: { id: string } | null };

export type NearbyGameFragment = { id: string, name: string, type: string, active: boolean, state: string, startLat: number | null, startLng: number | null };

export type GamesByStartQueryVariables = Exact<{
  state: string;
  startGeoHash?: ModelStringKeyConditionInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GamesByStartQuery = { gameDefinitionByStateByStartGeoHash: { nextToken: string | null, items: Array<{ id: string, name: string, type: string, active: boolean, state: string, startLat: number | null, startLng: number | null } | null> } | null };

export type GameOmapFragment = { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null };

export type GameDefinitionSummaryFragment = { id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null };

export type GameWithMapsFragment = { startLat: number | null, startLng: number | null, id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null, omaps: { items: Array<{ id: string, omapId: string, omap: { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null } | null } | null> } | null };

export type ListGameDefinitionsQueryVariables = Exact<{
  filter?: ModelGameDefinitionFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ListGameDefinitionsQuery = { listGameDefinitions: { nextToken: string | null, items: Array<{ id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null } | null> } | null };

export type GameDefinitionByIdQueryVariables = Exact<{
  id: string;
}>;


export type GameDefinitionByIdQuery = { getGameDefinition: { startLat: number | null, startLng: number | null, id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null, omaps: { items: Array<{ id: string, omapId: string, omap: { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null } | null } | null> } | null } | null };

export type CreateGameDefinitionMutationVariables = Exact<{
  input: CreateGameDefinitionInput;
}>;


export type CreateGameDefinitionMutation = { createGameDefinition: { id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null } | null };

export type UpdateGameDefinitionMutationVariables = Exact<{
  input: UpdateGameDefinitionInput;
}>;


export type UpdateGameDefinitionMutation = { updateGameDefinition: { id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, owner: string | null } | null };

export type CreateOmapGameDefinitionMutationVariables = Exact<{
  input: CreateOmapGameDefinitionInput;
}>;


export type CreateOmapGameDefinitionMutation = { createOmapGameDefinition: { id: string, omapId: string, gameDefinitionId: string } | null };

export type OmapGameDefinitionByGameDefinitionQueryVariables = Exact<{
  gameDefinitionId: string;
  omapId?: ModelIdKeyConditionInput | null | undefined;
}>;


export type OmapGameDefinitionByGameDefinitionQuery = { omapGameDefinitionByGameDefinition: { items: Array<{ id: string } | null> } | null };

export type DeleteOmapGameDefinitionMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteOmapGameDefinitionMutation = { deleteOmapGameDefinition: { id: string } | null };

export type ListOmapChoicesQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ListOmapChoicesQuery = { listOmaps: { nextToken: string | null, items: Array<{ id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null } | null> } | null };

export type HistoryGameStateFragment = { id: string, gameId: string, gameDefinitionId: string, progress: string, cancelledAt: string | null, createdAt: string, updatedAt: string, gameLevel: { id: string, order: number, minNumberControls: number } | null };

export type HistoryVisitFragment = { id: string, gameStateId: string, gameStateGameId: string, controlId: string, controlVisualCode: string | null, controlPoints: number | null, lat: number | null, lng: number | null, accuracy: number | null, punchedAt: string | null, createdAt: string };

export type HistoryGameStatesQueryVariables = Exact<{
  owner: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type HistoryGameStatesQuery = { gameStatesByOwnerByGameId: { nextToken: string | null, items: Array<{ id: string, gameId: string, gameDefinitionId: string, progress: string, cancelledAt: string | null, createdAt: string, updatedAt: string, gameLevel: { id: string, order: number, minNumberControls: number } | null } | null> } | null };

export type HistoryVisitsQueryVariables = Exact<{
  owner: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type HistoryVisitsQuery = { controlVisitsByOwnerByGameStateGameId: { nextToken: string | null, items: Array<{ id: string, gameStateId: string, gameStateGameId: string, controlId: string, controlVisualCode: string | null, controlPoints: number | null, lat: number | null, lng: number | null, accuracy: number | null, punchedAt: string | null, createdAt: string } | null> } | null };

export type HistoryGameNameQueryVariables = Exact<{
  id: string;
}>;


export type HistoryGameNameQuery = { getGameDefinition: { id: string, name: string, startGeoHash: string | null } | null };

export type OwnWeekPointsFragment = { items: Array<{ score: number } | null> };

export type GameLevelFieldsFragment = { gameDefinitionId: string, id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null };

export type GameLevelsByOrderQueryVariables = Exact<{
  gameDefinitionId: string;
  nextToken?: string | null | undefined;
}>;


export type GameLevelsByOrderQuery = { gameLevelsByGameDefinitionIdByOrder: { nextToken: string | null, items: Array<{ gameDefinitionId: string, id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null } | null> } | null };

export type GetGameLevelQueryVariables = Exact<{
  id: string;
}>;


export type GetGameLevelQuery = { getGameLevel: { gameDefinitionId: string, id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null } | null };

export type GameLevelControlsQueryVariables = Exact<{
  gameLevelId: string;
}>;


export type GameLevelControlsQuery = { gameLevelControlByGameLevelId: { items: Array<{ id: string } | null> } | null };

export type CreateGameLevelMutationVariables = Exact<{
  input: CreateGameLevelInput;
}>;


export type CreateGameLevelMutation = { createGameLevel: { gameDefinitionId: string, id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null } | null };

export type UpdateGameLevelMutationVariables = Exact<{
  input: UpdateGameLevelInput;
}>;


export type UpdateGameLevelMutation = { updateGameLevel: { gameDefinitionId: string, id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null } | null };

export type DeleteGameLevelMutationVariables = Exact<{
  input: DeleteGameLevelInput;
}>;


export type DeleteGameLevelMutation = { deleteGameLevel: { id: string } | null };

export type OmapFieldsFragment = { id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string };

export type ListOmapsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ListOmapsQuery = { listOmaps: { nextToken: string | null, items: Array<{ id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string } | null> } | null };

export type OmapByStateByGeoHashQueryVariables = Exact<{
  state: string;
  geoHash?: ModelStringKeyConditionInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type OmapByStateByGeoHashQuery = { omapByStateByGeoHash: { nextToken: string | null, items: Array<{ id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string } | null> } | null };

export type GetOmapQueryVariables = Exact<{
  id: string;
}>;


export type GetOmapQuery = { getOmap: { id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string } | null };

export type CreateOmapMutationVariables = Exact<{
  input: CreateOmapInput;
}>;


export type CreateOmapMutation = { createOmap: { id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string } | null };

export type UpdateOmapMutationVariables = Exact<{
  input: UpdateOmapInput;
}>;


export type UpdateOmapMutation = { updateOmap: { id: string, name: string, sourceType: string, state: string, tileLocation: string | null, imageLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, attribution: string | null, primaryMap: boolean, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, geoHash: string | null, maxZoom: number | null, minZoom: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, owner: string | null, updatedAt: string } | null };

export type DeleteOmapMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteOmapMutation = { deleteOmap: { id: string } | null };

export type PackGameDefinitionQueryVariables = Exact<{
  id: string;
  nextToken?: string | null | undefined;
}>;


export type PackGameDefinitionQuery = { getGameDefinition: { id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, startLat: number | null, startLng: number | null, omaps: { nextToken: string | null, items: Array<{ id: string, omapId: string, omap: { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null } | null } | null> } | null } | null };

export type PackLevelFieldsFragment = { id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null };

export type PackGameLevelsQueryVariables = Exact<{
  gameDefinitionId: string;
  nextToken?: string | null | undefined;
}>;


export type PackGameLevelsQuery = { gameLevelsByGameDefinitionIdByOrder: { nextToken: string | null, items: Array<{ id: string, name: string | null, description: string | null, order: number, minNumberControls: number, allowGpsPunching: boolean | null, allowCodePunching: boolean | null, minDistanceLegalPunch: number | null } | null> } | null };

export type PackLevelControlsQueryVariables = Exact<{
  gameLevelId: string;
  nextToken?: string | null | undefined;
}>;


export type PackLevelControlsQuery = { gameLevelControlByGameLevelId: { nextToken: string | null, items: Array<{ id: string, gameLevelId: string, controlId: string, points: number, control: { id: string, visualCode: string, lat: number, lng: number } | null } | null> } | null };

export type ApiGameStateFragment = { id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null };

export type PunchAtControlMutationVariables = Exact<{
  id?: string | null | undefined;
  controlId: string;
  gameStateId: string;
  controlSecretCode?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  accuracy?: number | null | undefined;
  punchedAt?: string | null | undefined;
  nextGameStateId?: string | null | undefined;
}>;


export type PunchAtControlMutation = { punchAtControl: { controlVisit: { id: string }, gameStates: Array<{ id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null }> } | null };

export type StartNewGameMutationVariables = Exact<{
  gameId: string;
  gameDefinitionId: string;
  gameStateId?: string | null | undefined;
  startedAt?: string | null | undefined;
}>;


export type StartNewGameMutation = { startNewGame: Array<{ id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null } | null> | null };

export type CancelGameMutationVariables = Exact<{
  gameId: string;
}>;


export type CancelGameMutation = { cancelGame: Array<{ id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null } | null> | null };

export type GameStatesByOwnerByProgressQueryVariables = Exact<{
  owner: string;
  progress: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GameStatesByOwnerByProgressQuery = { gameStatesByOwnerByProgress: { nextToken: string | null, items: Array<{ id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null } | null> } | null };

export type GameStatesByOwnerByGameIdQueryVariables = Exact<{
  owner: string;
  gameId: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type GameStatesByOwnerByGameIdQuery = { gameStatesByOwnerByGameId: { nextToken: string | null, items: Array<{ id: string, gameId: string, gameDefinitionId: string, owner: string | null, progress: string, createdAt: string, gameLevel: { id: string, minNumberControls: number, order: number } | null } | null> } | null };

export type ApiPostReportFragment = { id: string, controlId: string, gameDefinitionId: string | null, kind: PostReportKind, note: string | null, reportedAt: string, closedAt: string | null };

export type CreatePostReportMutationVariables = Exact<{
  input: CreatePostReportInput;
}>;


export type CreatePostReportMutation = { createPostReport: { id: string, controlId: string, gameDefinitionId: string | null, kind: PostReportKind, note: string | null, reportedAt: string, closedAt: string | null } };

export type PostReportsByOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type PostReportsByOwnerQuery = { postReportsByOwner: Array<{ id: string, controlId: string, gameDefinitionId: string | null, kind: PostReportKind, note: string | null, reportedAt: string, closedAt: string | null }> };

export type PublishStateFragment = { id: string, owner: string | null, active: boolean, state: string, publishMissing: Array<string> | null };

export type GamePublishStateQueryVariables = Exact<{
  id: string;
}>;


export type GamePublishStateQuery = { getGameDefinition: { id: string, owner: string | null, active: boolean, state: string, publishMissing: Array<string> | null } | null };

export type SetGamePublishedMutationVariables = Exact<{
  input: UpdateGameDefinitionInput;
}>;


export type SetGamePublishedMutation = { updateGameDefinition: { id: string, owner: string | null, active: boolean, state: string, publishMissing: Array<string> | null } | null };

export type GameScoreFieldsFragment = { id: string, state: string, period: string, currentPeriod: string, owner: string, ownerType: string, score: number, ownerNickName: string | null };

export type RankingQueryVariables = Exact<{
  period: string;
  currentPeriod?: string | null | undefined;
  state?: string | null | undefined;
  scoreType?: string | null | undefined;
  gameGeoHash?: string | null | undefined;
  leagueId?: string | null | undefined;
  ownerType?: string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type RankingQuery = { listGameScoreRanking: { nextToken: string | null, items: Array<{ id: string, state: string, period: string, currentPeriod: string, owner: string, ownerType: string, score: number, ownerNickName: string | null } | null> } | null };

export type ScoreByOwnerQueryVariables = Exact<{
  owner?: string | null | undefined;
  period: string;
  currentPeriod?: string | null | undefined;
  state?: string | null | undefined;
  scoreType?: string | null | undefined;
  gameGeoHash?: string | null | undefined;
  leagueId?: string | null | undefined;
  ownerType?: string | null | undefined;
}>;


export type ScoreByOwnerQuery = { listGameScoreByOwner: { nextToken: string | null, items: Array<{ id: string, state: string, period: string, currentPeriod: string, owner: string, ownerType: string, score: number, ownerNickName: string | null } | null> } | null };

export type DeleteGameScoresMutationVariables = Exact<{
  owner: string;
}>;


export type DeleteGameScoresMutation = { deleteGameScores: { deletionCount: number } | null };

export type TeamRelationFieldsFragment = { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> };

export type SearchTeamNamesQueryVariables = Exact<{
  teamNameQuery: string;
  limit?: number | null | undefined;
}>;


export type SearchTeamNamesQuery = { searchTeamNames: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type GetTeamDetailsQueryVariables = Exact<{
  teamName: string;
  limit?: number | null | undefined;
}>;


export type GetTeamDetailsQuery = { getTeamDetails: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type ListMyTeamsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ListMyTeamsQuery = { listMyTeams: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type CreateNewTeamMutationVariables = Exact<{
  teamName: string;
}>;


export type CreateNewTeamMutation = { createNewTeam: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type RequestTeamMembershipMutationVariables = Exact<{
  teamName: string;
}>;


export type RequestTeamMembershipMutation = { requestTeamMembership: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type SetTeamMemberStateMutationVariables = Exact<{
  teamName: string;
  userNickName: string;
  state: string;
}>;


export type SetTeamMemberStateMutation = { setTeamMemberState: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export type DeleteTeamRelationMutationVariables = Exact<{
  teamName: string;
  userNickName: string;
}>;


export type DeleteTeamRelationMutation = { deleteTeamRelation: { nextToken: string | null, items: Array<{ teamName: string, teamState: string, userNickName: string, state: string, lastActiveForTeam: string | null } | null> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const OpenPostReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment OpenPostReportFields on PostReport {
  id
  kind
  note
  lat
  lng
  accuracy
  reportedAt
  reporterNickName
}
    `, {"fragmentName":"OpenPostReportFields"}) as unknown as TypedDocumentString<OpenPostReportFieldsFragment, unknown>;
export const ControlActivityFieldsFragmentDoc = new TypedDocumentString(`
    fragment ControlActivityFields on ControlActivity {
  controlId
  visualCode
  lat
  lng
  punchesThisWeek
  punchesTotal
  lastPunchedAt
  wrongCodeTries
  rightCodePunches
  flags
  openReports {
    ...OpenPostReportFields
  }
}
    fragment OpenPostReportFields on PostReport {
  id
  kind
  note
  lat
  lng
  accuracy
  reportedAt
  reporterNickName
}`, {"fragmentName":"ControlActivityFields"}) as unknown as TypedDocumentString<ControlActivityFieldsFragment, unknown>;
export const ControlRecordFragmentDoc = new TypedDocumentString(`
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}
    `, {"fragmentName":"ControlRecord"}) as unknown as TypedDocumentString<ControlRecordFragment, unknown>;
export const LevelControlFragmentDoc = new TypedDocumentString(`
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
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}`, {"fragmentName":"LevelControl"}) as unknown as TypedDocumentString<LevelControlFragment, unknown>;
export const NearbyGameFragmentDoc = new TypedDocumentString(`
    fragment NearbyGame on GameDefinition {
  id
  name
  type
  active
  state
  startLat
  startLng
}
    `, {"fragmentName":"NearbyGame"}) as unknown as TypedDocumentString<NearbyGameFragment, unknown>;
export const GameDefinitionSummaryFragmentDoc = new TypedDocumentString(`
    fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}
    `, {"fragmentName":"GameDefinitionSummary"}) as unknown as TypedDocumentString<GameDefinitionSummaryFragment, unknown>;
export const GameOmapFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"GameOmap"}) as unknown as TypedDocumentString<GameOmapFragment, unknown>;
export const GameWithMapsFragmentDoc = new TypedDocumentString(`
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
fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}`, {"fragmentName":"GameWithMaps"}) as unknown as TypedDocumentString<GameWithMapsFragment, unknown>;
export const HistoryGameStateFragmentDoc = new TypedDocumentString(`
    fragment HistoryGameState on GameState {
  id
  gameId
  gameDefinitionId
  progress
  cancelledAt
  gameLevel {
    id
    order
    minNumberControls
  }
  createdAt
  updatedAt
}
    `, {"fragmentName":"HistoryGameState"}) as unknown as TypedDocumentString<HistoryGameStateFragment, unknown>;
export const HistoryVisitFragmentDoc = new TypedDocumentString(`
    fragment HistoryVisit on ControlVisit {
  id
  gameStateId
  gameStateGameId
  controlId
  controlVisualCode
  controlPoints
  lat
  lng
  accuracy
  punchedAt
  createdAt
}
    `, {"fragmentName":"HistoryVisit"}) as unknown as TypedDocumentString<HistoryVisitFragment, unknown>;
export const OwnWeekPointsFragmentDoc = new TypedDocumentString(`
    fragment OwnWeekPoints on ModelGameScoreConnection {
  items {
    score
  }
}
    `, {"fragmentName":"OwnWeekPoints"}) as unknown as TypedDocumentString<OwnWeekPointsFragment, unknown>;
export const PackLevelFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"PackLevelFields"}) as unknown as TypedDocumentString<PackLevelFieldsFragment, unknown>;
export const GameLevelFieldsFragmentDoc = new TypedDocumentString(`
    fragment GameLevelFields on GameLevel {
  ...PackLevelFields
  gameDefinitionId
}
    fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`, {"fragmentName":"GameLevelFields"}) as unknown as TypedDocumentString<GameLevelFieldsFragment, unknown>;
export const OmapFieldsFragmentDoc = new TypedDocumentString(`
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}
    `, {"fragmentName":"OmapFields"}) as unknown as TypedDocumentString<OmapFieldsFragment, unknown>;
export const ApiGameStateFragmentDoc = new TypedDocumentString(`
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}
    `, {"fragmentName":"ApiGameState"}) as unknown as TypedDocumentString<ApiGameStateFragment, unknown>;
export const ApiPostReportFragmentDoc = new TypedDocumentString(`
    fragment ApiPostReport on PostReport {
  id
  controlId
  gameDefinitionId
  kind
  note
  reportedAt
  closedAt
}
    `, {"fragmentName":"ApiPostReport"}) as unknown as TypedDocumentString<ApiPostReportFragment, unknown>;
export const PublishStateFragmentDoc = new TypedDocumentString(`
    fragment PublishState on GameDefinition {
  id
  owner
  active
  state
  publishMissing
}
    `, {"fragmentName":"PublishState"}) as unknown as TypedDocumentString<PublishStateFragment, unknown>;
export const GameScoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment GameScoreFields on GameScore {
  id
  state
  period
  currentPeriod
  owner
  ownerType
  score
  ownerNickName
}
    `, {"fragmentName":"GameScoreFields"}) as unknown as TypedDocumentString<GameScoreFieldsFragment, unknown>;
export const TeamRelationFieldsFragmentDoc = new TypedDocumentString(`
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}
    `, {"fragmentName":"TeamRelationFields"}) as unknown as TypedDocumentString<TeamRelationFieldsFragment, unknown>;
export const GameControlActivityDocument = new TypedDocumentString(`
    query GameControlActivity($gameDefinitionId: ID!) {
  gameControlActivity(gameDefinitionId: $gameDefinitionId) {
    gameDefinitionId
    currentWeek
    controls {
      ...ControlActivityFields
    }
    weeks {
      week
      playersStarted
      playersCompleted
    }
  }
}
    fragment OpenPostReportFields on PostReport {
  id
  kind
  note
  lat
  lng
  accuracy
  reportedAt
  reporterNickName
}
fragment ControlActivityFields on ControlActivity {
  controlId
  visualCode
  lat
  lng
  punchesThisWeek
  punchesTotal
  lastPunchedAt
  wrongCodeTries
  rightCodePunches
  flags
  openReports {
    ...OpenPostReportFields
  }
}`) as unknown as TypedDocumentString<GameControlActivityQuery, GameControlActivityQueryVariables>;
export const ClosePostReportDocument = new TypedDocumentString(`
    mutation ClosePostReport($id: ID!) {
  closePostReport(id: $id) {
    id
    closedAt
  }
}
    `) as unknown as TypedDocumentString<ClosePostReportMutation, ClosePostReportMutationVariables>;
export const LevelControlsDocument = new TypedDocumentString(`
    query LevelControls($gameLevelId: ID!, $nextToken: String) {
  gameLevelControlByGameLevelId(
    gameLevelId: $gameLevelId
    limit: 100
    nextToken: $nextToken
  ) {
    items {
      ...LevelControl
    }
    nextToken
  }
}
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}
fragment LevelControl on GameLevelControl {
  id
  gameLevelId
  gameDefinitionId
  controlId
  points
  control {
    ...ControlRecord
  }
}`) as unknown as TypedDocumentString<LevelControlsQuery, LevelControlsQueryVariables>;
export const ControlsByOwnerDocument = new TypedDocumentString(`
    query ControlsByOwner($owner: String!) {
  controlsByOwner(owner: $owner, limit: 100) {
    items {
      ...ControlRecord
    }
    nextToken
  }
}
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}`) as unknown as TypedDocumentString<ControlsByOwnerQuery, ControlsByOwnerQueryVariables>;
export const LevelsOfControlDocument = new TypedDocumentString(`
    query LevelsOfControl($controlId: ID!) {
  gameLevelControlByControlId(controlId: $controlId, limit: 10) {
    items {
      id
      gameLevelId
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsOfControlQuery, LevelsOfControlQueryVariables>;
export const CreateControlDocument = new TypedDocumentString(`
    mutation CreateControl($input: CreateControlInput!) {
  createControl(input: $input) {
    ...ControlRecord
  }
}
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}`) as unknown as TypedDocumentString<CreateControlMutation, CreateControlMutationVariables>;
export const UpdateControlDocument = new TypedDocumentString(`
    mutation UpdateControl($input: UpdateControlInput!) {
  updateControl(input: $input) {
    ...ControlRecord
  }
}
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}`) as unknown as TypedDocumentString<UpdateControlMutation, UpdateControlMutationVariables>;
export const DeleteControlDocument = new TypedDocumentString(`
    mutation DeleteControl($input: DeleteControlInput!) {
  deleteControl(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteControlMutation, DeleteControlMutationVariables>;
export const CreateGameLevelControlDocument = new TypedDocumentString(`
    mutation CreateGameLevelControl($input: CreateGameLevelControlInput!) {
  createGameLevelControl(input: $input) {
    ...LevelControl
  }
}
    fragment ControlRecord on Control {
  id
  visualCode
  lat
  lng
  secretCode
  owner
}
fragment LevelControl on GameLevelControl {
  id
  gameLevelId
  gameDefinitionId
  controlId
  points
  control {
    ...ControlRecord
  }
}`) as unknown as TypedDocumentString<CreateGameLevelControlMutation, CreateGameLevelControlMutationVariables>;
export const UpdateGameLevelControlDocument = new TypedDocumentString(`
    mutation UpdateGameLevelControl($input: UpdateGameLevelControlInput!) {
  updateGameLevelControl(input: $input) {
    id
    points
  }
}
    `) as unknown as TypedDocumentString<UpdateGameLevelControlMutation, UpdateGameLevelControlMutationVariables>;
export const DeleteGameLevelControlDocument = new TypedDocumentString(`
    mutation DeleteGameLevelControl($input: DeleteInput!) {
  deleteGameLevelControl(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteGameLevelControlMutation, DeleteGameLevelControlMutationVariables>;
export const GamesByStartDocument = new TypedDocumentString(`
    query GamesByStart($state: String!, $startGeoHash: ModelStringKeyConditionInput, $limit: Int, $nextToken: String) {
  gameDefinitionByStateByStartGeoHash(
    state: $state
    startGeoHash: $startGeoHash
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...NearbyGame
    }
    nextToken
  }
}
    fragment NearbyGame on GameDefinition {
  id
  name
  type
  active
  state
  startLat
  startLng
}`) as unknown as TypedDocumentString<GamesByStartQuery, GamesByStartQueryVariables>;
export const ListGameDefinitionsDocument = new TypedDocumentString(`
    query ListGameDefinitions($filter: ModelGameDefinitionFilterInput, $limit: Int, $nextToken: String) {
  listGameDefinitions(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items {
      ...GameDefinitionSummary
    }
    nextToken
  }
}
    fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}`) as unknown as TypedDocumentString<ListGameDefinitionsQuery, ListGameDefinitionsQueryVariables>;
export const GameDefinitionByIdDocument = new TypedDocumentString(`
    query GameDefinitionById($id: ID!) {
  getGameDefinition(id: $id) {
    ...GameWithMaps
  }
}
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
fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}
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
}`) as unknown as TypedDocumentString<GameDefinitionByIdQuery, GameDefinitionByIdQueryVariables>;
export const CreateGameDefinitionDocument = new TypedDocumentString(`
    mutation CreateGameDefinition($input: CreateGameDefinitionInput!) {
  createGameDefinition(input: $input) {
    ...GameDefinitionSummary
  }
}
    fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}`) as unknown as TypedDocumentString<CreateGameDefinitionMutation, CreateGameDefinitionMutationVariables>;
export const UpdateGameDefinitionDocument = new TypedDocumentString(`
    mutation UpdateGameDefinition($input: UpdateGameDefinitionInput!) {
  updateGameDefinition(input: $input) {
    ...GameDefinitionSummary
  }
}
    fragment GameDefinitionSummary on GameDefinition {
  id
  name
  type
  active
  state
  startGeoHash
  owner
}`) as unknown as TypedDocumentString<UpdateGameDefinitionMutation, UpdateGameDefinitionMutationVariables>;
export const CreateOmapGameDefinitionDocument = new TypedDocumentString(`
    mutation CreateOmapGameDefinition($input: CreateOmapGameDefinitionInput!) {
  createOmapGameDefinition(input: $input) {
    id
    omapId
    gameDefinitionId
  }
}
    `) as unknown as TypedDocumentString<CreateOmapGameDefinitionMutation, CreateOmapGameDefinitionMutationVariables>;
export const OmapGameDefinitionByGameDefinitionDocument = new TypedDocumentString(`
    query OmapGameDefinitionByGameDefinition($gameDefinitionId: ID!, $omapId: ModelIDKeyConditionInput) {
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
    `) as unknown as TypedDocumentString<OmapGameDefinitionByGameDefinitionQuery, OmapGameDefinitionByGameDefinitionQueryVariables>;
export const DeleteOmapGameDefinitionDocument = new TypedDocumentString(`
    mutation DeleteOmapGameDefinition($input: DeleteInput!) {
  deleteOmapGameDefinition(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteOmapGameDefinitionMutation, DeleteOmapGameDefinitionMutationVariables>;
export const ListOmapChoicesDocument = new TypedDocumentString(`
    query ListOmapChoices($limit: Int, $nextToken: String) {
  listOmaps(limit: $limit, nextToken: $nextToken) {
    items {
      ...GameOmap
    }
    nextToken
  }
}
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
}`) as unknown as TypedDocumentString<ListOmapChoicesQuery, ListOmapChoicesQueryVariables>;
export const HistoryGameStatesDocument = new TypedDocumentString(`
    query HistoryGameStates($owner: String!, $limit: Int, $nextToken: String) {
  gameStatesByOwnerByGameId(owner: $owner, limit: $limit, nextToken: $nextToken) {
    items {
      ...HistoryGameState
    }
    nextToken
  }
}
    fragment HistoryGameState on GameState {
  id
  gameId
  gameDefinitionId
  progress
  cancelledAt
  gameLevel {
    id
    order
    minNumberControls
  }
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<HistoryGameStatesQuery, HistoryGameStatesQueryVariables>;
export const HistoryVisitsDocument = new TypedDocumentString(`
    query HistoryVisits($owner: String!, $limit: Int, $nextToken: String) {
  controlVisitsByOwnerByGameStateGameId(
    owner: $owner
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...HistoryVisit
    }
    nextToken
  }
}
    fragment HistoryVisit on ControlVisit {
  id
  gameStateId
  gameStateGameId
  controlId
  controlVisualCode
  controlPoints
  lat
  lng
  accuracy
  punchedAt
  createdAt
}`) as unknown as TypedDocumentString<HistoryVisitsQuery, HistoryVisitsQueryVariables>;
export const HistoryGameNameDocument = new TypedDocumentString(`
    query HistoryGameName($id: ID!) {
  getGameDefinition(id: $id) {
    id
    name
    startGeoHash
  }
}
    `) as unknown as TypedDocumentString<HistoryGameNameQuery, HistoryGameNameQueryVariables>;
export const GameLevelsByOrderDocument = new TypedDocumentString(`
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
    fragment GameLevelFields on GameLevel {
  ...PackLevelFields
  gameDefinitionId
}
fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`) as unknown as TypedDocumentString<GameLevelsByOrderQuery, GameLevelsByOrderQueryVariables>;
export const GetGameLevelDocument = new TypedDocumentString(`
    query GetGameLevel($id: ID!) {
  getGameLevel(id: $id) {
    ...GameLevelFields
  }
}
    fragment GameLevelFields on GameLevel {
  ...PackLevelFields
  gameDefinitionId
}
fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`) as unknown as TypedDocumentString<GetGameLevelQuery, GetGameLevelQueryVariables>;
export const GameLevelControlsDocument = new TypedDocumentString(`
    query GameLevelControls($gameLevelId: ID!) {
  gameLevelControlByGameLevelId(gameLevelId: $gameLevelId, limit: 100) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GameLevelControlsQuery, GameLevelControlsQueryVariables>;
export const CreateGameLevelDocument = new TypedDocumentString(`
    mutation CreateGameLevel($input: CreateGameLevelInput!) {
  createGameLevel(input: $input) {
    ...GameLevelFields
  }
}
    fragment GameLevelFields on GameLevel {
  ...PackLevelFields
  gameDefinitionId
}
fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`) as unknown as TypedDocumentString<CreateGameLevelMutation, CreateGameLevelMutationVariables>;
export const UpdateGameLevelDocument = new TypedDocumentString(`
    mutation UpdateGameLevel($input: UpdateGameLevelInput!) {
  updateGameLevel(input: $input) {
    ...GameLevelFields
  }
}
    fragment GameLevelFields on GameLevel {
  ...PackLevelFields
  gameDefinitionId
}
fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`) as unknown as TypedDocumentString<UpdateGameLevelMutation, UpdateGameLevelMutationVariables>;
export const DeleteGameLevelDocument = new TypedDocumentString(`
    mutation DeleteGameLevel($input: DeleteGameLevelInput!) {
  deleteGameLevel(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteGameLevelMutation, DeleteGameLevelMutationVariables>;
export const ListOmapsDocument = new TypedDocumentString(`
    query ListOmaps($limit: Int, $nextToken: String) {
  listOmaps(limit: $limit, nextToken: $nextToken) {
    items {
      ...OmapFields
    }
    nextToken
  }
}
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}`) as unknown as TypedDocumentString<ListOmapsQuery, ListOmapsQueryVariables>;
export const OmapByStateByGeoHashDocument = new TypedDocumentString(`
    query OmapByStateByGeoHash($state: String!, $geoHash: ModelStringKeyConditionInput, $limit: Int, $nextToken: String) {
  omapByStateByGeoHash(
    state: $state
    geoHash: $geoHash
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...OmapFields
    }
    nextToken
  }
}
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}`) as unknown as TypedDocumentString<OmapByStateByGeoHashQuery, OmapByStateByGeoHashQueryVariables>;
export const GetOmapDocument = new TypedDocumentString(`
    query GetOmap($id: ID!) {
  getOmap(id: $id) {
    ...OmapFields
  }
}
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}`) as unknown as TypedDocumentString<GetOmapQuery, GetOmapQueryVariables>;
export const CreateOmapDocument = new TypedDocumentString(`
    mutation CreateOmap($input: CreateOmapInput!) {
  createOmap(input: $input) {
    ...OmapFields
  }
}
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}`) as unknown as TypedDocumentString<CreateOmapMutation, CreateOmapMutationVariables>;
export const UpdateOmapDocument = new TypedDocumentString(`
    mutation UpdateOmap($input: UpdateOmapInput!) {
  updateOmap(input: $input) {
    ...OmapFields
  }
}
    fragment OmapFields on Omap {
  id
  name
  sourceType
  state
  tileLocation
  imageLocation
  imageTileLocation
  imageWidth
  imageHeight
  attribution
  primaryMap
  bottomLeftLat
  bottomLeftLng
  topRightLat
  topRightLng
  geoHash
  maxZoom
  minZoom
  worldFile
  coordinateSystem
  owner
  updatedAt
}`) as unknown as TypedDocumentString<UpdateOmapMutation, UpdateOmapMutationVariables>;
export const DeleteOmapDocument = new TypedDocumentString(`
    mutation DeleteOmap($input: DeleteInput!) {
  deleteOmap(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteOmapMutation, DeleteOmapMutationVariables>;
export const PackGameDefinitionDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<PackGameDefinitionQuery, PackGameDefinitionQueryVariables>;
export const PackGameLevelsDocument = new TypedDocumentString(`
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
    fragment PackLevelFields on GameLevel {
  id
  name
  description
  order
  minNumberControls
  allowGpsPunching
  allowCodePunching
  minDistanceLegalPunch
}`) as unknown as TypedDocumentString<PackGameLevelsQuery, PackGameLevelsQueryVariables>;
export const PackLevelControlsDocument = new TypedDocumentString(`
    query PackLevelControls($gameLevelId: ID!, $nextToken: String) {
  gameLevelControlByGameLevelId(
    gameLevelId: $gameLevelId
    limit: 100
    nextToken: $nextToken
  ) {
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
    `) as unknown as TypedDocumentString<PackLevelControlsQuery, PackLevelControlsQueryVariables>;
export const PunchAtControlDocument = new TypedDocumentString(`
    mutation PunchAtControl($id: ID, $controlId: ID!, $gameStateId: ID!, $controlSecretCode: String, $lat: Float, $lng: Float, $accuracy: Float, $punchedAt: AWSDateTime, $nextGameStateId: ID) {
  punchAtControl(
    id: $id
    controlId: $controlId
    gameStateId: $gameStateId
    controlSecretCode: $controlSecretCode
    lat: $lat
    lng: $lng
    accuracy: $accuracy
    punchedAt: $punchedAt
    nextGameStateId: $nextGameStateId
  ) {
    controlVisit {
      id
    }
    gameStates {
      ...ApiGameState
    }
  }
}
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}`) as unknown as TypedDocumentString<PunchAtControlMutation, PunchAtControlMutationVariables>;
export const StartNewGameDocument = new TypedDocumentString(`
    mutation StartNewGame($gameId: ID!, $gameDefinitionId: ID!, $gameStateId: ID, $startedAt: AWSDateTime) {
  startNewGame(
    gameId: $gameId
    gameDefinitionId: $gameDefinitionId
    gameStateId: $gameStateId
    startedAt: $startedAt
  ) {
    ...ApiGameState
  }
}
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}`) as unknown as TypedDocumentString<StartNewGameMutation, StartNewGameMutationVariables>;
export const CancelGameDocument = new TypedDocumentString(`
    mutation CancelGame($gameId: ID!) {
  cancelGame(gameId: $gameId) {
    ...ApiGameState
  }
}
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}`) as unknown as TypedDocumentString<CancelGameMutation, CancelGameMutationVariables>;
export const GameStatesByOwnerByProgressDocument = new TypedDocumentString(`
    query GameStatesByOwnerByProgress($owner: String!, $progress: String!, $limit: Int, $nextToken: String) {
  gameStatesByOwnerByProgress(
    owner: $owner
    progress: {eq: $progress}
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...ApiGameState
    }
    nextToken
  }
}
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}`) as unknown as TypedDocumentString<GameStatesByOwnerByProgressQuery, GameStatesByOwnerByProgressQueryVariables>;
export const GameStatesByOwnerByGameIdDocument = new TypedDocumentString(`
    query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {
  gameStatesByOwnerByGameId(
    owner: $owner
    gameId: {eq: $gameId}
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...ApiGameState
    }
    nextToken
  }
}
    fragment ApiGameState on GameState {
  id
  gameId
  gameDefinitionId
  owner
  progress
  gameLevel {
    id
    minNumberControls
    order
  }
  createdAt
}`) as unknown as TypedDocumentString<GameStatesByOwnerByGameIdQuery, GameStatesByOwnerByGameIdQueryVariables>;
export const CreatePostReportDocument = new TypedDocumentString(`
    mutation CreatePostReport($input: CreatePostReportInput!) {
  createPostReport(input: $input) {
    ...ApiPostReport
  }
}
    fragment ApiPostReport on PostReport {
  id
  controlId
  gameDefinitionId
  kind
  note
  reportedAt
  closedAt
}`) as unknown as TypedDocumentString<CreatePostReportMutation, CreatePostReportMutationVariables>;
export const PostReportsByOwnerDocument = new TypedDocumentString(`
    query PostReportsByOwner {
  postReportsByOwner {
    ...ApiPostReport
  }
}
    fragment ApiPostReport on PostReport {
  id
  controlId
  gameDefinitionId
  kind
  note
  reportedAt
  closedAt
}`) as unknown as TypedDocumentString<PostReportsByOwnerQuery, PostReportsByOwnerQueryVariables>;
export const GamePublishStateDocument = new TypedDocumentString(`
    query GamePublishState($id: ID!) {
  getGameDefinition(id: $id) {
    ...PublishState
  }
}
    fragment PublishState on GameDefinition {
  id
  owner
  active
  state
  publishMissing
}`) as unknown as TypedDocumentString<GamePublishStateQuery, GamePublishStateQueryVariables>;
export const SetGamePublishedDocument = new TypedDocumentString(`
    mutation SetGamePublished($input: UpdateGameDefinitionInput!) {
  updateGameDefinition(input: $input) {
    ...PublishState
  }
}
    fragment PublishState on GameDefinition {
  id
  owner
  active
  state
  publishMissing
}`) as unknown as TypedDocumentString<SetGamePublishedMutation, SetGamePublishedMutationVariables>;
export const RankingDocument = new TypedDocumentString(`
    query Ranking($period: String!, $currentPeriod: String, $state: String, $scoreType: String, $gameGeoHash: String, $leagueId: String, $ownerType: String, $limit: Int, $nextToken: String) {
  listGameScoreRanking(
    period: $period
    currentPeriod: $currentPeriod
    state: $state
    scoreType: $scoreType
    gameGeoHash: $gameGeoHash
    leagueId: $leagueId
    ownerType: $ownerType
    sortDirection: DESC
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...GameScoreFields
    }
    nextToken
  }
}
    fragment GameScoreFields on GameScore {
  id
  state
  period
  currentPeriod
  owner
  ownerType
  score
  ownerNickName
}`) as unknown as TypedDocumentString<RankingQuery, RankingQueryVariables>;
export const ScoreByOwnerDocument = new TypedDocumentString(`
    query ScoreByOwner($owner: String, $period: String!, $currentPeriod: String, $state: String, $scoreType: String, $gameGeoHash: String, $leagueId: String, $ownerType: String) {
  listGameScoreByOwner(
    owner: $owner
    period: $period
    currentPeriod: $currentPeriod
    state: $state
    scoreType: $scoreType
    gameGeoHash: $gameGeoHash
    leagueId: $leagueId
    ownerType: $ownerType
    sortDirection: DESC
    limit: 10
  ) {
    items {
      ...GameScoreFields
    }
    nextToken
  }
}
    fragment GameScoreFields on GameScore {
  id
  state
  period
  currentPeriod
  owner
  ownerType
  score
  ownerNickName
}`) as unknown as TypedDocumentString<ScoreByOwnerQuery, ScoreByOwnerQueryVariables>;
export const DeleteGameScoresDocument = new TypedDocumentString(`
    mutation DeleteGameScores($owner: String!) {
  deleteGameScores(owner: $owner) {
    deletionCount
  }
}
    `) as unknown as TypedDocumentString<DeleteGameScoresMutation, DeleteGameScoresMutationVariables>;
export const SearchTeamNamesDocument = new TypedDocumentString(`
    query SearchTeamNames($teamNameQuery: String!, $limit: Int) {
  searchTeamNames(
    teamNameQuery: $teamNameQuery
    teamState: "ACTIVE"
    limit: $limit
  ) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<SearchTeamNamesQuery, SearchTeamNamesQueryVariables>;
export const GetTeamDetailsDocument = new TypedDocumentString(`
    query GetTeamDetails($teamName: String!, $limit: Int) {
  getTeamDetails(teamName: $teamName, teamState: "ACTIVE", limit: $limit) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<GetTeamDetailsQuery, GetTeamDetailsQueryVariables>;
export const ListMyTeamsDocument = new TypedDocumentString(`
    query ListMyTeams($limit: Int) {
  listMyTeams(limit: $limit) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<ListMyTeamsQuery, ListMyTeamsQueryVariables>;
export const CreateNewTeamDocument = new TypedDocumentString(`
    mutation CreateNewTeam($teamName: String!) {
  createNewTeam(teamName: $teamName) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<CreateNewTeamMutation, CreateNewTeamMutationVariables>;
export const RequestTeamMembershipDocument = new TypedDocumentString(`
    mutation RequestTeamMembership($teamName: String!) {
  requestTeamMembership(teamName: $teamName) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<RequestTeamMembershipMutation, RequestTeamMembershipMutationVariables>;
export const SetTeamMemberStateDocument = new TypedDocumentString(`
    mutation SetTeamMemberState($teamName: String!, $userNickName: String!, $state: String!) {
  setTeamMemberState(
    teamName: $teamName
    userNickName: $userNickName
    state: $state
  ) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<SetTeamMemberStateMutation, SetTeamMemberStateMutationVariables>;
export const DeleteTeamRelationDocument = new TypedDocumentString(`
    mutation DeleteTeamRelation($teamName: String!, $userNickName: String!) {
  deleteTeamRelation(teamName: $teamName, userNickName: $userNickName) {
    ...TeamRelationFields
  }
}
    fragment TeamRelationFields on ModelTeamRelationConnection {
  items {
    teamName
    teamState
    userNickName
    state
    lastActiveForTeam
  }
  nextToken
}`) as unknown as TypedDocumentString<DeleteTeamRelationMutation, DeleteTeamRelationMutationVariables>;