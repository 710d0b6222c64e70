/**
 * The organiser's view (`gameControlActivity`, issue 18) over a game of 100 controls and 100,000
 * punches (1,000 players who each punched every control over the last 60 days), beside another
 * game of as many punches that the view must not read, with code tries and open reports: the
 * median of ROUNDS queries through HTTP + GraphQL + token as the organiser's phone asks it, and of
 * the service alone (its three statements, no HTTP), on PGlite and PostgreSQL side by side;
 * PGlite both as loaded and vacuumed (see `measure`). Goal: under 200 ms. The rows are written by bulk SQL, not through the API.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { gameControlActivity } from '../server/activity/control-activity.service.ts';
import { maintainDatabase } from '../server/db/maintenance.ts';
import { loadPageTokens } from '../server/graphql/page-token.ts';
import type { ApiHarness, DatabaseKind } from '../tests/server/support/api-harness.ts';
import { arrangeGame, codeOnly } from '../tests/server/support/play-world.ts';
import { directContext } from './direct-context.ts';
import { median, timed } from './stats.ts';
import { onEachDatabase } from './with-postgres.ts';

const CONTROLS = 100;
const PLAYERS = 1000;
const ROUNDS = 50;
const GOAL_MS = 200;

const QUERY = `query ($g: ID!) { gameControlActivity(gameDefinitionId: $g) {
  currentWeek
  controls { controlId visualCode punchesThisWeek punchesTotal lastPunchedAt wrongCodeTries
    rightCodePunches flags openReports { id kind note lat lng reporterNickName reportedAt } }
  weeks { week playersStarted playersCompleted } } }`;

/**
 * PLAYERS games of `gameId`'s only level, every one complete, each with a punch at every control
 * (CONTROLS x PLAYERS rows), started and punched over the last 60 days.
 */
async function fillGame(api: ApiHarness, gameId: string, levelId: string, prefix: string) {
  const db = api.database.db;
  await db.execute(sql`
    insert into game_states (id, game_id, game_definition_id, game_level_id, owner, progress,
                             game_started_at, created_at, updated_at)
    select ${prefix} || '-state-' || p, ${prefix} || '-game-' || p, ${gameId}, ${levelId},
           ${prefix} || '-player-' || p, 'COMPLETE',
           now() - (p % 60) * interval '1 day', now() - (p % 60) * interval '1 day',
           now() - (p % 60) * interval '1 day' + interval '2 hours'
    from generate_series(1, ${PLAYERS}) as p`);
  await db.execute(sql`
    insert into control_visits (id, game_state_id, game_state_game_id, control_id,
                                control_visual_code, control_points, method, owner, punched_at)
    select ${prefix} || '-visit-' || p || '-' || l.control_id, ${prefix} || '-state-' || p,
           ${prefix} || '-game-' || p, l.control_id, c.visual_code, l.points,
           case when (p + c.visual_code::int) % 3 = 0 then 'CODE' else 'GPS' end,
           ${prefix} || '-player-' || p,
           now() - (p % 60) * interval '1 day' + (c.visual_code::int) * interval '1 minute'
    from generate_series(1, ${PLAYERS}) as p
    join game_level_controls l on l.game_level_id = ${levelId}
    join controls c on c.id = l.control_id`);
  // Wrong codes by a tenth of the players, and an open report on every tenth control.
  await db.execute(sql`
    insert into control_code_tries (owner, control_id, recent_wrong_at, wrong_total,
                                    refused_total, last_outcome, last_try_at)
    select ${prefix} || '-player-' || p, l.control_id, array[now()]::timestamptz[], 1 + p % 4, 0,
           'WRONG', now()
    from generate_series(1, ${PLAYERS / 10}) as p
    join game_level_controls l on l.game_level_id = ${levelId}`);
  await db.execute(sql`
    insert into post_reports (id, owner, control_id, game_definition_id, kind, note, lat, lng,
                              accuracy, reported_at)
    select gen_random_uuid(), ${prefix} || '-player-' || row_number() over (), l.control_id,
           ${gameId}, 'MISSING', 'Not at the boulder', 58.46, 8.77, 5, now()
    from game_level_controls l join controls c on c.id = l.control_id
    where l.game_level_id = ${levelId} and c.visual_code::int % 10 = 0`);
}

