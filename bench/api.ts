/**
 * The game API under load, side by side in one run, on PGlite and on a real PostgreSQL:
 * 1. punchAtControl throughput through HTTP + GraphQL + token check, against the same database
 *    work done directly (the punch service's transaction, no HTTP, GraphQL or token);
 * 2. the p50/p95 of a ranking query (listGameScoreRanking for one map area) over scores summed
 *    from 1,000,000 punches by 50,000 players. Scores are summed when a punch is accepted (one
 *    row per owner, period and game area), so the table holds those sums: 300,000 rows.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import type { AuthenticatedUser } from '../server/auth/token-verifier.ts';
import { loadPageTokens } from '../server/graphql/page-token.ts';
import { punchAtControl } from '../server/play/punch.service.ts';
import { setup as startPostgres } from '../tests/server/support/postgres-global-setup.ts';
import {
  startApi,
  type ApiHarness,
  type DatabaseKind,
} from '../tests/server/support/api-harness.ts';
import { arrangeGame, codeOnly } from '../tests/server/support/play-world.ts';

const PLAYERS_UNDER_LOAD = 8;
const PUNCHES_PER_PLAYER = 60;
const RANKING_QUERIES = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** Games of one code-punched level that never completes, one per player, each with its state. */
async function loadedGames(api: ApiHarness, ownerSub: string, players: number) {
  const games = [];
  for (let i = 0; i < players; i += 1) {
    const game = await arrangeGame(api.database.db, {
      owner: ownerSub,
      levels: [codeOnly(PUNCHES_PER_PLAYER, PUNCHES_PER_PLAYER + 1)],
    });
    const player = await api.user('player');
    const answer = await player.gql<{ startNewGame: { id: string }[] }>(
      'mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) { id } }',
      { g: randomUUID(), d: game.id },
    );
    const stateId = answer.data?.startNewGame[0]?.id;
    if (!stateId) throw new Error(`start refused: ${JSON.stringify(answer.errors)}`);
    games.push({ player, stateId, controls: game.levels[0]!.controls });
  }
  return games;
}

/**
 * The HTTP load comes from a worker thread, as a phone would send it from elsewhere: on the
 * server's own thread the client's work would be counted against the server. Returns elapsed ms.
 */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const MUTATION = 'mutation ($c: ID!, $s: ID!, $k: String) { punchAtControl(controlId: $c, ' +
  'gameStateId: $s, controlSecretCode: $k) { controlVisit { id } gameStates { id progress } } }';
