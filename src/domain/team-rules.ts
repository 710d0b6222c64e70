/**
 * Team rules: member states, the table of allowed state changes and who may make each, and the
 * limits (3 members, 5 people, 3 teams per user, one scoring team, force-out after inactivity).
 * Times are milliseconds since the Unix epoch and come in as arguments.
 */
import { ErrorCode } from './error-codes';

/** Team member states in display order (seed). */
export const TEAM_MEMBER_STATES = [
  'ACTIVE',
  'PASSIVE',
  'PENDING_RETURN',
  'PENDING_NEW',
  'ABANDONED',
  'FORCED_OUT',
  'REJECTED_NEW',
] as const;

export type TeamMemberState = (typeof TEAM_MEMBER_STATES)[number];

/**
 * The states by name. ACTIVE: a member scoring for this team (the user's active team). PASSIVE: a
 * member currently scoring for another team (a substitute). PENDING_RETURN: a former member asking
 * to rejoin. PENDING_NEW: asking to join. ABANDONED: left voluntarily, may ask again. FORCED_OUT:
 * removed while inactive (or a return refused), may ask again. REJECTED_NEW: refused and blocked
 * from asking again until a member removes the ban (which deletes the relation).
 */
export const TeamMemberState = {
  ACTIVE: 'ACTIVE',
  PASSIVE: 'PASSIVE',
  PENDING_RETURN: 'PENDING_RETURN',
  PENDING_NEW: 'PENDING_NEW',
  ABANDONED: 'ABANDONED',
  FORCED_OUT: 'FORCED_OUT',
  REJECTED_NEW: 'REJECTED_NEW',
} as const satisfies Record<TeamMemberState, TeamMemberState>;

/** At most this many ACTIVE-or-PASSIVE members in one team. */
export const TEAM_MAX_MEMBERS = 3;
/**
 * At most this many distinct people related to one team: members (ACTIVE, PASSIVE), former members
 * (ABANDONED, FORCED_OUT, PENDING_RETURN) and people asking to join (PENDING_NEW). REJECTED_NEW
 * does not count, so a ban never takes a place.
 */
export const TEAM_MAX_PEOPLE = 5;
/** A user is ACTIVE or PASSIVE in at most this many teams (and ACTIVE in at most one). */
export const USER_MAX_TEAMS = 3;
/** A member may be forced out after this many days without collecting points for the team. */
export const TEAM_FORCE_OUT_INACTIVE_DAYS = 30;
/** `TEAM_FORCE_OUT_INACTIVE_DAYS` in milliseconds. */
export const TEAM_FORCE_OUT_INACTIVE_MS = TEAM_FORCE_OUT_INACTIVE_DAYS * 24 * 60 * 60 * 1000;
/** Team names are 2 to 40 characters after trimming. */
export const TEAM_NAME_MIN_LENGTH = 2;
export const TEAM_NAME_MAX_LENGTH = 40;

/** One end of a move: a state, or NONE for no relation (before a request, after a deletion). */
export type TeamMoveEnd = TeamMemberState | 'NONE';
/** SELF: the user whose relation it is. MEMBER: another ACTIVE or PASSIVE member of the team. */
export type TeamActor = 'SELF' | 'MEMBER';
export type TeamAction =
  | 'request'
  | 'cancel-request'
  | 'accept'
  | 'reject'
  | 'request-return'
  | 'cancel-return'
  | 'accept-return'
  | 'reject-return'
  | 'switch-active'
  | 'abandon'
  | 'force-out'
  | 'remove-ban';

export interface TeamMove {
  readonly from: TeamMoveEnd;
  readonly to: TeamMoveEnd;
  readonly actor: TeamActor;
  readonly action: TeamAction;
}

/**
 * Every allowed change of a relation; anything else is refused. Creating a team is not a move
 * (see `checkCreateTeam`). Accepting gives ACTIVE or PASSIVE (see `joiningState`); a refused
 * return goes to FORCED_OUT and a cancelled return to ABANDONED, because the relation does not
 * remember which former state it came from.
 */
