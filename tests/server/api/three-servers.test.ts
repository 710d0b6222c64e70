/**
 * Three server copies on one PostgreSQL, as a deployment behind a load balancer runs them: the
 * requests of one moment spread over the three give the results one server gives. A punch burst
 * (every punch sent twice, to different copies), team joins racing for the last place, two game
 * starts of one player racing, and wrong passwords for one account spread over the copies.
 * Nothing that matters is kept in one process: locks are rows, throttles are rows.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../../server/auth/throttle';
import { lockRow } from '../../../server/db/row-lock';
import { passwordSignIn, tally } from '../../security/support/user-pool-call';
import { startApi, type ApiHarness, type ApiPeer, type ApiUser } from '../support/api-harness';
import {
  arrangeGame,
  codeOf,
  codeOnly,
  punch,
  scoreRows,
  startGame,
  startedState,
  visitCount,
} from '../support/play-world';

let api: ApiHarness;
let peers: ApiPeer[];
let editor: ApiUser;

/** The user as seen by copy `index` (0 is the harness's own server). */
function on(index: number, user: ApiUser): ApiUser {
  const peer = index === 0 ? undefined : peers[index - 1];
  return peer
    ? { ...user, gql: (query, variables) => peer.gql(query, variables, user.accessToken) }
    : user;
}
const urlOf = (index: number) => (index === 0 ? api.url : peers[index - 1]!.url);

beforeAll(async () => {
  api = await startApi('postgres');
  peers = [await api.startPeer(), await api.startPeer()];
  editor = await api.user('editor');
});
afterAll(() => api.close());

describe('three servers on one PostgreSQL', () => {
  it('count a punch burst spread over them exactly as one server would', async () => {
    const players = 6;
    const game = await arrangeGame(api.database.db, {
      owner: editor.sub,
      levels: [codeOnly(3, 3)],
    });
    const controls = game.levels[0]!.controls;
    const started = await Promise.all(
      Array.from({ length: players }, async () => {
        const player = await api.user('player');
        return { player, state: await startedState(player, game.id) };
      }),
    );
    // Every punch twice with its own id (a phone resending), each copy to a different server.
    const sends = started.flatMap(({ player, state }, p) =>
      controls.flatMap((control, c) => {
        const id = randomUUID();
        const args = {
          id,
          controlId: control.id,
          gameStateId: state.id,
          controlSecretCode: control.secretCode,
        };
        return [punch(on((p + c) % 3, player), args), punch(on((p + c + 1) % 3, player), args)];
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((answer) => answer.errors !== undefined)).toEqual([]);

    const points = controls.reduce((sum, control) => sum + control.points, 0);
    for (const { player } of started) {
      expect(await visitCount(api.database.db, player.sub)).toBe(controls.length);
      const rows = await scoreRows(api.database.db, player.sub);
      expect(rows.map((row) => [row.period, Number(row.score)]).sort()).toEqual(
        [
          ['MONTH', points],
          ['WEEK', points],
          ['YEAR', points],
        ].sort(),
      );
    }
  });

  it("let exactly one of three joins racing for a team's last place in", async () => {
    const [owner, member, ...askers] = await Promise.all(
      Array.from({ length: 5 }, () => api.user('player')),
    );
    const teamName = `Race ${randomUUID().slice(0, 8)}`;
    const relations = 'items { userNickName state } nextToken';
    const create = await owner!.gql(
      `mutation ($t: String!) { createNewTeam(teamName: $t) { ${relations} } }`,
      { t: teamName },
    );
    expect(create.errors).toBeUndefined();
    for (const user of [member!, ...askers]) {
      const asked = await user.gql(
        `mutation ($t: String!) { requestTeamMembership(teamName: $t) { ${relations} } }`,
        { t: teamName },
      );
      expect(asked.errors).toBeUndefined();
    }
    const accept = (server: number, nick: string) =>
      on(server, owner!).gql(
        `mutation ($t: String!, $n: String!) {
          setTeamMemberState(teamName: $t, userNickName: $n, state: "ACTIVE") { ${relations} } }`,
        { t: teamName, n: nick },
      );
    expect((await accept(0, member!.nickname)).errors).toBeUndefined();
    // Two ACTIVE of three: three accepts at once, one per server, race for the last place.
    const raced = await Promise.all(askers.map((asker, index) => accept(index, asker.nickname)));
    expect(raced.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(raced.map(codeOf).filter(Boolean)).toEqual([
      'TEAM_TOO_MANY_MEMBERS',
      'TEAM_TOO_MANY_MEMBERS',
    ]);
    const details = await api.gql<{ getTeamDetails: { items: { state: string }[] } }>(
      `query ($t: String!) { getTeamDetails(teamName: $t, teamState: "ACTIVE") { ${relations} } }`,
      { t: teamName },
      owner!.accessToken,
    );
    const active = details.data?.getTeamDetails.items.filter((item) => item.state === 'ACTIVE');
    expect(active).toHaveLength(3);
  });

  it('let one of six game starts of one player racing over them through', async () => {
    const player = await api.user('player');
    const games = await Promise.all(
      Array.from({ length: 6 }, () =>
        arrangeGame(api.database.db, { owner: editor.sub, levels: [codeOnly()] }),
      ),
    );
    const answers = await Promise.all(
      games.map((game, index) => startGame(on(index % 3, player), game.id)),
    );
    expect(answers.map(codeOf).sort()).toEqual([
      ...Array<string>(5).fill('GAME_CONFLICT'),
      undefined,
    ]);
  });

  it("serialise one player's starts on a row lock the database shows", async () => {
    const player = await api.user('player');
    const game = await arrangeGame(api.database.db, { owner: editor.sub, levels: [codeOnly()] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another copy holds the player's start lock in an open transaction...
    const holder = api.database.db.transaction(async (tx) => {
      await lockRow(tx, `game-start:${player.sub}`);
      await held;
    });
    // ...so a start sent meanwhile waits on that row, as PostgreSQL itself reports. (Waited for
    // with a generous bound: on a loaded machine the request takes more than the default second
    // to reach the lock. The holder lets go whatever happens, or the servers could not close.)
    const start = startGame(on(1, player), game.id);
    try {
      await expect
        .poll(
          async () => {
            const waiting = await api.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                  where wait_event_type = 'Lock' and query ilike '%row_locks%'`,
            );
            return (waiting as { rows: { n: number }[] }).rows[0]?.n;
          },
          { timeout: 30_000 },
        )
        .toBe(1);
    } finally {
      release();
      await holder;
    }
    expect(codeOf(await start)).toBeUndefined();
  });

  it('check at most the account limit of wrong passwords spread over them', async () => {
    const victim = await api.user('player');
    const tries = 30;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, index) =>
        passwordSignIn(urlOf(index % 3), victim.email, `Wrong-${index}`),
      ),
    );
    const counts = tally(answers);
    expect(counts['NotAuthorizedException'] ?? 0).toBeLessThanOrEqual(THROTTLE_RULES.account.limit);
    expect(counts['NotAuthorizedException'] ?? 0).toBeGreaterThan(0);
    expect(
      (counts['LimitExceededException'] ?? 0) + (counts['TooManyRequestsException'] ?? 0),
    ).toBe(tries - (counts['NotAuthorizedException'] ?? 0));
  });
});
