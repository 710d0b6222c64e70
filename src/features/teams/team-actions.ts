/**
 * What the team screens offer, read off the domain's table of moves (`TEAM_MOVES`): who the viewer
 * is for a relation (SELF, a MEMBER of the team, or nobody), the actions that leaves, and the call
 * each action makes. The server checks every move again and may still refuse (a limit reached, a
 * member not inactive long enough); the screens then show the refusal's catalogue words.
 */
import {
  isTeamMemberState,
  normaliseTeamName,
  TEAM_MEMBER_STATES,
  TEAM_MOVES,
  teamMovesFrom,
  type TeamAction,
  type TeamActor,
  type TeamMemberState,
  type TeamMoveEnd,
} from '../../domain/team-rules';

/** A relation as the screens use it (the API's shape, narrowed to what the rules need). */
export interface TeamRelationView {
  teamName: string;
  userNickName: string;
  state: TeamMemberState;
  lastActiveForTeam: string | null;
}

/**
 * The viewer's role for a relation: SELF for their own, MEMBER when the viewer is ACTIVE or
 * PASSIVE in the team, else null (may change nothing).
 */
export function viewerActor(viewerState: TeamMoveEnd, isSelf: boolean): TeamActor | null {
  if (isSelf) return 'SELF';
  return isTeamMemberState(viewerState) ? 'MEMBER' : null;
}

/** The distinct actions `actor` may take from `from`, in the table's order (one button each). */
export function actionsFor(from: TeamMoveEnd, actor: TeamActor | null): TeamAction[] {
  if (actor === null) return [];
  const actions: TeamAction[] = [];
  for (const move of teamMovesFrom(from, actor)) {
    if (!actions.includes(move.action)) actions.push(move.action);
  }
  return actions;
}

/**
 * How an action is sent: `request` through requestTeamMembership; `delete` (a move to NONE)
 * through deleteTeamRelation; `set` through setTeamMemberState with the table's target states in
 * order (accepting tries ACTIVE first, then PASSIVE: the accepting member cannot see whether the
 * person already scores for another team, and the server takes ACTIVE only when they do not).
 */
export type TeamCall =
  { kind: 'request' } | { kind: 'delete' } | { kind: 'set'; states: TeamMemberState[] };

export function callFor(action: TeamAction): TeamCall {
  if (action === 'request' || action === 'request-return') return { kind: 'request' };
  const targets = TEAM_MOVES.filter((move) => move.action === action).map((move) => move.to);
  const states = TEAM_MEMBER_STATES.filter((state) => targets.includes(state));
  return states.length === 0 ? { kind: 'delete' } : { kind: 'set', states };
}

/** The viewer's own relation to `teamName` among their relations (names compared normalised). */
export function ownRelationIn<T extends { teamName: string }>(
  teamName: string,
  ownRelations: readonly T[],
): T | undefined {
  const key = normaliseTeamName(teamName);
  return ownRelations.find((relation) => normaliseTeamName(relation.teamName) === key);
}

/** Relations in the seed's display order of states (ACTIVE first), then by nickname. */
export function inDisplayOrder<T extends { state: TeamMemberState; userNickName: string }>(
  relations: readonly T[],
): T[] {
  return [...relations].sort(
    (a, b) =>
      TEAM_MEMBER_STATES.indexOf(a.state) - TEAM_MEMBER_STATES.indexOf(b.state) ||
      a.userNickName.localeCompare(b.userNickName),
  );
}

/** One team of a name search: its name as created and its current members (ACTIVE or PASSIVE). */
export interface TeamSummary {
  teamName: string;
  memberCount: number;
}

/** The teams in a search answer (whose items are relations), in the answer's order. */
export function teamsOf(relations: readonly TeamRelationView[]): TeamSummary[] {
  const teams = new Map<string, TeamSummary>();
  for (const relation of relations) {
    const key = normaliseTeamName(relation.teamName);
    const team = teams.get(key) ?? { teamName: relation.teamName, memberCount: 0 };
    if (isTeamMemberState(relation.state)) team.memberCount += 1;
    teams.set(key, team);
  }
  return [...teams.values()];
}

/** An action the viewer may take on one relation of a team, for one button. */
export interface OfferedAction {
  action: TeamAction;
  subjectNickName: string;
}

/**
 * The actions on each relation of a team for a viewer whose own relation is `own` (undefined when
 * they have none): their own relation's moves as SELF, others' as MEMBER when the viewer is one.
 */
export function actionsOnRelation(
  relation: Pick<TeamRelationView, 'userNickName' | 'state'>,
  own: Pick<TeamRelationView, 'userNickName' | 'state'> | undefined,
): OfferedAction[] {
  const isSelf = own !== undefined && own.userNickName === relation.userNickName;
  const actor = viewerActor(own?.state ?? 'NONE', isSelf);
  return actionsFor(relation.state, actor).map((action) => ({
    action,
    subjectNickName: relation.userNickName,
  }));
}

/**
 * The viewer's own moves on a team as SELF: from their relation, or from NONE (asking to join)
 * when they have none. Their nickname names them; it is empty (unused) when asking to join.
 */
export function selfActions(
  own: Pick<TeamRelationView, 'userNickName' | 'state'> | undefined,
): OfferedAction[] {
  return actionsFor(own?.state ?? 'NONE', 'SELF').map((action) => ({
    action,
    subjectNickName: own?.userNickName ?? '',
  }));
}
