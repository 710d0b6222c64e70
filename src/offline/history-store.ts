/**
 * The player's history on this phone, for the screens that show it from every device (/punches,
 * /game-state, the home): what the server held when last asked (kept in the `settings` table
 * under `server-history:<owner>`, so the history shows without signal), and what the phone
 * itself holds (its outbox's punches, the games its outbox and states speak of, the packs' game
 * names). Nothing here decides which side wins: the domain's history-merge.ts does.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import {
  fetchServerHistory,
  type HistoryGameState,
  type HistoryVisit,
  type ServerHistory,
} from '../api/history-api';
import { GameProgress } from '../domain/game-progress';
import {
  isUnsent,
  type PhoneGame,
  type ServerGameState,
  type ServerPunch,
} from '../domain/history-merge';
import { mapGameDb, type MapGameDb, type OutboxEntry, type PunchEntry } from './db';

/** The server's history as last fetched, with when (device clock, ms). */
export interface StoredServerHistory {
  fetchedAt: number;
  history: ServerHistory;
}

const storedSchema = v.object({
  fetchedAt: v.number(),
  history: v.object({
    states: v.array(v.looseObject({ id: v.string(), gameId: v.string() })),
    visits: v.array(v.looseObject({ id: v.string(), gameStateGameId: v.string() })),
    games: v.record(v.string(), v.looseObject({ name: v.string() })),
    truncated: v.boolean(),
  }),
});

const keyOf = (owner: string) => `server-history:${owner}`;

/** The last fetched server history of `owner`, or null (never fetched, or an unreadable record). */
export async function readServerHistory(
  db: MapGameDb,
  owner: string,
): Promise<StoredServerHistory | null> {
  const row = await db.settings.get(keyOf(owner));
  // A record of an older shape is left unread: the next fetch replaces it.
  return row && v.is(storedSchema, row.value) ? (row.value as StoredServerHistory) : null;
}

/**
 * Asks the server for `owner`'s whole history and keeps it on the phone; the names of games the
 * phone already knows (its packs, the last fetch) are not asked for again.
 */
export async function refreshServerHistory(
  owner: string,
  options: {
    now?: () => number;
    db?: MapGameDb;
    fetchHistory?: typeof fetchServerHistory;
  } = {},
): Promise<StoredServerHistory> {
  const { now = Date.now, db = mapGameDb(), fetchHistory = fetchServerHistory } = options;
  const before = await readServerHistory(db, owner);
  const history = await fetchHistory(owner, new Set(Object.keys(before?.history.games ?? {})));
  const stored: StoredServerHistory = {
    fetchedAt: now(),
    history: { ...history, games: { ...before?.history.games, ...history.games } },
  };
  await db.settings.put({ key: keyOf(owner), value: stored });
  return stored;
}

/** A server punch as the merge reads it, with the visit as the server answered it. */
export interface StoredServerPunch extends ServerPunch {
  visit: HistoryVisit;
}

/** A server game state as the merge reads it (times in ms), with the state as answered. */
export interface StoredServerState extends ServerGameState {
  state: HistoryGameState;
}

function timeOf(iso: string | null | undefined): number | null {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

export function serverPunchesOf(history: ServerHistory): StoredServerPunch[] {
  return history.visits.map((visit) => ({
    id: visit.id,
    gameId: visit.gameStateGameId,
    punchedAt: timeOf(visit.punchedAt) ?? timeOf(visit.createdAt) ?? 0,
    visit,
  }));
}

export function serverStatesOf(history: ServerHistory): StoredServerState[] {
  return history.states.map((state) => ({
    gameId: state.gameId,
    gameDefinitionId: state.gameDefinitionId,
    progress: state.progress,
    cancelledAt: timeOf(state.cancelledAt),
    createdAt: timeOf(state.createdAt) ?? 0,
    state,
  }));
}

/** What the phone itself holds of `owner`'s play. */
export interface PhoneHistory {
  punches: PunchEntry[];
  games: PhoneGame[];
  /** Game names from the phone's offline packs, by game definition id. */
  names: Record<string, string>;
}

function definitionOf(entries: readonly OutboxEntry[]): string | undefined {
  for (const entry of entries) if (entry.kind !== 'cancel') return entry.gameDefinitionId;
  return undefined;
}

/** Reads what the phone holds of `owner`'s play in one transaction. */
export async function readPhoneHistory(db: MapGameDb, owner: string): Promise<PhoneHistory> {
  return db.transaction('r', [db.outbox, db.gameStates, db.games], async () => {
    const [entries, states] = await Promise.all([
      db.outbox.where('owner').equals(owner).toArray(),
      db.gameStates.where('owner').equals(owner).toArray(),
    ]);
    const gameIds = new Set([...entries, ...states].map((record) => record.gameId));
    const games: PhoneGame[] = [];
    for (const gameId of gameIds) {
      const gameEntries = entries.filter((entry) => entry.gameId === gameId);
      const gameStates = states.filter((state) => state.gameId === gameId);
      // A start the server refused made no game.
      if (gameEntries.some((entry) => entry.kind === 'start' && entry.status === 'refused')) {
        continue;
      }
      const gameDefinitionId = gameStates[0]?.gameDefinitionId ?? definitionOf(gameEntries);
      if (gameDefinitionId === undefined) continue;
      games.push({
        gameId,
        gameDefinitionId,
        ongoing: gameStates.some((state) => state.progress === GameProgress.ONGOING),
        cancelled: gameEntries.some(
          (entry) => entry.kind === 'cancel' && entry.status !== 'refused',
        ),
        unsent: gameEntries.some((entry) => isUnsent(entry.status)),
        lastAt: Math.max(
          0,
          ...gameEntries.map((entry) => entry.madeAt),
          ...gameStates.map((state) => state.createdAt),
        ),
      });
    }
    const definitionIds = [...new Set(games.map((game) => game.gameDefinitionId))];
    const packs = await db.games.bulkGet(definitionIds);
    const names: Record<string, string> = {};
    for (const pack of packs) if (pack) names[pack.gameDefinitionId] = pack.name;
    return {
      punches: entries.filter((entry): entry is PunchEntry => entry.kind === 'punch'),
      games,
      names,
    };
  });
}

/** Both sides of `owner`'s history, read live (undefined while read). */
export function useStoredHistory(
  owner: string,
): { phone: PhoneHistory; server: StoredServerHistory | null } | undefined {
  return useLiveQuery(async () => {
    const db = mapGameDb();
    const [phone, server] = await Promise.all([
      readPhoneHistory(db, owner),
      readServerHistory(db, owner),
    ]);
    return { phone, server };
  }, [owner]);
}
