import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  actionsOnRelation,
  callFor,
  inDisplayOrder,
  ownRelationIn,
  selfActions,
  teamsOf,
  viewerActor,
  type TeamRelationView,
} from '../../../src/features/teams/team-actions';
import {
  checkTeamMove,
  TEAM_MEMBER_STATES,
  TEAM_MOVES,
  type TeamAction,
  type TeamMemberState,
  type TeamMoveEnd,
  type TeamRelation,
} from '../../../src/domain/team-rules';

const ALL_FROM: TeamMoveEnd[] = ['NONE', ...TEAM_MEMBER_STATES];

describe('the actions a person is offered, from the table of moves', () => {
  it.each<[TeamMoveEnd, TeamAction[], TeamAction[]]>([
    ['NONE', ['request'], []],
    ['ACTIVE', ['abandon'], ['force-out']],
    ['PASSIVE', ['switch-active', 'abandon'], ['force-out']],
    ['PENDING_RETURN', ['cancel-return'], ['accept-return', 'reject-return']],
    ['PENDING_NEW', ['cancel-request'], ['accept', 'reject']],
    ['ABANDONED', ['request-return'], []],
    ['FORCED_OUT', ['request-return'], []],
    ['REJECTED_NEW', [], ['remove-ban']],
  ])('from %s: %j for the person, %j for a member', (from, self, member) => {
    expect(actionsFor(from, 'SELF')).toEqual(self);
    expect(actionsFor(from, 'MEMBER')).toEqual(member);
    expect(actionsFor(from, null)).toEqual([]);
  });

  it('offers every move of the table, each action once', () => {
    const offered = new Set<string>();
    for (const from of ALL_FROM) {
      for (const actor of ['SELF', 'MEMBER'] as const) {
        const actions = actionsFor(from, actor);
        expect(new Set(actions).size).toBe(actions.length);
        actions.forEach((action) => offered.add(`${from} ${actor} ${action}`));
      }
    }
    expect(offered).toEqual(
      new Set(TEAM_MOVES.map((move) => `${move.from} ${move.actor} ${move.action}`)),
    );
  });

  it('makes the viewer a member only while ACTIVE or PASSIVE', () => {
    for (const state of ALL_FROM) {
      const member = state === 'ACTIVE' || state === 'PASSIVE';
      expect(viewerActor(state, false)).toBe(member ? 'MEMBER' : null);
      expect(viewerActor(state, true)).toBe('SELF');
    }
  });
});

describe('the actions on each relation of a team, for each pair of states', () => {
  const viewerStates: (TeamMemberState | undefined)[] = [undefined, ...TEAM_MEMBER_STATES];

  for (const viewerState of viewerStates) {
    for (const subjectState of TEAM_MEMBER_STATES) {
      it(`a viewer ${viewerState ?? 'without a relation'} sees on someone ${subjectState} only moves the rules allow`, () => {
        const own =
          viewerState === undefined ? undefined : { userNickName: 'me', state: viewerState };
        const subject = { userNickName: 'kari', state: subjectState };
        const offered = actionsOnRelation(subject, own);
        const isMember = viewerState === 'ACTIVE' || viewerState === 'PASSIVE';
        expect(offered.map((o) => o.action)).toEqual(
          isMember ? actionsFor(subjectState, 'MEMBER') : [],
        );
        // Each offered action, sent as the screen sends it, passes the domain's check (limits
        // far away, the subject inactive, scoring for no other team).
        const teamRelations: TeamRelation[] = [
          ...(own ? [{ teamName: 't', ...own, lastActiveForTeam: 0 }] : []),
          { teamName: 't', ...subject, lastActiveForTeam: null },
        ];
        for (const { action, subjectNickName } of offered) {
          expect(subjectNickName).toBe('kari');
          const call = callFor(action);
          expect(call.kind).not.toBe('request');
          const to = call.kind === 'set' ? call.states[0] : 'NONE';
          const check = checkTeamMove({
            teamName: 't',
            teamRelations,
            subjectRelations: teamRelations.filter((r) => r.userNickName === 'kari'),
            actorNickName: 'me',
            subjectNickName: 'kari',
            from: subjectState,
            to: to ?? 'NONE',
            now: Date.UTC(2026, 10, 22),
          });
          expect(check.ok, `${action} ${JSON.stringify(check)}`).toBe(true);
        }
      });
    }
  }

  it('gives the viewer their own moves on their own row, never a member’s', () => {
    const own = { userNickName: 'me', state: 'PASSIVE' as const };
    expect(actionsOnRelation(own, own)).toEqual([
      { action: 'switch-active', subjectNickName: 'me' },
      { action: 'abandon', subjectNickName: 'me' },
    ]);
    expect(selfActions(undefined)).toEqual([{ action: 'request', subjectNickName: '' }]);
    expect(selfActions({ userNickName: 'me', state: 'FORCED_OUT' })).toEqual([
      { action: 'request-return', subjectNickName: 'me' },
    ]);
  });
});

