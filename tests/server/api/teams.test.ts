import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { teams } from '../../../server/db/schema/play';
import { users } from '../../../server/db/schema/users';
import { TEAM_FORCE_OUT_INACTIVE_MS } from '../../../src/domain/team-rules';
import { DATABASE_KINDS, type ApiUser, type GraphqlAnswer } from '../support/api-harness';
import { apiBeforeAll } from '../support/before-all';
import type { Page } from '../support/pages';

interface Relation {
  teamName: string;
  teamState: string;
  userNickName: string;
  state: string;
  lastActiveForTeam: string | null;
}
type Connection = Page<Relation>;
type Answer = GraphqlAnswer<Record<string, Connection | null>>;

const RELATIONS = 'items { teamName teamState userNickName state lastActiveForTeam } nextToken';

const create = (user: ApiUser, teamName: string): Promise<Answer> =>
  user.gql(`mutation ($t: String!) { createNewTeam(teamName: $t) { ${RELATIONS} } }`, {
    t: teamName,
  });
const request = (user: ApiUser, teamName: string): Promise<Answer> =>
  user.gql(`mutation ($t: String!) { requestTeamMembership(teamName: $t) { ${RELATIONS} } }`, {
    t: teamName,
  });
const setState = (user: ApiUser, teamName: string, nick: string, state: string): Promise<Answer> =>
  user.gql(
    `mutation ($t: String!, $n: String!, $s: String!) {
      setTeamMemberState(teamName: $t, userNickName: $n, state: $s) { ${RELATIONS} } }`,
    { t: teamName, n: nick, s: state },
  );
const remove = (user: ApiUser, teamName: string, nick: string): Promise<Answer> =>
  user.gql(
    `mutation ($t: String!, $n: String!) {
      deleteTeamRelation(teamName: $t, userNickName: $n) { ${RELATIONS} } }`,
    { t: teamName, n: nick },
  );
const search = (user: ApiUser, query: string): Promise<Answer> =>
  user.gql(
    `query ($q: String!) { searchTeamNames(teamNameQuery: $q, teamState: "ACTIVE", limit: 100) {
      ${RELATIONS} } }`,
    { q: query },
  );
const details = (user: ApiUser, teamName: string): Promise<Answer> =>
  user.gql(
    `query ($t: String!) { getTeamDetails(teamName: $t, teamState: "ACTIVE") { ${RELATIONS} } }`,
    { t: teamName },
  );
const mine = (user: ApiUser, args: { userNickName?: string; state?: string } = {}) =>
  user.gql(
    `query ($n: String, $s: String) { listMyTeams(userNickName: $n, state: $s, limit: 100) {
      ${RELATIONS} } }`,
    { n: args.userNickName, s: args.state },
  ) as Promise<Answer>;

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
const items = (answer: Answer, field: string) => {
  expect(answer.errors).toBeUndefined();
  return answer.data?.[field]?.items ?? [];
};
/** nickname -> state of a team's relations. */
const states = (relations: Relation[]) =>
  Object.fromEntries(relations.map((relation) => [relation.userNickName, relation.state]));

