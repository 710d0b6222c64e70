/**
 * The game API under load, side by side in one run, on PGlite and on a real PostgreSQL:
 * 1. punchAtControl throughput through HTTP + GraphQL + token check, against the same database
 *    work done directly (the punch service's transaction, no HTTP, GraphQL or token);
 * 2. the p50/p95 of a ranking query (listGameScoreRanking for one map area, through HTTP as a
 *    phone asks it, and the repository's query alone) over scores summed from 1,000,000 punches
 *    by 50,000 players. Scores are summed when a punch is accepted (one row per owner, period and
 *    game geohash: 300,000 rows in `game_scores`, and per owner and area up to a precision-4
 *    cell in `game_score_areas`), so the tables hold those sums.
 *
 * The HTTP load comes from another thread through node:http with keep-alive connections, the
 * lightest client Node has: on a machine of two cores the client's own work competes with the
 * server's, and a phone's work is not the server's.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { loadPageTokens } from '../server/graphql/page-token.ts';
import { punchAtControl } from '../server/play/punch.service.ts';
import {
  AREA_SUM_PRECISION,
  createGameScoreRepository,
} from '../server/scores/game-score.repository.ts';
import type { ApiHarness } from '../tests/server/support/api-harness.ts';
import { areaRankingFilter } from '../tests/server/support/area-ranking.ts';
import { arrangeGame, codeOnly } from '../tests/server/support/play-world.ts';
import { directContext } from './direct-context.ts';
import { measured, median, percentile, timed } from './stats.ts';
import { onEachDatabase } from './with-postgres.ts';

const PLAYERS_UNDER_LOAD = 8;
const PUNCHES_PER_PLAYER = 60;
const PUNCH_ROUNDS = 3;
const RANKING_QUERIES = 200;

/**
 * Games of one code-punched level, one per player, each with its state. The level has one control
 * more than the bench punches and needs them all, so it never completes under load; a level that
 * cannot be completed at all is refused at the start (GAME_NOT_PLAYABLE).
 */
async function loadedGames(api: ApiHarness, ownerSub: string, players: number) {
  const games = [];
  for (let i = 0; i < players; i += 1) {
    const game = await arrangeGame(api.database.db, {
      owner: ownerSub,
      levels: [codeOnly(PUNCHES_PER_PLAYER + 1, PUNCHES_PER_PLAYER + 1)],
    });
    const player = await api.user('player');
    const answer = await player.gql<{ startNewGame: { id: string }[] }>(
      'mutation ($g: ID!, $d: ID!) { startNewGame(gameId: $g, gameDefinitionId: $d) { id } }',
      { g: randomUUID(), d: game.id },
    );
    const stateId = answer.data?.startNewGame?.[0]?.id;
    if (!stateId) throw new Error(`start refused: ${JSON.stringify(answer.errors)}`);
    games.push({
      player,
      stateId,
      controls: game.levels[0]!.controls.slice(0, PUNCHES_PER_PLAYER),
    });
  }
  return games;
}

/**
 * The HTTP load comes from a worker thread, as a phone would send it from elsewhere: on the
 * server's own thread the client's work would be counted against the server. Returns elapsed ms.
 */
