import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  TEAM_FORCE_OUT_INACTIVE_DAYS,
  TEAM_FORCE_OUT_INACTIVE_MS,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_PEOPLE,
  TEAM_MEMBER_STATES,
  TEAM_MOVES,
  USER_MAX_TEAMS,
  checkCreateTeam,
  checkTeamMove,
  cleanTeamName,
  findTeamMove,
  isInactiveMember,
  joiningState,
  memberTeamCount,
  normaliseTeamName,
  requestTargetState,
  teamActorRole,
  teamMovesFrom,
  teamNameSearchPrefix,
  validTeamName,
} from '../../src/domain/team-rules';
import type {
  TeamMemberState,
  TeamMoveEnd,
  TeamMoveInput,
  TeamRelation,
} from '../../src/domain/team-rules';
import { itGives } from '../support/table-tests';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const DAY = 86_400_000;
const TEAM = 'Orion';

const rel = (
  userNickName: string,
  state: TeamMemberState,
  teamName = TEAM,
  lastActiveForTeam: number | null = NOW,
): TeamRelation => ({ teamName, userNickName, state, lastActiveForTeam });

/**
 * A move of sam's relation in a team where mia is an ACTIVE member and every limit is met; sam's
 * relations in other teams are `elsewhere`.
 */
const moveInput = ({
  elsewhere = [],
  ...overrides
}: Partial<TeamMoveInput> &
  Pick<TeamMoveInput, 'from' | 'to'> & { elsewhere?: TeamRelation[] }) => {
  const { from } = overrides;
  const samHere = from === 'NONE' ? [] : [rel('sam', from)];
  return {
    teamName: TEAM,
    teamRelations: [rel('mia', 'ACTIVE'), ...samHere],
    subjectRelations: [...samHere, ...elsewhere],
    actorNickName: 'mia',
    subjectNickName: 'sam',
    now: NOW,
    ...overrides,
  } satisfies TeamMoveInput;
};

// The seed's display order of the member states is asserted where it shows: the people of a team
// (inDisplayOrder, tests/features/teams/team-actions.test.ts) and the rules page
// (team-rules-page.test.tsx).
describe('constants', () => {
  it('has the limits of the seed and a 30-day force-out', () => {
    expect([TEAM_MAX_MEMBERS, TEAM_MAX_PEOPLE, USER_MAX_TEAMS]).toEqual([3, 5, 3]);
    expect(TEAM_FORCE_OUT_INACTIVE_DAYS).toBe(30);
    expect(TEAM_FORCE_OUT_INACTIVE_MS).toBe(30 * DAY);
  });
});

describe('the transition table', () => {
  const ends: TeamMoveEnd[] = ['NONE', ...TEAM_MEMBER_STATES];
  const actors = ['SELF', 'MEMBER', 'OUTSIDER'] as const;
  const cases = ends.flatMap((from) =>
    ends.flatMap((to) => actors.map((actor) => [from, to, actor] as const)),
  );
  const actorNickName = { SELF: 'sam', MEMBER: 'mia', OUTSIDER: 'otto' };

  it.each(cases)('%s -> %s by %s is allowed exactly when the table says so', (from, to, actor) => {
    const inTable = actor !== 'OUTSIDER' && findTeamMove(from, to, actor) !== undefined;
    // Accepting as PASSIVE is meant for a user ACTIVE in another team.
    const elsewhere = to === 'PASSIVE' && from !== 'ACTIVE' ? [rel('sam', 'ACTIVE', 'Vega')] : [];
    const input = moveInput({ from, to, actorNickName: actorNickName[actor], elsewhere });
    const result = checkTeamMove({
      ...input,
      teamRelations: input.teamRelations.map((r) =>
        r.userNickName === 'sam' ? { ...r, lastActiveForTeam: null } : r,
      ),
    });
    expect(result.ok).toBe(inTable);
  });

  it.each([
    ['NONE', 'PENDING_NEW', 'SELF', 'request'],
    ['PENDING_NEW', 'NONE', 'SELF', 'cancel-request'],
    ['PENDING_NEW', 'ACTIVE', 'MEMBER', 'accept'],
    ['PENDING_NEW', 'PASSIVE', 'MEMBER', 'accept'],
    ['PENDING_NEW', 'REJECTED_NEW', 'MEMBER', 'reject'],
    ['ABANDONED', 'PENDING_RETURN', 'SELF', 'request-return'],
    ['FORCED_OUT', 'PENDING_RETURN', 'SELF', 'request-return'],
    ['PENDING_RETURN', 'ABANDONED', 'SELF', 'cancel-return'],
    ['PENDING_RETURN', 'ACTIVE', 'MEMBER', 'accept-return'],
    ['PENDING_RETURN', 'PASSIVE', 'MEMBER', 'accept-return'],
    ['PENDING_RETURN', 'FORCED_OUT', 'MEMBER', 'reject-return'],
    ['PASSIVE', 'ACTIVE', 'SELF', 'switch-active'],
    ['ACTIVE', 'ABANDONED', 'SELF', 'abandon'],
    ['PASSIVE', 'ABANDONED', 'SELF', 'abandon'],
    ['ACTIVE', 'FORCED_OUT', 'MEMBER', 'force-out'],
    ['PASSIVE', 'FORCED_OUT', 'MEMBER', 'force-out'],
    ['REJECTED_NEW', 'NONE', 'MEMBER', 'remove-ban'],
  ] as const)('holds %s -> %s by %s (%s)', (from, to, actor, action) => {
    expect(findTeamMove(from, to, actor)?.action).toBe(action);
  });

  it('holds exactly the 17 moves listed above', () => {
    expect(TEAM_MOVES).toHaveLength(17);
  });

  it('lists the moves from a state for an actor', () => {
    expect(teamMovesFrom('PENDING_NEW', 'MEMBER').map((move) => move.to)).toEqual([
      'ACTIVE',
      'PASSIVE',
      'REJECTED_NEW',
    ]);
  });
});