(async () => {
  const start = performance.now();
  await Promise.all(workerData.games.map(async (game) => {
    for (const control of game.controls) {
      const response = await fetch(workerData.url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: game.token },
        body: JSON.stringify({ query: MUTATION, variables: { c: control.id, s: game.stateId, k: control.secretCode } }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    }
  }));
  parentPort.postMessage(performance.now() - start);
})().catch((error) => { throw error; });
`;

function punchesFromAnotherThread(
  url: string,
  games: Awaited<ReturnType<typeof loadedGames>>,
): Promise<number> {
  const workerData = {
    url,
    games: games.map(({ player, stateId, controls }) => ({
      token: player.accessToken,
      stateId,
      controls: controls.map(({ id, secretCode }) => ({ id, secretCode })),
    })),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    worker.once('message', (elapsedMs: number) => resolve(elapsedMs));
    worker.once('error', reject);
  });
}

async function punchThroughput(api: ApiHarness) {
  const editor = await api.user('editor');
  const overHttp = await loadedGames(api, editor.sub, PLAYERS_UNDER_LOAD);
  const direct = await loadedGames(api, editor.sub, PLAYERS_UNDER_LOAD);
  const total = PLAYERS_UNDER_LOAD * PUNCHES_PER_PLAYER;

  const httpMs = await punchesFromAnotherThread(api.url, overHttp);

  const pageTokens = await loadPageTokens(api.database.db);
  const directMs = await timed(async () => {
    await Promise.all(
      direct.map(async ({ player, stateId, controls }) => {
        const user: AuthenticatedUser = {
          sub: player.sub,
          email: player.email,
          name: 'Bench',
          nickname: player.nickname,
          groups: [],
          isAdmin: false,
          isEditor: false,
          publishResults: 'PUBLIC',
          tokenUse: 'access',
        };
        const context = { user, db: api.database.db, now: () => new Date(), pageTokens };
        for (const control of controls) {
          await punchAtControl(context, {
            controlId: control.id,
            gameStateId: stateId,
            controlSecretCode: control.secretCode,
          });
        }
      }),
    );
  });
  return {
    total,
    httpPerSecond: (total / httpMs) * 1000,
    directPerSecond: (total / directMs) * 1000,
  };
}

/** 50,000 players, 20 punches each, in 2 of 10 game areas: their week, month and year sums. */
async function fillScores(api: ApiHarness) {
  await api.database.db.execute(sql`
    INSERT INTO game_scores
      (owner_type, owner, period, current_period, game_geo_hash, state, score_type, league_id,
       owner_nick_name, score)
    SELECT 'USER', 'player-' || p, per.period, per.key,
           (ARRAY['u4pruydqqv','u4pruyf000','u4prvz1234','u4xbcdefgh','u4xb000000',
                  'u5q0000000','u5q1111111','u4pr000000','u4x0000000','u5r2222222'])[1 + (p + a) % 10],
           'PUBLIC', 'POINT_COUNT', 'NONE', 'nick' || p, 10 + (p * 7 + a) % 40
    FROM generate_series(1, 50000) AS p,
         (VALUES ('WEEK', '2026-W48'), ('MONTH', '2026-11'), ('YEAR', '2026')) AS per(period, key),
         (VALUES (0), (3)) AS areas(a)`);
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets the
  // ranking read the covering index alone.
  await api.database.db.execute(sql`VACUUM ANALYZE game_scores`);
}

async function rankingLatency(api: ApiHarness) {
  const player = await api.user('player');
  await fillScores(api);
  // PGlite runs in this process: the bulk insert held the event loop past the HTTP keep-alive
  // timeout. Let the closed sockets settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const query = `query ($p: String!) {
    listGameScoreRanking(period: "WEEK", currentPeriod: "2026-W48", gameGeoHash: $p, limit: 20) {
      items { owner score ownerNickName } nextToken } }`;
  const prefixes = ['u4pr', 'u4xb', 'u5q0', 'u4p'];
  for (const prefix of prefixes) await player.gql(query, { p: prefix }); // warm up
  const times: number[] = [];
  for (let i = 0; i < RANKING_QUERIES; i += 1) {
    const prefix = prefixes[i % prefixes.length]!;
    times.push(
      await timed(async () => {
        const answer = await player.gql<{ listGameScoreRanking: { items: unknown[] } }>(query, {
          p: prefix,
        });
        if (answer.errors || !answer.data?.listGameScoreRanking.items.length) {
          throw new Error(`ranking failed: ${JSON.stringify(answer.errors)}`);
        }
      }),
    );
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchApi(): Promise<void> {
  let postgresUrl = '';
  const stopPostgres = await startPostgres({
    provide: (_key: string, value: string) => {
      postgresUrl = value;
    },
  } as unknown as TestProject);
  try {
    console.log('');
    console.log('Game API (2 shared cores; medians of one run each, side by side)');
    console.log('');
    console.log(
      '| database | punches | via HTTP+GraphQL+auth /s | direct /s | ratio (goal >= 0.5) | ranking p50 ms | ranking p95 ms (goal < 25 on PostgreSQL) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const kind of ['pglite', 'postgres'] as DatabaseKind[]) {
      const api = await startApi(kind, { postgresUrl });
      try {
        const punches = await punchThroughput(api);
        const ranking = await rankingLatency(api);
        console.log(
          `| ${kind} | ${punches.total} | ${punches.httpPerSecond.toFixed(0)} | ${punches.directPerSecond.toFixed(0)} | ${(punches.httpPerSecond / punches.directPerSecond).toFixed(2)} | ${ranking.p50.toFixed(1)} | ${ranking.p95.toFixed(1)} |`,
        );
      } finally {
        await api.close();
      }
    }
  } finally {
    stopPostgres();
  }
}
