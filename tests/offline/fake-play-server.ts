/**
 * A small stand-in for the game server's play rules (the domain's progression over the fixture
 * pack), as a sync engine `send`, so the engine's unit tests can replay whole queues. The real
 * server is in tests/server/api/sync-faults.test.ts; this only keeps the unit tests fast.
 */
import type { ApiGameState } from '../../src/api/play-documents';
import { nextGameStatesAfterPunch, type GameState } from '../../src/domain/game-progress';
import type { OutboxEntry } from '../../src/offline/db';
import { levelsWithControls } from '../../src/offline/device-progress';
import type { SendContext, SendOutcome, SyncSession } from '../../src/offline/sync-contract';
import { twoLevelPack } from './offline-fixtures';

export interface FakeServer {
  send(entry: OutboxEntry, session: SyncSession, context: SendContext): Promise<SendOutcome>;
  /** Entry ids in the order they reached the server (replays included). */
  received: string[];
  /** Punch ids the server stored, once each. */
  visits: string[];
  states: Map<string, GameState>;
  /** Answers the next sends with these outcomes instead of judging them. */
  fail: SendOutcome[];
  /** The server's tokens: a send with another token is refused UNAUTHENTICATED. */
  validTokens: Set<string>;
  lastContext?: SendContext;
}

function api(state: GameState): ApiGameState {
  return { ...state, gameLevel: { ...state.gameLevel }, createdAt: '2026-11-18T10:00:00.000Z' };
}

export function fakeServer(tokens: string[]): FakeServer {
  const levels = levelsWithControls(twoLevelPack());
  const first = levels.find((level) => level.order === 1)!;
  const answers = new Map<string, ApiGameState[]>();
  const punched: { controlId: string; gameLevelId: string; gameId: string }[] = [];
  const server: FakeServer = {
    received: [],
    visits: [],
    states: new Map(),
    fail: [],
    validTokens: new Set(tokens),
    send(entry, session, context) {
      return Promise.resolve(judge(entry, session, context));
    },
  };
  function judge(...[entry, session, context]: Parameters<FakeServer['send']>): SendOutcome {
    server.lastContext = context;
    server.received.push(entry.id);
    const failure = server.fail.shift();
    if (failure) return failure;
    if (!server.validTokens.has(session.token)) return { kind: 'sign-in-needed' };
    const earlier = answers.get(entry.id);
    if (earlier) return { kind: 'accepted', states: earlier };
    const ofGame = () => [...server.states.values()].filter((s) => s.gameId === entry.gameId);
    let states: ApiGameState[];
    if (entry.kind === 'start') {
      const state: GameState = {
        id: entry.gameStateId,
        gameId: entry.gameId,
        gameDefinitionId: entry.gameDefinitionId,
        owner: session.sub,
        progress: 'ONGOING',
        gameLevel: { id: first.id, minNumberControls: first.minNumberControls, order: 1 },
      };
      server.states.set(state.id, state);
      states = [api(state)];
    } else if (entry.kind === 'cancel') {
      for (const state of ofGame()) server.states.set(state.id, { ...state, progress: 'COMPLETE' });
      states = ofGame().map(api);
    } else {
      const state = server.states.get(entry.gameStateId);
      if (!state) return { kind: 'refused', code: 'NOT_FOUND' };
      if (state.progress !== 'ONGOING') return { kind: 'refused', code: 'GAME_NOT_ONGOING' };
      if (punched.some((p) => p.gameId === entry.gameId && p.controlId === entry.controlId)) {
        return { kind: 'refused', code: 'ALREADY_PUNCHED' };
      }
      if (entry.method === 'CODE' && entry.code === 'wrong') {
        return { kind: 'refused', code: 'WRONG_CODE' };
      }
      punched.push({
        controlId: entry.controlId,
        gameLevelId: state.gameLevel.id,
        gameId: entry.gameId,
      });
      server.visits.push(entry.id);
      const next = nextGameStatesAfterPunch({
        state,
        levels,
        punches: punched.filter((p) => p.gameId === entry.gameId),
        newStateId: entry.nextGameStateId,
      });
      for (const nextState of next) server.states.set(nextState.id, nextState);
      states = next.map(api);
    }
    answers.set(entry.id, states);
    return { kind: 'accepted', states };
  }
  return server;
}
