/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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