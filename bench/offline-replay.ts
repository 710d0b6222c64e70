/**
 * The outbox replay after reconnect, against the same punches sent directly: both sides against
 * the real server (PGlite) on loopback, one POST at a time, each awaited.
 *
 * Replay: a player's device (fake-indexeddb in Node, Dexie over it) holds the offline pack of a
 * game whose one level has `punches` code-punch controls and needs one more than that (so it
 * never completes); the game was started on the device and that start already synced; then
 * `punches` punches are recorded with the outbox's `recordPunch` while offline. Timed: one
 * `syncNow()` of the sync engine with its default fetch transport, which sends each entry, sorts
 * the answer and writes it back (the server's states replace the device's guesses).
 *
 * Direct: another player's game of another such level, started on the server; timed: the same
 * number of punchAtControl POSTs with the same document and variables, awaited one by one.
 *
 * After each side the server must hold exactly `punches` visits of that game.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { controlVisits } from '../server/db/schema/play.ts';
import { PUNCH_AT_CONTROL, type PunchAtControlVariables } from '../src/api/play-documents.ts';
import { createGraphqlRequest } from '../src/api/graphql-client.ts';
import type { GraphqlTransport } from '../src/api/pack-api.ts';
import { openMapGameDb, type MapGameDb } from '../src/offline/db.ts';
import { currentGame, recordPunch, recordStart } from '../src/offline/outbox.ts';
import { downloadPack } from '../src/offline/pack-download.ts';
import { createSyncEngine } from '../src/offline/sync-engine.ts';
import type { ApiHarness, ApiUser } from '../tests/server/support/api-harness.ts';
import {
  arrangeGame,
  codeOnly,
  startedState,
  type ArrangedGame,
} from '../tests/server/support/play-world.ts';
import { measured, median } from './stats.ts';

export interface ReplayResult {
  punches: number;
  rounds: number;
  replayMs: number;
  directMs: number;
  /** The median of the rounds' replay/direct ratios. */
  ratio: number;
  ratios: number[];
  machineBusy: number;
}

/** The player's GraphQL transport for the pack's game data (as the pack test makes it). */
export function playerTransport(api: ApiHarness, player: ApiUser): GraphqlTransport {
  return createGraphqlRequest(() => Promise.resolve(player.accessToken), {
    endpoint: `${api.url}/graphql`,
  });
}

/** Fails loudly unless the server holds exactly `expected` visits of the game. */
async function expectVisits(api: ApiHarness, gameId: string, expected: number, side: string) {
  const rows = await api.database.db
    .select({ id: controlVisits.id })
    .from(controlVisits)
    .where(eq(controlVisits.gameStateGameId, gameId));
  if (rows.length !== expected) {
    throw new Error(`${side}: the server holds ${rows.length} visits of the game, not ${expected}`);
  }
}

/** Deletes a benchmark's device database (fake-indexeddb keeps it in memory otherwise). */
export async function dropDb(db: MapGameDb): Promise<void> {
  db.close();
  await db.delete();
}

/**
 * A device with `game`'s pack, the game started and that start synced, and one queued punch for
 * each of the first `punches` controls of its level: answers the database, the engine and the
 * game's id.
 */
async function deviceWithQueuedPunches(api: ApiHarness, game: ArrangedGame, punches: number) {
  const player = await api.user('player');
  const db = openMapGameDb(`bench-replay-${randomUUID()}`);
  await downloadPack(db, {
    gameDefinitionId: game.id,
    minZoom: 0,
    maxZoom: 0,
    baseLayers: [],
    transport: playerTransport(api, player),
    origin: api.url,
  });
  const engine = createSyncEngine({
    db,
    session: () => Promise.resolve({ sub: player.sub, token: player.accessToken }),
    endpoint: `${api.url}/graphql`,
  });
  const started = await recordStart(db, {
    owner: player.sub,
    gameDefinitionId: game.id,
    now: Date.now(),
    newId: randomUUID,
  });
  if (!started.ok) throw new Error(`replay: the start was refused on the device: ${started.code}`);
  const startSync = await engine.syncNow();
  if (startSync.accepted !== 1)
    throw new Error(`replay: start not synced ${JSON.stringify(startSync)}`);
  const state = (await currentGame(db, player.sub))?.current;
  if (!state) throw new Error('replay: no ongoing state on the device after the start');
  for (const control of punchedControls(game, punches)) {
    const attempt = await recordPunch(db, {
      owner: player.sub,
      gameStateId: state.id,
      controlId: control.id,
      method: 'CODE',
      code: control.secretCode,
      now: Date.now(),
      newId: randomUUID,
    });
    if (!attempt.ok) throw new Error(`replay: a punch was refused on the device: ${attempt.code}`);
  }
  return { db, engine, gameId: started.gameId };
}

