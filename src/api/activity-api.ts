/**
 * The organiser's view's wire (issue 18 item 4): a game's controls in the field
 * (`gameControlActivity`: figures, flags, open reports, players per week) and the closing of a
 * post report. Typed documents (`npm run codegen`) over `graphqlRequest`; the screen reads them
 * through activity-queries.ts.
 */
import { graphql } from './generated/gql';
import type {
  ControlActivityFieldsFragment,
  GameControlActivityQuery,
  OpenPostReportFieldsFragment,
} from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { requestField } from './pages';

export type GameControlActivity = GameControlActivityQuery['gameControlActivity'];
export type ControlActivity = ControlActivityFieldsFragment;
export type OpenPostReport = OpenPostReportFieldsFragment;
export type ControlActivityFlag = ControlActivity['flags'][number];

export const OPEN_POST_REPORT_FRAGMENT = graphql(`
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
`);

export const CONTROL_ACTIVITY_FRAGMENT = graphql(`
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
`);

const GAME_CONTROL_ACTIVITY = graphql(`
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
`);

const CLOSE_POST_REPORT = graphql(`
  mutation ClosePostReport($id: ID!) {
    closePostReport(id: $id) {
      id
      closedAt
    }
  }
`);

export async function fetchGameControlActivity(
  gameDefinitionId: string,
): Promise<GameControlActivity> {
  return requestField(GAME_CONTROL_ACTIVITY, { gameDefinitionId }, 'gameControlActivity');
}

export async function closePostReport(id: string): Promise<void> {
  await graphqlRequest(CLOSE_POST_REPORT, { id });
}
