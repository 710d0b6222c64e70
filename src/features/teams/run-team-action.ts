/**
 * Sends one team action as `callFor` says, through the calls given (the API's in the app). An
 * accept first asks for ACTIVE; when the server answers TEAM_STATE_CHANGE_NOT_ALLOWED (the person
 * already scores for another team) it asks for PASSIVE. Any other refusal is thrown as it came.
 */
import { ErrorCode } from '../../domain/error-codes';
import type { TeamAction, TeamMemberState } from '../../domain/team-rules';
import { callFor } from './team-actions';

export interface TeamCalls<Result> {
  request(teamName: string): Promise<Result>;
  setState(teamName: string, userNickName: string, state: TeamMemberState): Promise<Result>;
  remove(teamName: string, userNickName: string): Promise<Result>;
  /** The refusal's catalogue code, or null. */
  codeOf(error: unknown): string | null;
}

export async function runTeamAction<Result>(
  calls: TeamCalls<Result>,
  action: TeamAction,
  teamName: string,
  subjectNickName: string,
): Promise<Result> {
  const call = callFor(action);
  if (call.kind === 'request') return calls.request(teamName);
  if (call.kind === 'delete') return calls.remove(teamName, subjectNickName);
  let lastError: unknown;
  for (const state of call.states) {
    try {
      return await calls.setState(teamName, subjectNickName, state);
    } catch (error) {
      lastError = error;
      if (calls.codeOf(error) !== ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED) throw error;
    }
  }
  throw lastError;
}
