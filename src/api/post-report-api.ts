/**
 * The post report wire: the documents the sync engine sends a queued report with
 * (`createPostReport`, through `postGraphql` in src/offline/report-sync.ts) and the screens' read of
 * the player's own reports (`fetchOwnPostReports`, over `graphqlRequest`), which tells the phone
 * which of its reports an organiser has closed.
 */
import { graphql } from './generated/gql';
import type { ApiPostReportFragment, CreatePostReportMutationVariables } from './generated/graphql';
import { requestField } from './pages';

/** A report as the API answers it (times in ISO 8601). */
export type ApiPostReport = ApiPostReportFragment;
export type CreatePostReportVariables = CreatePostReportMutationVariables;

export const POST_REPORT_FRAGMENT = graphql(`
  fragment ApiPostReport on PostReport {
    id
    controlId
    gameDefinitionId
    kind
    note
    reportedAt
    closedAt
  }
`);

export const CREATE_POST_REPORT = graphql(`
  mutation CreatePostReport($input: CreatePostReportInput!) {
    createPostReport(input: $input) {
      ...ApiPostReport
    }
  }
`);

export const POST_REPORTS_BY_OWNER = graphql(`
  query PostReportsByOwner {
    postReportsByOwner {
      ...ApiPostReport
    }
  }
`);

/** The signed-in player's own reports, open and closed, newest first. */
export async function fetchOwnPostReports(): Promise<ApiPostReport[]> {
  return requestField(POST_REPORTS_BY_OWNER, {}, 'postReportsByOwner');
}