/** The controls both sides punch: all but the level's last, so the level stays open. */
function punchedControls(game: ArrangedGame, punches: number) {
  return game.levels[0]!.controls.slice(0, punches);
}

async function replaySide(api: ApiHarness, game: ArrangedGame, punches: number) {
  const device = await deviceWithQueuedPunches(api, game, punches);
  try {
    const run = await measured(() => device.engine.syncNow());
    if (run.result.accepted !== punches || run.result.sent !== punches) {
      throw new Error(`replay: the engine answered ${JSON.stringify(run.result)}`);
    }
    await expectVisits(api, device.gameId, punches, 'replay');
    return run;
  } finally {
    device.engine.stop();
    await dropDb(device.db);
  }
}

/** The same punches as a client sending each directly (the engine's document and variables). */
async function directSide(api: ApiHarness, game: ArrangedGame, punches: number) {
  const player = await api.user('player');
  const state = await startedState(player, game.id);
  const run = await measured(async () => {
    for (const control of punchedControls(game, punches)) {
      const variables: PunchAtControlVariables = {
        id: randomUUID(),
        controlId: control.id,
        gameStateId: state.id,
        controlSecretCode: control.secretCode,
        lat: null,
        lng: null,
        accuracy: null,
        punchedAt: new Date().toISOString(),
        nextGameStateId: randomUUID(),
      };
      const response = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: player.accessToken },
        body: JSON.stringify({ query: PUNCH_AT_CONTROL, variables }),
      });
      const body = JSON.parse(await response.text()) as { errors?: unknown };
      if (!response.ok || body.errors) throw new Error(`direct: ${JSON.stringify(body.errors)}`);
    }
  });
  await expectVisits(api, state.gameId, punches, 'direct');
  return run;
}

/**
 * `rounds` rounds, replay and direct back to back with the order alternating, so a change in the
 * machine's load hits both sides of a round alike.
 */
export async function benchReplay(
  api: ApiHarness,
  options: { punches: number; rounds: number },
): Promise<ReplayResult> {
  const editor = await api.user('editor');
  // One control more than the punches, all of them needed: the level is playable (its controls
  // can complete it) and stays open through every punch, so each lands on the same level.
  const level = () => codeOnly(options.punches + 1, options.punches + 1);
  const replayGame = await arrangeGame(api.database.db, { owner: editor.sub, levels: [level()] });
  const directGame = await arrangeGame(api.database.db, { owner: editor.sub, levels: [level()] });
  const rounds: { replay: number; direct: number; busy: number }[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const replay = () => replaySide(api, replayGame, options.punches);
    const direct = () => directSide(api, directGame, options.punches);
    const [r, d] =
      round % 2 === 0
        ? [await replay(), await direct()]
        : await direct().then(async (first) => [await replay(), first] as const);
    rounds.push({ replay: r.ms, direct: d.ms, busy: (r.machineBusy + d.machineBusy) / 2 });
  }
  const ratios = rounds.map((r) => r.replay / r.direct);
  return {
    punches: options.punches,
    rounds: options.rounds,
    replayMs: median(rounds.map((r) => r.replay)),
    directMs: median(rounds.map((r) => r.direct)),
    ratio: median(ratios),
    ratios,
    machineBusy: median(rounds.map((r) => r.busy)),
  };
}