describe('teamActorRole', () => {
  const team = [rel('mia', 'ACTIVE'), rel('pia', 'PASSIVE'), rel('abe', 'ABANDONED')];
  it.each([
    ['sam', 'sam', 'SELF'],
    ['mia', 'sam', 'MEMBER'],
    ['pia', 'sam', 'MEMBER'],
    ['abe', 'sam', null],
    ['otto', 'sam', null],
  ])('%s acting on %s is %s', (actor, subject, role) => {
    expect(teamActorRole(team, actor, subject)).toBe(role);
  });
});

describe('requestTargetState', () => {
  itGives(requestTargetState, 'a request from %s leads to %s', [
    ['NONE', 'PENDING_NEW'],
    ['ABANDONED', 'PENDING_RETURN'],
    ['FORCED_OUT', 'PENDING_RETURN'],
    ['ACTIVE', null],
    ['PASSIVE', null],
    ['PENDING_NEW', null],
    ['PENDING_RETURN', null],
    ['REJECTED_NEW', null],
  ]);
});

describe('checkTeamMove refusal codes', () => {
  it.each<[string, TeamMoveEnd, TeamMoveEnd, string, ErrorCode]>([
    ['an active member requests again', 'ACTIVE', 'PENDING_NEW', 'sam', 'TEAM_RELATION_EXISTS'],
    ['a banned user requests', 'REJECTED_NEW', 'PENDING_NEW', 'sam', 'TEAM_RELATION_EXISTS'],
    [
      'a banned user asks to return',
      'REJECTED_NEW',
      'PENDING_RETURN',
      'sam',
      'TEAM_RELATION_EXISTS',
    ],
    ['a user accepts himself', 'PENDING_NEW', 'ACTIVE', 'sam', 'TEAM_STATE_CHANGE_NOT_ALLOWED'],
    [
      'a member removes a pending request',
      'PENDING_NEW',
      'NONE',
      'mia',
      'TEAM_STATE_CHANGE_NOT_ALLOWED',
    ],
    ['an outsider rejects', 'PENDING_NEW', 'REJECTED_NEW', 'otto', 'TEAM_STATE_CHANGE_NOT_ALLOWED'],
  ])('%s: %s -> %s by %s gives %s', (_name, from, to, actorNickName, code) => {
    expect(checkTeamMove(moveInput({ from, to, actorNickName }))).toEqual({ ok: false, code });
  });

  it('refuses a request when the subject already has a relation the caller did not know of', () => {
    const input = moveInput({ from: 'NONE', to: 'PENDING_NEW', actorNickName: 'sam' });
    const stale = { ...input, teamRelations: [...input.teamRelations, rel('sam', 'ABANDONED')] };
    expect(checkTeamMove(stale)).toEqual({ ok: false, code: ErrorCode.TEAM_RELATION_EXISTS });
  });

  it('refuses a move from a state the relation is no longer in', () => {
    const input = moveInput({ from: 'PENDING_NEW', to: 'ACTIVE' });
    const stale = { ...input, teamRelations: [rel('mia', 'ACTIVE'), rel('sam', 'REJECTED_NEW')] };
    expect(checkTeamMove(stale)).toEqual({
      ok: false,
      code: ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED,
    });
  });
});

