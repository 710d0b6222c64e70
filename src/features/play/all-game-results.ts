/**
 * The results of every game the player ended, on any device: the phone's own results
 * (game-result.ts, from its outbox and packs), told by the server when a game was cancelled
 * elsewhere, and the games only the server holds (played on another device, or before this
 * phone's data was cleared), read from the server's states and punches as last fetched.
 */
import { gameOutcome, type PhoneGame } from '../../domain/history-merge';
import type { HistoryVisit, ServerHistory } from '../../api/history-api';
import { serverStatesOf, type StoredServerState } from '../../offline/history-store';
import { punchTotals, type GameResult } from './game-result';

/**
 * The result of a game only the server holds: points and controls from its punches, the time
 * from its first state to the last punch, the levels completed from its states (the level being
 * played when it was cancelled is not), the game's name and area when the server gave them.
 */
export function serverGameResult(input: {
  gameId: string;
  states: readonly StoredServerState[];
  visits: readonly HistoryVisit[];
  game: { name: string; startGeoHash: string | null } | undefined;
}): GameResult {
  const { gameId, states, visits, game } = input;
  const cancelled = gameOutcome(states, undefined) === 'cancelled';
  const times = visits.flatMap((visit) => {
    const at = Date.parse(visit.punchedAt ?? visit.createdAt);
    return Number.isFinite(at) ? [at] : [];
  });
  const startedAt = states.length ? Math.min(...states.map((state) => state.createdAt)) : null;
  const lastPunchAt = times.length ? Math.max(...times) : null;
  return {
    gameId,
    gameDefinitionId: states[0]?.gameDefinitionId ?? '',
    gameName: game?.name ?? null,
    outcome: cancelled ? 'cancelled' : 'completed',
    ...punchTotals(visits, startedAt, lastPunchAt),
    levelsCompleted: Math.max(0, states.length - (cancelled ? 1 : 0)),
    levelsTotal: null,
    waitingPunches: 0,
    startGeoHash: game?.startGeoHash ?? null,
  };
}

/** When the game last moved, for the order of the list. */
function activityAt(result: GameResult): number {
  return Math.max(result.lastPunchAt ?? 0, result.startedAt ?? 0);
}

/**
 * Every ended game, newest first: the phone's results (a game the server says was cancelled is
 * cancelled), then the server's ended games the phone does not hold at all.
 */
export function allGameResults(
  phoneResults: readonly GameResult[],
  phoneGames: readonly PhoneGame[],
  server: ServerHistory | null,
): GameResult[] {
  const states = server ? serverStatesOf(server) : [];
  const statesByGame = new Map<string, StoredServerState[]>();
  for (const state of states) {
    statesByGame.set(state.gameId, [...(statesByGame.get(state.gameId) ?? []), state]);
  }
  const fromPhone = phoneResults.map((result) =>
    gameOutcome(statesByGame.get(result.gameId) ?? [], undefined) === 'cancelled'
      ? { ...result, outcome: 'cancelled' as const }
      : result,
  );
  // The phone speaks for the games it has a result of, and for those it plays or has unsent.
  const heldHere = new Set([
    ...phoneResults.map((result) => result.gameId),
    ...phoneGames.filter((game) => game.ongoing || game.unsent).map((game) => game.gameId),
  ]);
  const fromServer = [...statesByGame.entries()]
    .filter(([gameId, gameStates]) => {
      if (heldHere.has(gameId)) return false;
      return gameOutcome(gameStates, undefined) !== 'ongoing';
    })
    .map(([gameId, gameStates]) =>
      serverGameResult({
        gameId,
        states: gameStates,
        visits: (server?.visits ?? []).filter((visit) => visit.gameStateGameId === gameId),
        game: server?.games[gameStates[0]!.gameDefinitionId],
      }),
    );
  return [...fromPhone, ...fromServer].sort((a, b) => activityAt(b) - activityAt(a));
}