const LOAD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const MUTATION = 'mutation ($c: ID!, $s: ID!, $k: String) { punchAtControl(controlId: $c, ' +
  'gameStateId: $s, controlSecretCode: $k) { controlVisit { id } gameStates { id progress } } }';
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.games.length });
function post(token, payload) {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(JSON.stringify(payload));
    const request = http.request(workerData.url + '/graphql', {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: token },
    }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
(async () => {
  const start = performance.now();
  await Promise.all(workerData.games.map(async (game) => {
    for (const control of game.controls) {
      const answer = await post(game.token, { query: MUTATION, variables: { c: control.id, s: game.stateId, k: control.secretCode } });
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    }
  }));
  parentPort.postMessage(performance.now() - start);
  agent.destroy();
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

/** The same punches done directly: the punch service's transaction, no HTTP, GraphQL or token. */
async function punchesDirectly(
  api: ApiHarness,
  games: Awaited<ReturnType<typeof loadedGames>>,
): Promise<number> {
  const pageTokens = await loadPageTokens(api.database.db);
  return timed(async () => {
    await Promise.all(
      games.map(async ({ player, stateId, controls }) => {
        const context = directContext(api, player, 'player', pageTokens);
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
}

/**
 * PUNCH_ROUNDS rounds, each with fresh games on both sides, HTTP and direct back to back (the
 * order alternating), so a change in the machine's load hits both sides of a round alike. The
 * medians of the rounds, and the median of the rounds' ratios.
 */
async function punchThroughput(api: ApiHarness) {
  const editor = await api.user('editor');
  const total = PLAYERS_UNDER_LOAD * PUNCHES_PER_PLAYER;
  const rounds: { http: number; direct: number; busy: number }[] = [];
  for (let round = 0; round < PUNCH_ROUNDS; round += 1) {
    const overHttp = await loadedGames(api, editor.sub, PLAYERS_UNDER_LOAD);
    const direct = await loadedGames(api, editor.sub, PLAYERS_UNDER_LOAD);
    const httpSide = () => measured(() => punchesFromAnotherThread(api.url, overHttp));
    const directSide = () => measured(() => punchesDirectly(api, direct));
    const [http, directly] =
      round % 2 === 0
        ? [await httpSide(), await directSide()]
        : await directSide().then(async (d) => [await httpSide(), d] as const);
    rounds.push({
      http: (total / http.result) * 1000,
      direct: (total / directly.result) * 1000,
      busy: (http.machineBusy + directly.machineBusy) / 2,
    });
  }
  return {
    total,
    httpPerSecond: median(rounds.map((r) => r.http)),
    directPerSecond: median(rounds.map((r) => r.direct)),
    ratio: median(rounds.map((r) => r.http / r.direct)),
    ratios: rounds.map((r) => (r.http / r.direct).toFixed(2)).join(' '),
    machineBusy: median(rounds.map((r) => r.busy)),
  };
}

/** 50,000 players, 20 punches each, in 2 of 10 game areas: their week, month and year sums. */
export async function fillScores(api: ApiHarness) {
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
  // The area sums the punches would have added to as well (the statement migration 0006 fills
  // them with from the scores stored before it).
  await api.database.db.execute(sql`
    INSERT INTO game_score_areas
      (owner_type, owner, period, current_period, area, state, score_type, league_id,
       owner_nick_name, score, created_at, updated_at)
    SELECT owner_type, owner, period, current_period, left(game_geo_hash, precision), state,
           score_type, league_id, (array_agg(owner_nick_name ORDER BY updated_at DESC))[1],
           sum(score), min(created_at), max(updated_at)
    FROM game_scores, generate_series(0, ${AREA_SUM_PRECISION}) AS precisions(precision)
    WHERE length(game_geo_hash) >= precision AND owner LIKE 'player-%'
    GROUP BY owner_type, owner, period, current_period, left(game_geo_hash, precision), state,
             score_type, league_id`);
  // What autovacuum does after a bulk load: statistics, and the visibility map that lets a
  // ranking read a covering index alone.
  await api.database.db.execute(sql`VACUUM ANALYZE game_scores`);
  await api.database.db.execute(sql`VACUUM ANALYZE game_score_areas`);
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
  // The repository's query alone (no HTTP, GraphQL or token): what the database part costs.
  const scores = createGameScoreRepository(api.database.db);
  const queryTimes: number[] = [];
  for (let i = 0; i < RANKING_QUERIES; i += 1) {
    const prefix = prefixes[i % prefixes.length]!;
    queryTimes.push(
      await timed(async () => {
        const rows = await scores.ranking(areaRankingFilter(prefix, { count: 21 }));
        if (rows.length === 0) throw new Error('empty ranking');
      }),
    );
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    queryP50: percentile(queryTimes, 50),
    queryP95: percentile(queryTimes, 95),
  };
}

export async function benchApi(): Promise<void> {
  console.log('');
  console.log(
    `Game API (${os.availableParallelism()} cores; punches: medians of ${PUNCH_ROUNDS} rounds, HTTP and direct side by side in each; ranking: ${RANKING_QUERIES} queries)`,
  );
  console.log('');
  console.log(
    '| database | punches | via HTTP+GraphQL+auth /s | direct /s | ratio (goal >= 0.5) | ratio per round | machine CPU busy | ranking p50 ms | ranking p95 ms (goal < 25 on PostgreSQL) | ranking query alone p50 / p95 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  await onEachDatabase(async (api, kind) => {
    const punches = await punchThroughput(api);
    const ranking = await rankingLatency(api);
    console.log(
      `| ${kind} | ${punches.total} x ${PUNCH_ROUNDS} | ${punches.httpPerSecond.toFixed(0)} | ${punches.directPerSecond.toFixed(0)} | ${punches.ratio.toFixed(2)} | ${punches.ratios} | ${(punches.machineBusy * 100).toFixed(0)}% | ${ranking.p50.toFixed(1)} | ${ranking.p95.toFixed(1)} | ${ranking.queryP50.toFixed(1)} / ${ranking.queryP95.toFixed(1)} |`,
    );
  });
}