describe('member limit', () => {
  const withMembers = (count: number, to: 'ACTIVE' | 'PASSIVE' = 'ACTIVE') => {
    const members = ['mia', 'pia', 'kai'].slice(0, count).map((n) => rel(n, 'PASSIVE'));
    return checkTeamMove({
      ...moveInput({ from: 'PENDING_NEW', to, actorNickName: 'mia' }),
      teamRelations: [...members, rel('sam', 'PENDING_NEW')],
    });
  };

  it.each([
    [1, true],
    [2, true],
    [3, false],
  ])('accepting with %i members already: ok is %s', (count, ok) => {
    const result = withMembers(count);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.code).toBe(ErrorCode.TEAM_TOO_MANY_MEMBERS);
  });

  it('former members and requests do not count as members', () => {
    const result = checkTeamMove({
      ...moveInput({ from: 'PENDING_RETURN', to: 'ACTIVE' }),
      teamRelations: [
        rel('mia', 'ACTIVE'),
        rel('pia', 'PASSIVE'),
        rel('abe', 'ABANDONED'),
        rel('sam', 'PENDING_RETURN'),
      ],
    });
    expect(result.ok).toBe(true);
  });
});

describe('people limit', () => {
  const others = ['mia', 'pia', 'abe', 'fay', 'ned'];
  const states: TeamMemberState[] = ['ACTIVE', 'PASSIVE', 'ABANDONED', 'FORCED_OUT', 'PENDING_NEW'];
  const request = (teamRelations: TeamRelation[]) =>
    checkTeamMove({
      ...moveInput({ from: 'NONE', to: 'PENDING_NEW', actorNickName: 'sam' }),
      teamRelations,
    });

  it.each([
    [4, true],
    [5, false],
  ])('a request with %i people related already: ok is %s', (count, ok) => {
    const team = others.slice(0, count).map((name, i) => rel(name, states[i] ?? 'ACTIVE'));
    expect(request(team)).toEqual(
      ok
        ? expect.objectContaining({ ok: true })
        : { ok: false, code: ErrorCode.TEAM_TOO_MANY_PEOPLE },
    );
  });

  it('a banned user does not take a place', () => {
    const team = [
      ...others.slice(0, 4).map((name) => rel(name, 'ACTIVE')),
      rel('bo', 'REJECTED_NEW'),
    ];
    expect(request(team).ok).toBe(true);
  });

  it('a former member may ask to return when the team has 5 people', () => {
    const team = [
      ...others.slice(0, 4).map((name) => rel(name, 'PASSIVE')),
      rel('sam', 'ABANDONED'),
    ];
    const result = checkTeamMove({
      ...moveInput({ from: 'ABANDONED', to: 'PENDING_RETURN', actorNickName: 'sam' }),
      teamRelations: team,
    });
    expect(result.ok).toBe(true);
  });
});

describe('teams per user', () => {
  const teamsOfSam = (count: number, state: TeamMemberState = 'PASSIVE') =>
    ['Vega', 'Lyra', 'Draco'].slice(0, count).map((team) => rel('sam', state, team));

  it.each<[string, TeamMoveEnd, TeamMoveEnd, string]>([
    ['request', 'NONE', 'PENDING_NEW', 'sam'],
    ['request-return', 'FORCED_OUT', 'PENDING_RETURN', 'sam'],
    ['accept', 'PENDING_NEW', 'PASSIVE', 'mia'],
    ['accept-return', 'PENDING_RETURN', 'PASSIVE', 'mia'],
  ])('%s is allowed in 2 other teams and refused in 3', (_name, from, to, actorNickName) => {
    const withTeams = (count: number) =>
      checkTeamMove(
        moveInput({
          from,
          to,
          actorNickName,
          elsewhere: [rel('sam', 'ACTIVE', 'Ara'), ...teamsOfSam(count - 1)],
        }),
      );
    expect(withTeams(2).ok).toBe(true);
    expect(withTeams(3)).toEqual({ ok: false, code: ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS });
  });

  it('pending requests and former teams do not count', () => {
    const result = checkTeamMove(
      moveInput({
        from: 'PENDING_NEW',
        to: 'ACTIVE',
        elsewhere: [
          rel('sam', 'PENDING_NEW', 'Vega'),
          rel('sam', 'ABANDONED', 'Lyra'),
          rel('sam', 'REJECTED_NEW', 'Draco'),
          rel('sam', 'PENDING_RETURN', 'Ara'),
        ],
      }),
    );
    expect(result.ok).toBe(true);
  });
});

