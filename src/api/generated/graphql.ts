/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PackGameDefinitionQueryVariables = Exact<{
  id: string;
  nextToken?: string | null | undefined;
}>;


export type PackGameDefinitionQuery = { getGameDefinition: { id: string, name: string, type: string, active: boolean, state: string, startGeoHash: string | null, startLat: number | null, startLng: number | null, omaps: { nextToken: string | null, items: Array<{ id: string, omapId: string, omap: { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null } | null } | null> } | null } | null };

export type PackOmapFragment = { id: string, name: string, state: string, primaryMap: boolean, sourceType: string, imageLocation: string | null, tileLocation: string | null, imageTileLocation: string | null, imageWidth: number | null, imageHeight: number | null, worldFile: Array<number | null> | null, coordinateSystem: string | null, bottomLeftLat: number | null, bottomLeftLng: number | null, topRightLat: number | null, topRightLng: number | null, centreLat: number | null, centreLng: number | null, minZoom: number | null, maxZoom: number | null, attribution: string | null, owner: string | null };

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

export type ApiControlVisitFragment = { id: string, gameStateId: string, gameStateGameId: string, controlId: string, controlVisualCode: string | null, controlPoints: number | null, lat: number | null, lng: number | null, accuracy: number | null, owner: string | null, punchedAt: string | null, createdAt: string };

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

export type ControlVisitsByOwnerByGameStateGameIdQueryVariables = Exact<{
  owner: string;
  gameId: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ControlVisitsByOwnerByGameStateGameIdQuery = { controlVisitsByOwnerByGameStateGameId: { nextToken: string | null, items: Array<{ id: string, gameStateId: string, gameStateGameId: string, controlId: string, controlVisualCode: string | null, controlPoints: number | null, lat: number | null, lng: number | null, accuracy: number | null, owner: string | null, punchedAt: string | null, createdAt: string } | null> } | null };

export type ControlVisitsOfOwnerQueryVariables = Exact<{
  owner: string;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ControlVisitsOfOwnerQuery = { controlVisitsByOwnerByGameStateGameId: { nextToken: string | null, items: Array<{ id: string, gameStateId: string, gameStateGameId: string, controlId: string, controlVisualCode: string | null, controlPoints: number | null, lat: number | null, lng: number | null, accuracy: number | null, owner: string | null, punchedAt: string | null, createdAt: string } | null> } | null };

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
export const PackOmapFragmentDoc = new TypedDocumentString(`
    fragment PackOmap on Omap {
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
    `, {"fragmentName":"PackOmap"}) as unknown as TypedDocumentString<PackOmapFragment, unknown>;
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
export const ApiControlVisitFragmentDoc = new TypedDocumentString(`
    fragment ApiControlVisit on ControlVisit {
  id
  gameStateId
  gameStateGameId
  controlId
  controlVisualCode
  controlPoints
  lat
  lng
  accuracy
  owner
  punchedAt
  createdAt
}
    `, {"fragmentName":"ApiControlVisit"}) as unknown as TypedDocumentString<ApiControlVisitFragment, unknown>;
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
          ...PackOmap
        }
      }
      nextToken
    }
  }
}
    fragment PackOmap on Omap {
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
      id
      name
      description
      order
      minNumberControls
      allowGpsPunching
      allowCodePunching
      minDistanceLegalPunch
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<PackGameLevelsQuery, PackGameLevelsQueryVariables>;
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
export const ControlVisitsByOwnerByGameStateGameIdDocument = new TypedDocumentString(`
    query ControlVisitsByOwnerByGameStateGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {
  controlVisitsByOwnerByGameStateGameId(
    owner: $owner
    gameStateGameId: {eq: $gameId}
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...ApiControlVisit
    }
    nextToken
  }
}
    fragment ApiControlVisit on ControlVisit {
  id
  gameStateId
  gameStateGameId
  controlId
  controlVisualCode
  controlPoints
  lat
  lng
  accuracy
  owner
  punchedAt
  createdAt
}`) as unknown as TypedDocumentString<ControlVisitsByOwnerByGameStateGameIdQuery, ControlVisitsByOwnerByGameStateGameIdQueryVariables>;
export const ControlVisitsOfOwnerDocument = new TypedDocumentString(`
    query ControlVisitsOfOwner($owner: String!, $limit: Int, $nextToken: String) {
  controlVisitsByOwnerByGameStateGameId(
    owner: $owner
    limit: $limit
    nextToken: $nextToken
  ) {
    items {
      ...ApiControlVisit
    }
    nextToken
  }
}
    fragment ApiControlVisit on ControlVisit {
  id
  gameStateId
  gameStateGameId
  controlId
  controlVisualCode
  controlPoints
  lat
  lng
  accuracy
  owner
  punchedAt
  createdAt
}`) as unknown as TypedDocumentString<ControlVisitsOfOwnerQuery, ControlVisitsOfOwnerQueryVariables>;