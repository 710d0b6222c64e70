/**
 * A stored relation as the domain's rules see it and as the API shows it. The domain compares
 * people and teams by its `userNickName` and `teamName` fields only; the server fills them with the
 * user's sub and the team's normalised key, which never change, while the API shows the stored
 * nickname and the team's name as created.
 */
import type { TeamMemberState, TeamRelation } from '../../src/domain/team-rules';
import type { TeamRelationRow } from './team-relation.repository';

export function relationForRules(row: TeamRelationRow): TeamRelation {
  return {
    teamName: row.teamNameKey,
    userNickName: row.userSub,
    state: row.state as TeamMemberState,
    lastActiveForTeam: row.lastActiveForTeam?.getTime() ?? null,
  };
}

/** The API's TeamRelation. */
export function relationOut(row: TeamRelationRow) {
  return {
    teamName: row.teamName,
    teamState: row.teamState,
    userNickName: row.userNickName,
    state: row.state,
    lastActiveForTeam: row.lastActiveForTeam,
  };
}
