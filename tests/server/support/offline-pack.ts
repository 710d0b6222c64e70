/**
 * The offline pack a player's phone holds for a game arranged on the test server (play-world.ts),
 * as src/offline/pack-download.ts stores it: levels and level controls, never a secret code; and a
 * start of it recorded on the phone.
 */
import { randomUUID } from 'node:crypto';
import type { MapGameDb, StoredGame } from '../../../src/offline/db';
import { recordStart, type StartAttempt } from '../../../src/offline/outbox';
import { levelRules, type ArrangedGame, type LevelSpec } from './play-world';

/** The offline pack a player's phone holds for an arranged game (no secret codes). */
export function packOf(game: ArrangedGame, specs: LevelSpec[]): StoredGame {
  return {
    gameDefinitionId: game.id,
    name: 'Test game',
    type: specs.length > 1 ? 'levels' : 'classic',
    startLat: null,
    startLng: null,
    startGeoHash: game.startGeoHash,
    levels: game.levels.map((level, index) => {
      return {
        id: level.id,
        name: `Level ${level.order}`,
        description: null,
        order: level.order,
        ...levelRules(specs[index]!),
      };
    }),
    levelControls: game.levels.flatMap((level) =>
      level.controls.map((control, n) => ({
        id: randomUUID(),
        gameLevelId: level.id,
        controlId: control.id,
        points: control.points,
        visualCode: `${100 + n}`,
        ...control.position,
      })),
    ),
    omaps: [],
    storedAt: Date.now(),
    v: 1,
  };
}

/** `owner` starts `game` on the phone (the start waits in its outbox); a refusal throws its code. */
export async function startOnPhone(
  db: MapGameDb,
  owner: string,
  game: { id: string },
  now = Date.now(),
  newId: () => string = randomUUID,
): Promise<Extract<StartAttempt, { ok: true }>> {
  const start = await recordStart(db, { owner, gameDefinitionId: game.id, now, newId });
  if (!start.ok) throw new Error(start.code);
  return start;
}
