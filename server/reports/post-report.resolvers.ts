/**
 * Post reports from the field: a player reports a post (createPostReport) and reads their own
 * reports (postReportsByOwner). The organiser's side (closing, the game's view) lives in
 * ../activity/.
 */
import type { ApiContext } from '../graphql/api-context';
import type { ResolverMap } from '../graphql/resolver-map';
import type { PostReportRow } from './post-report.repository';
import { createPostReport, postReportsOfCaller } from './post-report.service';

/** A stored report as the API shows it (the reporter's nickname is the organiser's view's). */
export function postReportOut(row: PostReportRow, reporterNickName: string | null = null) {
  return {
    id: row.id,
    controlId: row.controlId,
    gameDefinitionId: row.gameDefinitionId,
    kind: row.kind as 'MISSING' | 'DAMAGED' | 'MISPLACED',
    note: row.note,
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    reportedAt: row.reportedAt,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
    reporterNickName,
  };
}

export const postReportResolvers: ResolverMap = {
  Query: {
    async postReportsByOwner(_parent, _args, context: ApiContext) {
      return (await postReportsOfCaller(context)).map((row) => postReportOut(row));
    },
  },
  Mutation: {
    async createPostReport(_parent, args, context: ApiContext) {
      return postReportOut(await createPostReport(context, args));
    },
  },
};
