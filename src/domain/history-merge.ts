/**
 * One history from every device: the player's punches and games as the server holds them (made
 * on any phone) merged with what this phone holds (its outbox and game states). Pure: times are
 * milliseconds since the epoch, everything comes in as arguments.
 *
 * The rules:
 * - each punch appears once, by its id (the client's idempotency key, the same on both sides);
 * - the phone's record wins while it is unsent (queued, or waiting for a sign-in): its state is
 *   what the player needs to know; a punch the server refused is only on the phone and stays
 *   with its reason; otherwise the server's record is the truth;
 * - a game is cancelled when the server recorded a cancel (`cancelledAt`) or the phone holds a
 *   cancel the server has not refused; else ongoing or completed by its states, the phone's
 *   while it has actions of the game still unsent, else the server's.
 */
import { GameProgress } from './game-progress';

/** Where a phone's outbox entry stands (src/offline's OutboxStatus). */
export type PhoneStatus = 'queued' | 'accepted' | 'refused' | 'sign-in-needed';

/** A punch as the phone's outbox holds it (only what the merge reads). */
export interface PhonePunch {
  readonly id: string;
  readonly gameId: string;
  readonly gameDefinitionId: string;
  readonly status: PhoneStatus;
  /** When the player made it (device clock). */
  readonly madeAt: number;
}

/** A punch as the server stored it (a control visit). */
export interface ServerPunch {
  readonly id: string;
  readonly gameId: string;
  /** When the device made it (its `punchedAt`). */
  readonly punchedAt: number;
}

/** A game state as the server holds it. */
export interface ServerGameState {
  readonly gameId: string;
  readonly gameDefinitionId: string;
  readonly progress: string;
  /** When the game was cancelled, or null. */
  readonly cancelledAt: number | null;
  readonly createdAt: number;
}

/** What the phone knows of one game besides its punches. */
export interface PhoneGame {
  readonly gameId: string;
  readonly gameDefinitionId: string;
  /** The phone's states of the game say it is still being played. */
  readonly ongoing: boolean;
  /** The phone holds a cancel of the game the server has not refused. */
  readonly cancelled: boolean;
  /** The phone holds actions of the game not yet answered by the server. */
  readonly unsent: boolean;
  /** The phone's last action or state of the game. */
  readonly lastAt: number;
}

export type GameOutcome = 'ongoing' | 'completed' | 'cancelled';

/** One punch of the merged history: the record that speaks for it, and the other if any. */
export type HistoryPunch<P extends PhonePunch, S extends ServerPunch> =
  | {
      readonly from: 'phone';
      readonly id: string;
      readonly madeAt: number;
      readonly phone: P;
      readonly server: S | null;
    }
  | {
      readonly from: 'server';
      readonly id: string;
      readonly madeAt: number;
      readonly phone: P | null;
      readonly server: S;
    };

export interface HistoryGame<P extends PhonePunch, S extends ServerPunch> {
  readonly gameId: string;
  /** The game definition played, or null when neither side names it. */
  readonly gameDefinitionId: string | null;
  /** Null when neither side holds the game's states (only punches are known). */
  readonly outcome: GameOutcome | null;
  /** The last activity of the game (for the order of the list). */
  readonly lastAt: number;
  /** The game's punches, newest first. */
  readonly punches: readonly HistoryPunch<P, S>[];
}

/** True while the phone's entry has not been answered: its state is the one to show. */
export function isUnsent(status: PhoneStatus): boolean {
  return status === 'queued' || status === 'sign-in-needed';
}

/**
 * How one game ended (or not), from the server's states of it and what the phone knows.
 *
 * @example
 * gameOutcome([{ ..., progress: 'COMPLETE', cancelledAt: 1700000000000 }], undefined); // 'cancelled'
 */
