import { describe, expect, it } from 'vitest';
import {
  gameOutcome,
  mergeHistory,
  mergePunches,
  type PhoneGame,
  type PhonePunch,
  type PhoneStatus,
  type ServerGameState,
  type ServerPunch,
} from '../../src/domain/history-merge';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const MIN = 60_000;

function phonePunch(id: string, status: PhoneStatus, madeAt: number, gameId = 'g1'): PhonePunch {
  return { id, gameId, gameDefinitionId: 'def-1', status, madeAt };
}

function serverPunch(id: string, punchedAt: number, gameId = 'g1'): ServerPunch {
  return { id, gameId, punchedAt };
}

function state(over: Partial<ServerGameState> = {}): ServerGameState {
  return {
    gameId: 'g1',
    gameDefinitionId: 'def-1',
    progress: 'COMPLETE',
    cancelledAt: null,
    createdAt: T0,
    ...over,
  };
}

function phoneGame(over: Partial<PhoneGame> = {}): PhoneGame {
  return {
    gameId: 'g1',
    gameDefinitionId: 'def-1',
    ongoing: false,
    cancelled: false,
    unsent: false,
    lastAt: T0,
    ...over,
  };
}

describe('mergePunches: each punch once, by its id', () => {
  it.each<[string, PhonePunch[], ServerPunch[], { id: string; from: string; madeAt: number }[]]>([
    [
      'same id on both sides, answered: one punch, the server speaks',
      [phonePunch('p1', 'accepted', T0)],
      [serverPunch('p1', T0 + 1)],
      [{ id: 'p1', from: 'server', madeAt: T0 + 1 }],
    ],
    [
      'same id on both sides, the phone still queued (answer lost): the phone speaks',
      [phonePunch('p1', 'queued', T0)],
      [serverPunch('p1', T0)],
      [{ id: 'p1', from: 'phone', madeAt: T0 }],
    ],
    [
      'same id, waiting for a sign-in on the phone: the phone speaks',
      [phonePunch('p1', 'sign-in-needed', T0)],
      [serverPunch('p1', T0)],
      [{ id: 'p1', from: 'phone', madeAt: T0 }],
    ],
    [
      'only on the phone, not sent yet',
      [phonePunch('p1', 'queued', T0)],
      [],
      [{ id: 'p1', from: 'phone', madeAt: T0 }],
    ],
    [
      'only on the server (made on another device)',
      [],
      [serverPunch('p2', T0)],
      [{ id: 'p2', from: 'server', madeAt: T0 }],
    ],
    [
      'refused: only on the phone, kept with its reason',
      [phonePunch('p3', 'refused', T0)],
      [],
      [{ id: 'p3', from: 'phone', madeAt: T0 }],
    ],
    [
      'accepted on the phone but missing from the server read: still shown, from the phone',
      [phonePunch('p4', 'accepted', T0)],
      [],
      [{ id: 'p4', from: 'phone', madeAt: T0 }],
    ],
  ])('%s', (_case, phone, server, expected) => {
    const merged = mergePunches(phone, server);
    expect(merged.map(({ id, from, madeAt }) => ({ id, from, madeAt }))).toEqual(expected);
  });

  it('keeps the phone record beside the server one (its method and fix stay readable)', () => {
    const phone = phonePunch('p1', 'accepted', T0);
    const [merged] = mergePunches([phone], [serverPunch('p1', T0)]);
    expect(merged?.phone).toBe(phone);
  });

  it('lists a punch the server and the phone both hold once, beside the others', () => {
    const merged = mergePunches(
      [phonePunch('a', 'accepted', T0), phonePunch('b', 'queued', T0 + MIN)],
      [serverPunch('a', T0), serverPunch('c', T0 + 2 * MIN)],
    );
    expect(merged.map((punch) => punch.id).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('gameOutcome', () => {
  it.each<[string, ServerGameState[], PhoneGame | undefined, string | null]>([
    ['cancelled on another device', [state({ cancelledAt: T0 + MIN })], undefined, 'cancelled'],
    [
      'cancelled on another device while this phone thinks it completed',
      [state({ cancelledAt: T0 + MIN })],
      phoneGame(),
      'cancelled',
    ],
    [
      'cancelled on this phone, not sent yet',
      [state({ progress: 'ONGOING' })],
      phoneGame({ cancelled: true, unsent: true }),
      'cancelled',
    ],
    ['completed (COMPLETE, no cancel)', [state()], undefined, 'completed'],
    ['ongoing on the server', [state({ progress: 'ONGOING' })], undefined, 'ongoing'],
    [
      'completed on the phone with its last punch unsent: the phone speaks',
      [state({ progress: 'ONGOING' })],
      phoneGame({ unsent: true }),
      'completed',
    ],
    ['only the phone knows it', [], phoneGame({ ongoing: true }), 'ongoing'],
    ['nobody holds its states', [], undefined, null],
  ])('%s', (_case, states, phone, expected) => {
    expect(gameOutcome(states, phone)).toBe(expected);
  });
});

describe('mergeHistory: grouped by game, newest first', () => {
  it('groups both sides by game and orders games and punches newest first', () => {
    const history = mergeHistory({
      phonePunches: [
        phonePunch('p1', 'accepted', T0 + MIN),
        phonePunch('p2', 'queued', T0 + 9 * MIN, 'g2'),
      ],
      serverPunches: [serverPunch('p1', T0 + MIN), serverPunch('s1', T0 + 2 * MIN)],
      serverStates: [state({ cancelledAt: T0 + 3 * MIN })],
      phoneGames: [phoneGame({ gameId: 'g2', ongoing: true, unsent: true, lastAt: T0 + 9 * MIN })],
    });
    expect(
      history.map((game) => ({
        gameId: game.gameId,
        outcome: game.outcome,
        punches: game.punches.map((punch) => punch.id),
      })),
    ).toEqual([
      { gameId: 'g2', outcome: 'ongoing', punches: ['p2'] },
      { gameId: 'g1', outcome: 'cancelled', punches: ['s1', 'p1'] },
    ]);
  });

  it('names the game played from the server states, else from the phone', () => {
    const [game] = mergeHistory({
      phonePunches: [],
      serverPunches: [serverPunch('s1', T0, 'g9')],
      serverStates: [state({ gameId: 'g9', gameDefinitionId: 'def-9' })],
      phoneGames: [],
    });
    expect(game?.gameDefinitionId).toBe('def-9');
  });

  it('keeps a game started with no punch yet', () => {
    const history = mergeHistory({
      phonePunches: [],
      serverPunches: [],
      serverStates: [state({ progress: 'ONGOING' })],
      phoneGames: [],
    });
    expect(history).toMatchObject([{ gameId: 'g1', outcome: 'ongoing', punches: [] }]);
  });
});