describe.each(DATABASE_KINDS)('teams (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  let serial = 0;
  /** A fresh player with a nickname unique in this run. */
  const player = () => api.user('player', `P${kind}${(serial += 1)}`);
  /** A team created by `owner`, with each of `others` requested and accepted as PASSIVE. */
  async function teamOf(name: string, owner: ApiUser, ...others: ApiUser[]) {
    expect(code(await create(owner, name))).toBeUndefined();
    for (const other of others) {
      expect(code(await request(other, name))).toBeUndefined();
      expect(code(await setState(owner, name, other.nickname, 'PASSIVE'))).toBeUndefined();
    }
  }

  afterEach(() => api.setNow(undefined));

  it('creates a team whose creator becomes its ACTIVE member, under the cleaned name', async () => {
    const owner = await player();
    const relations = items(await create(owner, '  Ørn   Lag '), 'createNewTeam');
    expect(relations).toEqual([
      {
        teamName: 'Ørn Lag',
        teamState: 'ACTIVE',
        userNickName: owner.nickname,
        state: 'ACTIVE',
        lastActiveForTeam: expect.any(String) as string,
      },
    ]);
  });

  it('refuses a name that exists in another case or spacing (TEAM_NAME_TAKEN)', async () => {
    const [first, second] = [await player(), await player()];
    expect(code(await create(first, 'Raske Rever'))).toBeUndefined();
    expect(code(await create(second, 'raske  REVER'))).toBe('TEAM_NAME_TAKEN');
    expect(states(items(await details(second, 'RASKE REVER'), 'getTeamDetails'))).toEqual({
      [first.nickname]: 'ACTIVE',
    });
  });

  it('refuses a bad team name with its field and reason', async () => {
    const user = await player();
    const short = await create(user, 'x');
    expect(code(short)).toBe('BAD_INPUT');
    expect(short.errors?.[0]?.extensions).toMatchObject({
      field: 'teamName',
      reason: 'OUT_OF_RANGE',
    });
    expect(code(await create(user, '   '))).toBe('MISSING_FIELD');
  });

  it('refuses a user without a nickname (NICKNAME_REQUIRED on nickname)', async () => {
    const user = await player();
    await api.database.db.update(users).set({ nickname: null }).where(eq(users.id, user.sub));
    const answer = await create(user, 'No Name Team');
    expect(code(answer)).toBe('NICKNAME_REQUIRED');
    expect(answer.errors?.[0]?.extensions?.field).toBe('nickname');
  });

  it('requests, accepts as ACTIVE and as PASSIVE per the joining rule', async () => {
    const [owner, joiner, busy] = [await player(), await player(), await player()];
    await create(owner, 'Accept Team');
    await create(busy, 'Busy Home');
    expect(states(items(await request(joiner, 'accept team'), 'requestTeamMembership'))).toEqual({
      [owner.nickname]: 'ACTIVE',
      [joiner.nickname]: 'PENDING_NEW',
    });
    const accepted = items(
      await setState(owner, 'Accept Team', joiner.nickname, 'ACTIVE'),
      'setTeamMemberState',
    );
    expect(states(accepted)[joiner.nickname]).toBe('ACTIVE');
    await request(busy, 'Accept Team');
    // ACTIVE in another team: accepted only as PASSIVE.
    expect(code(await setState(owner, 'Accept Team', busy.nickname, 'ACTIVE'))).toBe(
      'TEAM_STATE_CHANGE_NOT_ALLOWED',
    );
    const passive = await setState(owner, 'Accept Team', busy.nickname, 'PASSIVE');
    expect(states(items(passive, 'setTeamMemberState'))[busy.nickname]).toBe('PASSIVE');
  });

  it('rejects a request, blocks a new one, and lets a member remove the ban', async () => {
    const [owner, asker] = [await player(), await player()];
    await create(owner, 'Reject Team');
    await request(asker, 'Reject Team');
    const rejected = await setState(owner, 'Reject Team', asker.nickname, 'REJECTED_NEW');
    expect(states(items(rejected, 'setTeamMemberState'))[asker.nickname]).toBe('REJECTED_NEW');
    expect(code(await request(asker, 'Reject Team'))).toBe('TEAM_RELATION_EXISTS');
    // Only a member removes a ban, not the banned user.
    expect(code(await remove(asker, 'Reject Team', asker.nickname))).toBe(
      'TEAM_STATE_CHANGE_NOT_ALLOWED',
    );
    const unbanned = await remove(owner, 'Reject Team', asker.nickname);
    expect(states(items(unbanned, 'deleteTeamRelation'))).toEqual({ [owner.nickname]: 'ACTIVE' });
    expect(code(await request(asker, 'Reject Team'))).toBeUndefined();
  });

  it('lets a user cancel their own request', async () => {
    const [owner, asker] = [await player(), await player()];
    await create(owner, 'Cancel Team');
    await request(asker, 'Cancel Team');
    const cancelled = await remove(asker, 'Cancel Team', asker.nickname);
    expect(states(items(cancelled, 'deleteTeamRelation'))).toEqual({ [owner.nickname]: 'ACTIVE' });
    expect(items(await mine(asker), 'listMyTeams')).toEqual([]);
  });

  it('switches the active team, demoting the other ACTIVE relation to PASSIVE', async () => {
    const [owner, user] = [await player(), await player()];
    await create(user, 'Home Team');
    await teamOf('Away Team', owner, user);
    const before = items(await mine(user), 'listMyTeams');
    expect(before.map((r) => [r.teamName, r.state])).toEqual([
      ['Away Team', 'PASSIVE'],
      ['Home Team', 'ACTIVE'],
    ]);
    const switched = await setState(user, 'Away Team', user.nickname, 'ACTIVE');
    expect(states(items(switched, 'setTeamMemberState'))[user.nickname]).toBe('ACTIVE');
    const relations = items(await mine(user), 'listMyTeams');
    expect(relations.map((r) => [r.teamName, r.state])).toEqual([
      ['Away Team', 'ACTIVE'],
      ['Home Team', 'PASSIVE'],
    ]);
    expect(items(await mine(user, { state: 'ACTIVE' }), 'listMyTeams')).toHaveLength(1);
  });

  it('refuses a fourth active-or-passive member (TEAM_TOO_MANY_MEMBERS)', async () => {
    const [owner, second, third, fourth] = [
      await player(),
      await player(),
      await player(),
      await player(),
    ];
    await teamOf('Full Team', owner, second, third);
    expect(code(await request(fourth, 'Full Team'))).toBeUndefined();
    expect(code(await setState(owner, 'Full Team', fourth.nickname, 'PASSIVE'))).toBe(
      'TEAM_TOO_MANY_MEMBERS',
    );
  });

  it('refuses a sixth person (TEAM_TOO_MANY_PEOPLE) but not when a ban frees no place', async () => {
    const owner = await player();
    await create(owner, 'Crowd Team');
    const askers = [await player(), await player(), await player(), await player()];
    for (const asker of askers) expect(code(await request(asker, 'Crowd Team'))).toBeUndefined();
    const sixth = await player();
    expect(code(await request(sixth, 'Crowd Team'))).toBe('TEAM_TOO_MANY_PEOPLE');
    // A rejected request does not count, so its place opens again.
    await setState(owner, 'Crowd Team', askers[0]?.nickname ?? '', 'REJECTED_NEW');
    expect(code(await request(sixth, 'Crowd Team'))).toBeUndefined();
  });

  it('refuses a user already in three teams (TEAM_USER_IN_TOO_MANY_TEAMS)', async () => {
    const [user, other] = [await player(), await player()];
    for (const name of ['Triple A', 'Triple B', 'Triple C']) {
      expect(code(await create(user, name))).toBeUndefined();
    }
    expect(code(await create(user, 'Triple D'))).toBe('TEAM_USER_IN_TOO_MANY_TEAMS');
    await create(other, 'Triple E');
    expect(code(await request(user, 'Triple E'))).toBe('TEAM_USER_IN_TOO_MANY_TEAMS');
  });

  it('forces out a member only after 30 days without points', async () => {
    const [owner, member] = [await player(), await player()];
    // Joined 30 days ago by the server clock (the tokens, issued now, stay valid then).
    const joinedAt = Date.now() - TEAM_FORCE_OUT_INACTIVE_MS - 60_000;
    api.setNow(joinedAt);
    await teamOf('Sleepy Team', owner, member);
    api.setNow(joinedAt + TEAM_FORCE_OUT_INACTIVE_MS - 1);
    expect(code(await setState(owner, 'Sleepy Team', member.nickname, 'FORCED_OUT'))).toBe(
      'TEAM_MEMBER_NOT_INACTIVE',
    );
    api.setNow(joinedAt + TEAM_FORCE_OUT_INACTIVE_MS);
    const forced = await setState(owner, 'Sleepy Team', member.nickname, 'FORCED_OUT');
    expect(states(items(forced, 'setTeamMemberState'))[member.nickname]).toBe('FORCED_OUT');
    // A forced-out member may ask to return.
    const again = await request(member, 'Sleepy Team');
    expect(states(items(again, 'requestTeamMembership'))[member.nickname]).toBe('PENDING_RETURN');
  });

  it('lets a member leave and ask to return', async () => {
    const [owner, member] = [await player(), await player()];
    await teamOf('Leave Team', owner, member);
    const left = await setState(member, 'Leave Team', member.nickname, 'ABANDONED');
    expect(states(items(left, 'setTeamMemberState'))[member.nickname]).toBe('ABANDONED');
    await request(member, 'Leave Team');
    const back = await setState(owner, 'Leave Team', member.nickname, 'ACTIVE');
    expect(states(items(back, 'setTeamMemberState'))[member.nickname]).toBe('ACTIVE');
  });

  it('searches names by prefix in any case, and refuses no match (TEAM_NO_NAME_MATCH)', async () => {
    const [first, second] = [await player(), await player()];
    await create(first, `Ulv ${kind} En`);
    await create(second, `ulv ${kind} to`);
    await create(second, `Bjørn ${kind}`);
    const found = items(await search(first, `  ULV ${kind.toUpperCase()}`), 'searchTeamNames');
    expect(new Set(found.map((r) => r.teamName))).toEqual(
      new Set([`Ulv ${kind} En`, `ulv ${kind} to`]),
    );
    expect(code(await search(first, 'zzz-no-such-team'))).toBe('TEAM_NO_NAME_MATCH');
  });

  it('refuses a state that is not a member state, and an unknown nickname', async () => {
    const owner = await player();
    await create(owner, 'Strict Team');
    const bad = await setState(owner, 'Strict Team', owner.nickname, 'CAPTAIN');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'state' });
    const nobody = await setState(owner, 'Strict Team', 'nobody-here', 'PASSIVE');
    expect(nobody.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'userNickName',
    });
  });

  it('refuses unknown teams (TEAM_NOT_FOUND)', async () => {
    const user = await player();
    expect(code(await request(user, 'No Such Team'))).toBe('TEAM_NOT_FOUND');
    expect(code(await details(user, 'No Such Team'))).toBe('TEAM_NOT_FOUND');
  });

  it('lets no non-member accept a request', async () => {
    const [owner, asker, stranger] = [await player(), await player(), await player()];
    await create(owner, 'Guarded Team');
    await request(asker, 'Guarded Team');
    expect(code(await setState(stranger, 'Guarded Team', asker.nickname, 'PASSIVE'))).toBe(
      'TEAM_STATE_CHANGE_NOT_ALLOWED',
    );
    // Nor may a pending asker accept themselves.
    expect(code(await setState(asker, 'Guarded Team', asker.nickname, 'ACTIVE'))).toBe(
      'TEAM_STATE_CHANGE_NOT_ALLOWED',
    );
  });

  it("refuses listing another player's teams (FORBIDDEN)", async () => {
    const [user, other] = [await player(), await player()];
    expect(code(await mine(user, { userNickName: other.nickname }))).toBe('FORBIDDEN');
    expect(code(await mine(user, { userNickName: user.nickname }))).toBeUndefined();
  });

  it('records the join time as lastActiveForTeam (the server clock)', async () => {
    const [owner, joiner] = [await player(), await player()];
    await create(owner, 'Clock Team');
    await request(joiner, 'Clock Team');
    const acceptedAt = Date.parse('2026-01-15T10:00:00.000Z');
    api.setNow(acceptedAt);
    const accepted = items(
      await setState(owner, 'Clock Team', joiner.nickname, 'PASSIVE'),
      'setTeamMemberState',
    );
    const joined = accepted.find((r) => r.userNickName === joiner.nickname);
    expect(joined?.lastActiveForTeam).toBe('2026-01-15T10:00:00.000Z');
  });

  // Defined for PostgreSQL only (not skipped on PGlite): PGlite has one connection, so a held
  // transaction there would block every query, including the one under test.
  if (kind === 'postgres') {
    it('checks a move only after other moves on the team end', async () => {
      const [owner, asker] = [await player(), await player()];
      await create(owner, 'Locked Team');
      await request(asker, 'Locked Team');
      let settled = false;
      let answer: Promise<Answer> | undefined;
      await api.database.db.transaction(async (tx) => {
        await tx.select().from(teams).where(eq(teams.teamNameKey, 'locked team')).for('update');
        answer = setState(owner, 'Locked Team', asker.nickname, 'PASSIVE');
        void answer.then(() => (settled = true));
        // PostgreSQL itself reports the move waiting for this transaction's lock on the team.
        await expect
          .poll(
            async () => {
              const waiting = await tx.execute(
                sql`select count(distinct pid)::int as n from pg_locks
                    where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))`,
              );
              return (waiting as { rows: { n: number }[] }).rows[0]?.n;
            },
            { timeout: 10_000 },
          )
          .toBe(1);
        expect(settled).toBe(false);
      });
      expect(code(await (answer as Promise<Answer>))).toBeUndefined();
    });
  }

  it('pages a team with getTeamDetails, continuing from a nextToken', async () => {
    const owner = await player();
    await create(owner, 'Paged Team');
    for (let i = 0; i < 3; i += 1) await request(await player(), 'Paged Team');
    const query = `query ($t: String!, $n: String) {
      getTeamDetails(teamName: $t, limit: 3, nextToken: $n) { ${RELATIONS} } }`;
    const first = await owner.gql<Record<string, Connection | null>>(query, { t: 'paged team' });
    expect(items(first, 'getTeamDetails')).toHaveLength(3);
    const token = first.data?.getTeamDetails?.nextToken;
    expect(token).toEqual(expect.any(String));
    const second = await owner.gql<Record<string, Connection | null>>(query, {
      t: 'paged team',
      n: token,
    });
    expect(items(second, 'getTeamDetails')).toHaveLength(1);
    expect(second.data?.getTeamDetails?.nextToken).toBeNull();
    // A token of one team is refused for another.
    await create(owner, 'Other Paged');
    expect(
      code(
        await owner.gql<Record<string, Connection | null>>(query, { t: 'Other Paged', n: token }),
      ),
    ).toBe('BAD_INPUT');
  });

  it('finds a member by their nickname in any case or spacing (nicknames are unique)', async () => {
    const [owner, joiner] = [await player(), await player()];
    await create(owner, 'Case Team');
    await request(joiner, 'Case Team');
    const shouted = ` ${joiner.nickname.toUpperCase()} `;
    const accepted = items(
      await setState(owner, 'Case Team', shouted, 'ACTIVE'),
      'setTeamMemberState',
    );
    expect(states(accepted)[joiner.nickname]).toBe('ACTIVE');
  });

  it("lets an Admin list another player's teams by nickname", async () => {
    const [user, admin] = [await player(), await api.user('admin')];
    await create(user, 'Admin Sees');
    const relations = items(await mine(admin, { userNickName: user.nickname }), 'listMyTeams');
    expect(relations.map((r) => r.teamName)).toEqual(['Admin Sees']);
  });

  it('refuses anonymous calls with 401', async () => {
    const answer = await api.gql(`{ searchTeamNames(teamNameQuery: "a") { items { teamName } } }`);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