describe('the call each action makes', () => {
  it.each<[TeamAction, ReturnType<typeof callFor>]>([
    ['request', { kind: 'request' }],
    ['request-return', { kind: 'request' }],
    ['cancel-request', { kind: 'delete' }],
    ['remove-ban', { kind: 'delete' }],
    ['cancel-return', { kind: 'set', states: ['ABANDONED'] }],
    ['accept', { kind: 'set', states: ['ACTIVE', 'PASSIVE'] }],
    ['accept-return', { kind: 'set', states: ['ACTIVE', 'PASSIVE'] }],
    ['reject', { kind: 'set', states: ['REJECTED_NEW'] }],
    ['reject-return', { kind: 'set', states: ['FORCED_OUT'] }],
    ['switch-active', { kind: 'set', states: ['ACTIVE'] }],
    ['abandon', { kind: 'set', states: ['ABANDONED'] }],
    ['force-out', { kind: 'set', states: ['FORCED_OUT'] }],
  ])('%s', (action, call) => {
    expect(callFor(action)).toEqual(call);
  });
});

describe('lists of relations', () => {
  const relation = (
    userNickName: string,
    state: TeamMemberState,
    teamName = 'Ørn',
  ): TeamRelationView => ({ teamName, userNickName, state, lastActiveForTeam: null });

  it('orders people by the seed’s display order of states, then by nickname', () => {
    const ordered = inDisplayOrder([
      relation('eva', 'REJECTED_NEW'),
      relation('bo', 'PENDING_NEW'),
      relation('al', 'PASSIVE'),
      relation('cy', 'ACTIVE'),
      relation('ab', 'ACTIVE'),
      relation('di', 'PENDING_RETURN'),
      relation('fi', 'FORCED_OUT'),
      relation('gu', 'ABANDONED'),
    ]);
    expect(ordered.map((r) => `${r.state} ${r.userNickName}`)).toEqual([
      'ACTIVE ab',
      'ACTIVE cy',
      'PASSIVE al',
      'PENDING_RETURN di',
      'PENDING_NEW bo',
      'ABANDONED gu',
      'FORCED_OUT fi',
      'REJECTED_NEW eva',
    ]);
  });

  it('groups a search answer by team, counting the current members', () => {
    expect(
      teamsOf([
        relation('a', 'ACTIVE', 'Ørn Lag'),
        relation('b', 'PASSIVE', 'Ørn Lag'),
        relation('c', 'PENDING_NEW', 'Ørn Lag'),
        relation('d', 'ACTIVE', 'Ørnene'),
      ]),
    ).toEqual([
      { teamName: 'Ørn Lag', memberCount: 2 },
      { teamName: 'Ørnene', memberCount: 1 },
    ]);
  });

  it('finds the viewer’s relation by the team name, compared as the server compares names', () => {
    const mine = [relation('me', 'ACTIVE', 'Ørn  Lag'), relation('me', 'PASSIVE', 'Hare')];
    expect(ownRelationIn('  ørn lag ', mine)?.state).toBe('ACTIVE');
    expect(ownRelationIn('Har', mine)).toBeUndefined();
  });
});