export const TEAM_MOVES: readonly TeamMove[] = [
  { from: 'NONE', to: 'PENDING_NEW', actor: 'SELF', action: 'request' },
  { from: 'PENDING_NEW', to: 'NONE', actor: 'SELF', action: 'cancel-request' },
  { from: 'PENDING_NEW', to: 'ACTIVE', actor: 'MEMBER', action: 'accept' },
  { from: 'PENDING_NEW', to: 'PASSIVE', actor: 'MEMBER', action: 'accept' },
  { from: 'PENDING_NEW', to: 'REJECTED_NEW', actor: 'MEMBER', action: 'reject' },
  { from: 'ABANDONED', to: 'PENDING_RETURN', actor: 'SELF', action: 'request-return' },
  { from: 'FORCED_OUT', to: 'PENDING_RETURN', actor: 'SELF', action: 'request-return' },
  { from: 'PENDING_RETURN', to: 'ABANDONED', actor: 'SELF', action: 'cancel-return' },
  { from: 'PENDING_RETURN', to: 'ACTIVE', actor: 'MEMBER', action: 'accept-return' },
  { from: 'PENDING_RETURN', to: 'PASSIVE', actor: 'MEMBER', action: 'accept-return' },
  { from: 'PENDING_RETURN', to: 'FORCED_OUT', actor: 'MEMBER', action: 'reject-return' },
  { from: 'PASSIVE', to: 'ACTIVE', actor: 'SELF', action: 'switch-active' },
  { from: 'ACTIVE', to: 'ABANDONED', actor: 'SELF', action: 'abandon' },
  { from: 'PASSIVE', to: 'ABANDONED', actor: 'SELF', action: 'abandon' },
  { from: 'ACTIVE', to: 'FORCED_OUT', actor: 'MEMBER', action: 'force-out' },
  { from: 'PASSIVE', to: 'FORCED_OUT', actor: 'MEMBER', action: 'force-out' },
  { from: 'REJECTED_NEW', to: 'NONE', actor: 'MEMBER', action: 'remove-ban' },
];

/** A user's relation to a team. `lastActiveForTeam`: last time points were collected, or null. */
export interface TeamRelation {
  readonly teamName: string;
  readonly userNickName: string;
  readonly state: TeamMemberState;
  readonly lastActiveForTeam: number | null;
}

/** The table entry for a move by `actor` from `from` to `to`; undefined when the table has none. */
export function findTeamMove(
  from: TeamMoveEnd,
  to: TeamMoveEnd,
  actor: TeamActor,
): TeamMove | undefined {
  return TEAM_MOVES.find((move) => move.from === from && move.to === to && move.actor === actor);
}

/** The moves `actor` may make from `from`, in table order (the buttons a screen offers). */
export function teamMovesFrom(from: TeamMoveEnd, actor: TeamActor): TeamMove[] {
  return TEAM_MOVES.filter((move) => move.from === from && move.actor === actor);
}

/** True for ACTIVE and PASSIVE: the states of a current member. */
export function isTeamMemberState(state: TeamMoveEnd): boolean {
  return state === 'ACTIVE' || state === 'PASSIVE';
}

/**
 * The state a membership request leads to: NONE -> PENDING_NEW, ABANDONED or FORCED_OUT ->
 * PENDING_RETURN; null for any other relation (requesting then gives `TEAM_RELATION_EXISTS`).
 */
export function requestTargetState(from: TeamMoveEnd): 'PENDING_NEW' | 'PENDING_RETURN' | null {
  if (from === 'NONE') return 'PENDING_NEW';
  if (from === 'ABANDONED' || from === 'FORCED_OUT') return 'PENDING_RETURN';
  return null;
}

/**
 * The state a user joins a team in (accepted, returned or as creator): ACTIVE when the user is
 * ACTIVE in no other team, else PASSIVE, so the user keeps scoring for the team they chose until
 * they switch.
 */
export function joiningState(
  userNickName: string,
  userRelations: readonly TeamRelation[],
  teamName: string,
): 'ACTIVE' | 'PASSIVE' {
  const activeElsewhere = userRelations.some(
    (relation) =>
      relation.userNickName === userNickName &&
      relation.teamName !== teamName &&
      relation.state === 'ACTIVE',
  );
  return activeElsewhere ? 'PASSIVE' : 'ACTIVE';
}

/** Distinct teams other than `teamName` in which the user is ACTIVE or PASSIVE. */
export function memberTeamCount(
  userNickName: string,
  userRelations: readonly TeamRelation[],
  teamName: string,
): number {
  const teams = new Set<string>();
  for (const relation of userRelations) {
    if (
      relation.userNickName === userNickName &&
      relation.teamName !== teamName &&
      isTeamMemberState(relation.state)
    ) {
      teams.add(relation.teamName);
    }
  }
  return teams.size;
}

/** Distinct people counted against `TEAM_MAX_PEOPLE`: every relation except REJECTED_NEW. */
export function teamPeopleCount(teamRelations: readonly TeamRelation[]): number {
  return new Set(
    teamRelations
      .filter((relation) => relation.state !== 'REJECTED_NEW')
      .map((relation) => relation.userNickName),
  ).size;
}

/** Distinct ACTIVE or PASSIVE members, counted against `TEAM_MAX_MEMBERS`. */
export function teamMemberCount(teamRelations: readonly TeamRelation[]): number {
  return new Set(
    teamRelations
      .filter((relation) => isTeamMemberState(relation.state))
      .map((relation) => relation.userNickName),
  ).size;
}