describe('memberTeamCount', () => {
  it.each([
    ['no relations', [], 0],
    ['this team only', [rel('sam', 'ACTIVE')], 0],
    ['two other teams', [rel('sam', 'ACTIVE', 'Vega'), rel('sam', 'PASSIVE', 'Lyra')], 2],
    ['one team listed twice', [rel('sam', 'PASSIVE', 'Vega'), rel('sam', 'PASSIVE', 'Vega')], 1],
    ['another user', [rel('mia', 'ACTIVE', 'Vega')], 0],
    [
      'former and pending',
      [rel('sam', 'FORCED_OUT', 'Vega'), rel('sam', 'PENDING_NEW', 'Lyra')],
      0,
    ],
  ])('%s counts %i', (_name, relations, expected) => {
    expect(memberTeamCount('sam', relations, TEAM)).toBe(expected);
  });
});

describe('one active team', () => {
  it('accepting as ACTIVE is refused when the user is ACTIVE in another team', () => {
    const result = checkTeamMove(
      moveInput({ from: 'PENDING_NEW', to: 'ACTIVE', elsewhere: [rel('sam', 'ACTIVE', 'Vega')] }),
    );
    expect(result).toEqual({ ok: false, code: ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED });
  });

  it.each([
    ['no other team', [], 'ACTIVE'],
    ['passive elsewhere', [rel('sam', 'PASSIVE', 'Vega')], 'ACTIVE'],
    ['active elsewhere', [rel('sam', 'ACTIVE', 'Vega')], 'PASSIVE'],
    ['active only in this team', [rel('sam', 'ACTIVE')], 'ACTIVE'],
    ['another user active elsewhere', [rel('mia', 'ACTIVE', 'Vega')], 'ACTIVE'],
  ])('joiningState with %s is %s', (_name, relations, expected) => {
    expect(joiningState('sam', relations, TEAM)).toBe(expected);
  });

  it('accepting records the join time as the last activity', () => {
    expect(checkTeamMove(moveInput({ from: 'PENDING_NEW', to: 'ACTIVE' }))).toEqual({
      ok: true,
      move: findTeamMove('PENDING_NEW', 'ACTIVE', 'MEMBER'),
      changes: [
        {
          teamName: TEAM,
          userNickName: 'sam',
          from: 'PENDING_NEW',
          to: 'ACTIVE',
          lastActiveForTeam: NOW,
        },
      ],
    });
  });

  it('switching makes the team ACTIVE and the former active team PASSIVE', () => {
    const result = checkTeamMove(
      moveInput({
        from: 'PASSIVE',
        to: 'ACTIVE',
        actorNickName: 'sam',
        elsewhere: [rel('sam', 'ACTIVE', 'Vega'), rel('sam', 'PASSIVE', 'Lyra')],
      }),
    );
    expect(result.ok && result.changes).toEqual([
      { teamName: TEAM, userNickName: 'sam', from: 'PASSIVE', to: 'ACTIVE' },
      { teamName: 'Vega', userNickName: 'sam', from: 'ACTIVE', to: 'PASSIVE' },
    ]);
  });

  it('switching never demotes the team it activates, even from stale relations', () => {
    const base = moveInput({ from: 'PASSIVE', to: 'ACTIVE', actorNickName: 'sam' });
    const result = checkTeamMove({ ...base, subjectRelations: [rel('sam', 'ACTIVE')] });
    expect(result.ok && result.changes).toHaveLength(1);
  });

  it('switching without another active team changes only this relation', () => {
    const result = checkTeamMove(
      moveInput({ from: 'PASSIVE', to: 'ACTIVE', actorNickName: 'sam' }),
    );
    expect(result.ok && result.changes).toHaveLength(1);
  });
});

