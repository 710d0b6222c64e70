/**
 * Publishing a game: its checklist (`publishMissing`, what players need that the game lacks, see
 * src/domain/publish-checklist.ts) with its flags, and the writes that publish it (active and
 * PUBLIC; refused with GAME_NOT_PLAYABLE and `extensions.missing` while the checklist does not
 * hold) or take it back to a PRIVATE draft. Typed documents over `graphqlRequest`.
 */
import { graphql } from './generated/gql';
import type { PublishStateFragment } from './generated/graphql';
import { writeItem, requestField } from './pages';

/** A game's flags and what it lacks before it may be published (null: not the caller's game). */
export type PublishState = PublishStateFragment;

export const PUBLISH_STATE_FRAGMENT = graphql(`
  fragment PublishState on GameDefinition {
    id
    owner
    active
    state
    publishMissing
  }
`);

const PUBLISH_STATE = graphql(`
  query GamePublishState($id: ID!) {
    getGameDefinition(id: $id) {
      ...PublishState
    }
  }
`);

/** The game's publishing state, or null when the caller may not see the game. */
export async function fetchPublishState(id: string): Promise<PublishState | null> {
  return requestField(PUBLISH_STATE, { id }, 'getGameDefinition');
}

const SET_PUBLISHED = graphql(`
  mutation SetGamePublished($input: UpdateGameDefinitionInput!) {
    updateGameDefinition(input: $input) {
      ...PublishState
    }
  }
`);

/** Makes the game active and PUBLIC (`published`), or inactive and PRIVATE again. */
export async function setGamePublished(id: string, published: boolean): Promise<PublishState> {
  const input = { id, active: published, state: published ? 'PUBLIC' : 'PRIVATE' };
  return writeItem(SET_PUBLISHED, { input }, 'updateGameDefinition');
}