/**
 * A member is inactive, and may be forced out, when `now - lastActiveForTeam` is at least
 * `TEAM_FORCE_OUT_INACTIVE_MS` (30 days), or when no time is recorded. Joining records the join
 * time (see `checkTeamMove`), so a new member gets 30 days before they can be forced out.
 */
export function isInactiveMember(lastActiveForTeam: number | null, now: number): boolean {
  return lastActiveForTeam === null || now - lastActiveForTeam >= TEAM_FORCE_OUT_INACTIVE_MS;
}

/**
 * Who `actorNickName` is for a move of `subjectNickName`'s relation: SELF when they are the same
 * user, MEMBER when the actor is ACTIVE or PASSIVE in the team, else null (may move nothing).
 */
export function teamActorRole(
  teamRelations: readonly TeamRelation[],
  actorNickName: string,
  subjectNickName: string,
): TeamActor | null {
  if (actorNickName === subjectNickName) return 'SELF';
  const actor = teamRelations.find((relation) => relation.userNickName === actorNickName);
  return actor !== undefined && isTeamMemberState(actor.state) ? 'MEMBER' : null;
}

/** One relation to write. `to` NONE deletes it; `lastActiveForTeam` is set when joining. */
export interface TeamRelationChange {
  readonly teamName: string;
  readonly userNickName: string;
  readonly from: TeamMoveEnd;
  readonly to: TeamMoveEnd;
  readonly lastActiveForTeam?: number;
}

export interface TeamMoveInput {
  readonly teamName: string;
  /** All relations of the team. */
  readonly teamRelations: readonly TeamRelation[];
  /** The subject's relations in every team. */
  readonly subjectRelations: readonly TeamRelation[];
  readonly actorNickName: string;
  readonly subjectNickName: string;
  readonly from: TeamMoveEnd;
  readonly to: TeamMoveEnd;
  readonly now: number;
}

export type TeamMoveCheck =
  | { readonly ok: true; readonly move: TeamMove; readonly changes: readonly TeamRelationChange[] }
  | { readonly ok: false; readonly code: ErrorCode };

const refuse = (code: ErrorCode): TeamMoveCheck => ({ ok: false, code });

/**
 * Checks a change of the subject's relation to a team, in this order:
 * 1. `from` must be the subject's current state in `teamRelations` (NONE when absent); a stale
 *    `from` is `TEAM_RELATION_EXISTS` when it says NONE, else `TEAM_STATE_CHANGE_NOT_ALLOWED`;
 * 2. the actor's role (`teamActorRole`) and the move must be in `TEAM_MOVES`, else
 *    `TEAM_STATE_CHANGE_NOT_ALLOWED`, or `TEAM_RELATION_EXISTS` when the subject asks to join
 *    (to PENDING_NEW or PENDING_RETURN) from a relation that does not allow it;
 * 3. the limits of the action:
 *    - request, request-return: the subject is a member of fewer than `USER_MAX_TEAMS` other
 *      teams (`TEAM_USER_IN_TOO_MANY_TEAMS`); a request also needs the team to have fewer than
 *      `TEAM_MAX_PEOPLE` people (`TEAM_TOO_MANY_PEOPLE`); a return keeps the count;
 *    - accept, accept-return: fewer than `USER_MAX_TEAMS` other teams, fewer than
 *      `TEAM_MAX_MEMBERS` members (`TEAM_TOO_MANY_MEMBERS`), and ACTIVE only when the subject is
 *      ACTIVE in no other team (`TEAM_STATE_CHANGE_NOT_ALLOWED`); PASSIVE is always allowed;
 *    - force-out: the subject is inactive (`isInactiveMember`), else `TEAM_MEMBER_NOT_INACTIVE`.
 * On success `changes` lists the relations to write: the subject's first (with
 * `lastActiveForTeam: now` when joining), then for switch-active each other ACTIVE relation of the
 * subject becoming PASSIVE, so the user scores for one team at a time.
 */
