/**
 * The play wire's GraphQL documents, typed by GraphQL Code Generator (`npm run codegen` writes
 * src/api/generated/ from these `graphql(...)` calls and server/graphql/schema/schema.graphql):
 * the screens' client (play-api.ts, over `graphqlRequest`) and the offline sync engine
 * (src/offline, through `postGraphql`, which shows it the HTTP status) send the very same
 * operations, and each answer's type comes from the schema.
 */
import { graphql } from './generated/gql';
import type {
  ApiGameStateFragment,
  PunchAtControlMutationVariables,
  StartNewGameMutationVariables,
} from './generated/graphql';

/** A game state as the API answers it (`createdAt` is ISO 8601). */
export type ApiGameState = ApiGameStateFragment;

export const GAME_STATE_FRAGMENT = graphql(`
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
`);

export const PUNCH_AT_CONTROL = graphql(`
  mutation PunchAtControl(
    $id: ID
    $controlId: ID!
    $gameStateId: ID!
    $controlSecretCode: String
    $lat: Float
    $lng: Float
    $accuracy: Float
    $punchedAt: AWSDateTime
    $nextGameStateId: ID
  ) {
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
`);

export type PunchAtControlVariables = PunchAtControlMutationVariables;

export const START_NEW_GAME = graphql(`
  mutation StartNewGame(
    $gameId: ID!
    $gameDefinitionId: ID!
    $gameStateId: ID
    $startedAt: AWSDateTime
  ) {
    startNewGame(
      gameId: $gameId
      gameDefinitionId: $gameDefinitionId
      gameStateId: $gameStateId
      startedAt: $startedAt
    ) {
      ...ApiGameState
    }
  }
`);

export type StartNewGameVariables = StartNewGameMutationVariables;

export const CANCEL_GAME = graphql(`
  mutation CancelGame($gameId: ID!) {
    cancelGame(gameId: $gameId) {
      ...ApiGameState
    }
  }
`);

export const GAME_STATES_BY_PROGRESS = graphql(`
  query GameStatesByOwnerByProgress(
    $owner: String!
    $progress: String!
    $limit: Int
    $nextToken: String
  ) {
    gameStatesByOwnerByProgress(
      owner: $owner
      progress: { eq: $progress }
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...ApiGameState
      }
      nextToken
    }
  }
`);

export const GAME_STATES_BY_GAME = graphql(`
  query GameStatesByOwnerByGameId($owner: String!, $gameId: ID!, $limit: Int, $nextToken: String) {
    gameStatesByOwnerByGameId(
      owner: $owner
      gameId: { eq: $gameId }
      limit: $limit
      nextToken: $nextToken
    ) {
      items {
        ...ApiGameState
      }
      nextToken
    }
  }
`);
