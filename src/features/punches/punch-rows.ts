/**
 * The rows /punches shows, from the merged history (src/domain/history-merge.ts): per game its
 * name and how it ended, per punch the control, how and when it was punched, where it stands
 * (the phone's state while unsent or refused, else accepted by the server) and its position
 * (for the GPX export). A punch made on another device has no method on record.
 */
import type { HistoryGame, GameOutcome } from '../../domain/history-merge';
import type { PunchEntry } from '../../offline/db';
import type { StoredServerPunch } from '../../offline/history-store';
import { punchState, type PunchState } from './punch-state';

export interface PunchRow {
  id: string;
  label: string;
  method: 'GPS' | 'CODE' | null;
  madeAt: number;
  state: PunchState;
  position: { lat: number; lng: number; accuracyMeters: number | null } | null;
  /** Made on another device (or before this phone's data was cleared). */
  elsewhere: boolean;
}

export interface PunchGroup {
  gameId: string;
  /** The game's name, or null when neither the phone nor the server names it. */
  name: string | null;
  outcome: GameOutcome | null;
  punches: PunchRow[];
}

function positionOf(
  phone: PunchEntry | null,
  server: StoredServerPunch | null,
): PunchRow['position'] {
  if (phone?.fix) return phone.fix;
  const visit = server?.visit;
  if (visit && visit.lat !== null && visit.lng !== null) {
    return { lat: visit.lat, lng: visit.lng, accuracyMeters: visit.accuracy };
  }
  return null;
}

/** The groups of `history` that hold punches, each with its rows, in the history's order. */
export function punchGroups(
  history: readonly HistoryGame<PunchEntry, StoredServerPunch>[],
  names: Readonly<Record<string, string>>,
): PunchGroup[] {
  return history
    .filter((game) => game.punches.length > 0)
    .map((game) => ({
      gameId: game.gameId,
      name: game.gameDefinitionId === null ? null : (names[game.gameDefinitionId] ?? null),
      outcome: game.outcome,
      punches: game.punches.map((punch): PunchRow => {
        const { phone, server } = punch;
        return {
          id: punch.id,
          label:
            phone?.controlVisualCode ??
            server?.visit.controlVisualCode ??
            phone?.controlId ??
            server?.visit.controlId ??
            '',
          method: phone?.method ?? null,
          madeAt: punch.madeAt,
          state: punch.from === 'phone' ? punchState(punch.phone) : { kind: 'accepted' },
          position: positionOf(phone, server),
          elsewhere: phone === null,
        };
      }),
    }));
}