async function arrangeBench(api: ApiHarness, owner: string) {
  const games = [];
  for (const prefix of ['bench', 'other']) {
    const game = await arrangeGame(api.database.db, {
      owner,
      levels: [codeOnly(CONTROLS, CONTROLS)],
    });
    const level = game.levels[0]!;
    // Visual codes 31..130, as a course setter numbers posts.
    await api.database.db.execute(sql`
      update controls set visual_code = (30 + n)::text
      from (select control_id, row_number() over (order by id) as n
            from game_level_controls where game_level_id = ${level.id}) as numbered
      where controls.id = numbered.control_id`);
    await fillGame(api, game.id, level.id, prefix);
    games.push(game);
  }
  return games[0]!;
}

type Timing = { http: number; direct: number; worst: number };

/**
 * The view's medians on `kind`. PostgreSQL is measured after the vacuum its autovacuum would
 * run; PGlite runs no autovacuum (one process, no background workers), so it is measured as
 * loaded too, where the punch figures cannot be read from the index alone (no visibility map),
 * and then after the maintenance the server runs on it (server/db/maintenance.ts).
 */
async function measure(api: ApiHarness, kind: DatabaseKind) {
  const owner = await api.user('editor');
  const game = await arrangeBench(api, owner.sub);
  const viaHttp = async () => {
    const answer = await owner.gql<{ gameControlActivity: { controls: unknown[] } }>(QUERY, {
      g: game.id,
    });
    if (answer.errors || answer.data?.gameControlActivity.controls.length !== CONTROLS) {
      throw new Error(`the view failed: ${JSON.stringify(answer.errors)}`);
    }
  };
  const context = directContext(api, owner, 'editor', await loadPageTokens(api.database.db));
  const direct = async () => {
    const view = await gameControlActivity(context, game.id);
    if (view.controls.length !== CONTROLS) throw new Error('the view lost controls');
  };
  const rounds = async (): Promise<Timing> => {
    // PGlite runs in this process: let sockets a bulk statement kept waiting settle first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await viaHttp(); // warm up
    await direct();
    const http: number[] = [];
    const alone: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      http.push(await timed(viaHttp));
      alone.push(await timed(direct));
    }
    return { http: median(http), direct: median(alone), worst: Math.max(...http) };
  };
  const asLoaded = kind === 'pglite' ? await rounds() : undefined;
  // What autovacuum does on PostgreSQL and the server's maintenance on PGlite (every 10 min).
  await maintainDatabase(api.database.db);
  return { asLoaded, vacuumed: await rounds() };
}

export async function benchOrganiserView(): Promise<void> {
  // On a shared machine the figures are only as good as its load: say how busy it was.
  const loadBefore = os.loadavg()[0] ?? 0;
  const { pglite, postgres } = await onEachDatabase(measure);
  const columns: [string, Timing][] = [
    ['PGlite as loaded, before the server maintains it (not the goal)', pglite.asLoaded!],
    ['PGlite after the maintenance (VACUUM ANALYZE, every 10 min)', pglite.vacuumed],
    ['PostgreSQL (after the vacuum autovacuum runs)', postgres.vacuumed],
  ];
  console.log('');
  console.log(
    `Organiser's view (${os.availableParallelism()} cores; a game of ${CONTROLS} controls and ${CONTROLS * PLAYERS} punches beside another as large; medians of ${ROUNDS} queries; goal < ${GOAL_MS} ms; load average ${loadBefore.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after)`,
  );
  console.log('');
  console.log(`| | ${columns.map(([name]) => name).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  const row = (name: string, pick: (timing: Timing) => number) =>
    console.log(`| ${name} | ${columns.map(([, t]) => pick(t).toFixed(1)).join(' | ')} |`);
  row('gameControlActivity via HTTP+GraphQL+auth, median ms', (t) => t.http);
  row('the service alone (3 statements), median ms', (t) => t.direct);
  row('via HTTP, slowest of the rounds ms', (t) => t.worst);
  if ([pglite.vacuumed, postgres.vacuumed].some((t) => t.http >= GOAL_MS)) process.exitCode = 1;
}