describe('force out', () => {
  const forceOut = (lastActiveForTeam: number | null) =>
    checkTeamMove({
      ...moveInput({ from: 'ACTIVE', to: 'FORCED_OUT' }),
      teamRelations: [rel('mia', 'ACTIVE'), rel('sam', 'ACTIVE', TEAM, lastActiveForTeam)],
    });

  it.each<[string, number | null, boolean]>([
    ['exactly 30 days ago', NOW - 30 * DAY, true],
    ['30 days minus 1 ms ago', NOW - 30 * DAY + 1, false],
    ['never', null, true],
  ])('a member last active %s: ok is %s', (_name, lastActive, ok) => {
    expect(forceOut(lastActive)).toEqual(
      ok
        ? expect.objectContaining({ ok: true })
        : { ok: false, code: ErrorCode.TEAM_MEMBER_NOT_INACTIVE },
    );
  });

  it.each([
    [NOW - 30 * DAY, true],
    [NOW - 30 * DAY + 1, false],
  ])('isInactiveMember(%i) is %s', (lastActive, inactive) => {
    expect(isInactiveMember(lastActive, NOW)).toBe(inactive);
  });

  it('a user may not force himself out', () => {
    const result = checkTeamMove({
      ...moveInput({ from: 'ACTIVE', to: 'FORCED_OUT', actorNickName: 'sam' }),
      teamRelations: [rel('mia', 'ACTIVE'), rel('sam', 'ACTIVE', TEAM, null)],
    });
    expect(result).toEqual({ ok: false, code: ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED });
  });
});

describe('checkCreateTeam', () => {
  it('makes the creator an ACTIVE member under the cleaned name', () => {
    expect(
      checkCreateTeam({
        teamName: '  Ørn   Lag ',
        creatorNickName: 'sam',
        creatorRelations: [],
        now: NOW,
      }),
    ).toEqual({
      ok: true,
      relation: {
        teamName: 'Ørn Lag',
        userNickName: 'sam',
        state: 'ACTIVE',
        lastActiveForTeam: NOW,
      },
    });
  });

  it('makes the creator PASSIVE when ACTIVE in another team', () => {
    const result = checkCreateTeam({
      teamName: 'Ørn',
      creatorNickName: 'sam',
      creatorRelations: [rel('sam', 'ACTIVE', 'Vega')],
      now: NOW,
    });
    expect(result.ok && result.relation.state).toBe('PASSIVE');
  });

  it.each([
    [2, true],
    [3, false],
  ])('a creator in %i teams: ok is %s', (count, ok) => {
    const relations = ['Vega', 'Lyra', 'Draco']
      .slice(0, count)
      .map((t) => rel('sam', 'PASSIVE', t));
    const result = checkCreateTeam({
      teamName: 'Ørn',
      creatorNickName: 'sam',
      creatorRelations: relations,
      now: NOW,
    });
    expect(result).toEqual(
      ok
        ? expect.objectContaining({ ok: true })
        : { ok: false, code: ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS },
    );
  });

  it('refuses an invalid name', () => {
    expect(
      checkCreateTeam({ teamName: ' x ', creatorNickName: 'sam', creatorRelations: [], now: NOW }),
    ).toEqual({
      ok: false,
      code: ErrorCode.BAD_INPUT,
    });
  });
});

describe('team names', () => {
  itGives(validTeamName, 'validTeamName(%j) is %s', [
    ['', false],
    ['a', false],
    ['  a  ', false],
    ['ab', true],
    ['a'.repeat(40), true],
    ['a'.repeat(41), false],
    [` ${'a'.repeat(40)} `, true],
    ['🦊🦊', true],
    ['🦊', false],
  ]);

  itGives(cleanTeamName, 'cleanTeamName(%j) is %j', [
    ['  Ørn \t Lag ', 'Ørn Lag'],
    ['Orion', 'Orion'],
  ]);

  itGives(normaliseTeamName, 'normaliseTeamName(%j) is %j', [
    ['  Ørn   Lag ', 'ørn lag'],
    ['ORION', 'orion'],
    ['A\u030a', '\u00e5'],
  ]);

  it('the search prefix is the lower-cased query', () => {
    expect(teamNameSearchPrefix(' ØRN ')).toBe('ørn');
  });
});