export function checkTeamMove(input: TeamMoveInput): TeamMoveCheck {
  const { teamName, teamRelations, subjectRelations, subjectNickName, from, to, now } = input;
  const current = teamRelations.find((relation) => relation.userNickName === subjectNickName);
  if ((current?.state ?? 'NONE') !== from) {
    return refuse(
      from === 'NONE' ? ErrorCode.TEAM_RELATION_EXISTS : ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED,
    );
  }
  const role = teamActorRole(teamRelations, input.actorNickName, subjectNickName);
  const move = role === null ? undefined : findTeamMove(from, to, role);
  if (move === undefined) {
    const asksToJoin = role === 'SELF' && (to === 'PENDING_NEW' || to === 'PENDING_RETURN');
    return refuse(
      asksToJoin && from !== 'NONE'
        ? ErrorCode.TEAM_RELATION_EXISTS
        : ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED,
    );
  }
  const subjectChange: TeamRelationChange = { teamName, userNickName: subjectNickName, from, to };
  const otherTeams = memberTeamCount(subjectNickName, subjectRelations, teamName);
  switch (move.action) {
    case 'request':
    case 'request-return':
      if (otherTeams >= USER_MAX_TEAMS) return refuse(ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS);
      if (move.action === 'request' && teamPeopleCount(teamRelations) >= TEAM_MAX_PEOPLE) {
        return refuse(ErrorCode.TEAM_TOO_MANY_PEOPLE);
      }
      break;
    case 'accept':
    case 'accept-return':
      if (otherTeams >= USER_MAX_TEAMS) return refuse(ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS);
      if (teamMemberCount(teamRelations) >= TEAM_MAX_MEMBERS) {
        return refuse(ErrorCode.TEAM_TOO_MANY_MEMBERS);
      }
      if (to === 'ACTIVE' && joiningState(subjectNickName, subjectRelations, teamName) !== to) {
        return refuse(ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED);
      }
      return { ok: true, move, changes: [{ ...subjectChange, lastActiveForTeam: now }] };
    case 'force-out':
      if (!isInactiveMember(current?.lastActiveForTeam ?? null, now)) {
        return refuse(ErrorCode.TEAM_MEMBER_NOT_INACTIVE);
      }
      break;
    case 'switch-active':
      return { ok: true, move, changes: [subjectChange, ...demotions(input)] };
    default:
      break;
  }
  return { ok: true, move, changes: [subjectChange] };
}

function demotions(input: TeamMoveInput): TeamRelationChange[] {
  return input.subjectRelations
    .filter(
      (relation) =>
        relation.userNickName === input.subjectNickName &&
        relation.teamName !== input.teamName &&
        relation.state === 'ACTIVE',
    )
    .map((relation) => ({
      teamName: relation.teamName,
      userNickName: relation.userNickName,
      from: 'ACTIVE',
      to: 'PASSIVE',
    }));
}

export interface CreateTeamInput {
  readonly teamName: string;
  readonly creatorNickName: string;
  /** The creator's relations in every team. */
  readonly creatorRelations: readonly TeamRelation[];
  readonly now: number;
}

export type CreateTeamCheck =
  | { readonly ok: true; readonly relation: TeamRelation }
  | { readonly ok: false; readonly code: ErrorCode };

/**
 * Creating a team: the name must pass `validTeamName` (else `BAD_INPUT`) and the creator must be a
 * member of fewer than `USER_MAX_TEAMS` teams (else `TEAM_USER_IN_TOO_MANY_TEAMS`). The creator
 * becomes a member in `joiningState` (ACTIVE unless ACTIVE elsewhere), with
 * `lastActiveForTeam: now`, under the cleaned name (`cleanTeamName`). Name uniqueness
 * (`TEAM_NAME_TAKEN`, compared by `normaliseTeamName`) is the server's to check.
 */
export function checkCreateTeam(input: CreateTeamInput): CreateTeamCheck {
  if (!validTeamName(input.teamName)) return { ok: false, code: ErrorCode.BAD_INPUT };
  const teamName = cleanTeamName(input.teamName);
  const { creatorNickName, creatorRelations } = input;
  if (memberTeamCount(creatorNickName, creatorRelations, teamName) >= USER_MAX_TEAMS) {
    return { ok: false, code: ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS };
  }
  return {
    ok: true,
    relation: {
      teamName,
      userNickName: creatorNickName,
      state: joiningState(creatorNickName, creatorRelations, teamName),
      lastActiveForTeam: input.now,
    },
  };
}

/** The name as stored and shown: trimmed, each run of white space made one space. */
export function cleanTeamName(name: string): string {
  return name.trim().replace(/\s+/gu, ' ');
}

/**
 * A valid team name has `TEAM_NAME_MIN_LENGTH` (2) to `TEAM_NAME_MAX_LENGTH` (40) characters
 * after `cleanTeamName`, counted as Unicode code points (an emoji is one character).
 */
export function validTeamName(name: string): boolean {
  const length = [...cleanTeamName(name)].length;
  return length >= TEAM_NAME_MIN_LENGTH && length <= TEAM_NAME_MAX_LENGTH;
}

/**
 * The key two team names are compared by (uniqueness and search): `cleanTeamName`, Unicode NFC,
 * lower case. "  Ørn  Lag" and "ørn lag" are the same name.
 */
export function normaliseTeamName(name: string): string {
  return cleanTeamName(name).normalize('NFC').toLowerCase();
}

/**
 * The prefix a name search looks for (seed: lower-cased, matching the start of the name): the
 * query normalised like a name. An empty query gives '' and matches every name.
 */
export function teamNameSearchPrefix(query: string): string {
  return normaliseTeamName(query);
}
