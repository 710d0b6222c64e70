/**
 * A game ongoing on the server and not on this phone (src/features/play/server-ongoing.ts): which
 * of the server's states count (the games the phone speaks for: tests/offline/use-games-held-here).
 */
import { describe, expect, it } from 'vitest';
import type { ApiGameState } from '../../../src/api/play-api';
import { ongoingElsewhere } from '../../../src/features/play/server-ongoing';
import { GAME_DEFINITION_ID, OWNER, T0 } from '../../offline/offline-fixtures';

const serverState = (gameId: string, progress = 'ONGOING'): ApiGameState => ({
  id: `state-of-${gameId}`,
  gameId,
  gameDefinitionId: GAME_DEFINITION_ID,
  owner: OWNER,
  progress,
  gameLevel: { id: 'L1', minNumberControls: 2, order: 1 },
  createdAt: new Date(T0).toISOString(),
});

describe('ongoingElsewhere', () => {
  it.each([
    ['no state on the server', [], [], null],
    ['an ongoing game the phone does not hold', [serverState('g1')], [], 'g1'],
    ['a game the phone holds', [serverState('g1')], ['g1'], null],
    ['a completed state', [serverState('g1', 'COMPLETE')], [], null],
    ['the first game not held', [serverState('g1'), serverState('g2')], ['g1'], 'g2'],
  ])('%s', (_case, states, held, expected) => {
    expect(ongoingElsewhere(states, new Set(held))?.gameId ?? null).toBe(expected);
  });
});