export function gameOutcome(
  serverStates: readonly ServerGameState[],
  phone: PhoneGame | undefined,
): GameOutcome | null {
  if (phone?.cancelled || serverStates.some((state) => state.cancelledAt !== null)) {
    return 'cancelled';
  }
  const fromPhone: GameOutcome | null = phone ? (phone.ongoing ? 'ongoing' : 'completed') : null;
  if (phone?.unsent || serverStates.length === 0) return fromPhone;
  return serverStates.some((state) => state.progress === GameProgress.ONGOING)
    ? 'ongoing'
    : 'completed';
}

/** The punches of both sides, each once, the record that speaks for it chosen by the rules. */
export function mergePunches<P extends PhonePunch, S extends ServerPunch>(
  phonePunches: readonly P[],
  serverPunches: readonly S[],
): HistoryPunch<P, S>[] {
  const onServer = new Map(serverPunches.map((punch) => [punch.id, punch]));
  const merged: HistoryPunch<P, S>[] = [];
  const seen = new Set<string>();
  for (const phone of phonePunches) {
    if (seen.has(phone.id)) continue;
    seen.add(phone.id);
    const server = onServer.get(phone.id) ?? null;
    merged.push(
      server === null || isUnsent(phone.status)
        ? { from: 'phone', id: phone.id, madeAt: phone.madeAt, phone, server }
        : { from: 'server', id: phone.id, madeAt: server.punchedAt, phone, server },
    );
  }
  for (const server of serverPunches) {
    if (seen.has(server.id)) continue;
    seen.add(server.id);
    merged.push({ from: 'server', id: server.id, madeAt: server.punchedAt, phone: null, server });
  }
  return merged;
}

function gameIdOf<P extends PhonePunch, S extends ServerPunch>(punch: HistoryPunch<P, S>) {
  return punch.from === 'phone' ? punch.phone.gameId : punch.server.gameId;
}

/**
 * The merged history grouped by game, the game with the newest activity first, each game's
 * punches newest first. Games known only by their states (no punch yet) are included.
 */
export function mergeHistory<P extends PhonePunch, S extends ServerPunch>(input: {
  phonePunches: readonly P[];
  serverPunches: readonly S[];
  serverStates: readonly ServerGameState[];
  phoneGames: readonly PhoneGame[];
}): HistoryGame<P, S>[] {
  const punches = mergePunches(input.phonePunches, input.serverPunches);
  const statesByGame = new Map<string, ServerGameState[]>();
  for (const state of input.serverStates) {
    statesByGame.set(state.gameId, [...(statesByGame.get(state.gameId) ?? []), state]);
  }
  const phoneGames = new Map(input.phoneGames.map((game) => [game.gameId, game]));
  const punchesByGame = new Map<string, HistoryPunch<P, S>[]>();
  for (const punch of punches) {
    const gameId = gameIdOf(punch);
    punchesByGame.set(gameId, [...(punchesByGame.get(gameId) ?? []), punch]);
  }
  const gameIds = new Set([...statesByGame.keys(), ...phoneGames.keys(), ...punchesByGame.keys()]);
  const games = [...gameIds].map((gameId): HistoryGame<P, S> => {
    const states = statesByGame.get(gameId) ?? [];
    const phone = phoneGames.get(gameId);
    const gamePunches = (punchesByGame.get(gameId) ?? []).sort((a, b) => b.madeAt - a.madeAt);
    const phonePunch = gamePunches.find((punch) => punch.phone !== null)?.phone;
    return {
      gameId,
      gameDefinitionId:
        states[0]?.gameDefinitionId ??
        phone?.gameDefinitionId ??
        phonePunch?.gameDefinitionId ??
        null,
      outcome: gameOutcome(states, phone),
      lastAt: Math.max(
        0,
        phone?.lastAt ?? 0,
        ...states.map((state) => Math.max(state.createdAt, state.cancelledAt ?? 0)),
        ...gamePunches.map((punch) => punch.madeAt),
      ),
      punches: gamePunches,
    };
  });
  return games.sort((a, b) => b.lastAt - a.lastAt || a.gameId.localeCompare(b.gameId));
}
