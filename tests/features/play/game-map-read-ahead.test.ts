/**
 * What the play map's route reads from the phone before the screen opens
 * (src/features/play/game-map-read-ahead.ts): the saved view from the real settings store (on
 * fake-indexeddb), the current game through its reader, which the tests hold back or let answer.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentGame } from '../../../src/offline/outbox';
import { writeSetting } from '../../../src/offline/settings-store';
import { readCurrentGame } from '../../../src/offline/use-current-game';
import {
  READ_AHEAD_WAIT_MS,
  readGameMapAhead,
} from '../../../src/features/play/game-map-read-ahead';
import { MAP_VIEW_KEY } from '../../../src/ui/map/map-view-setting';

vi.mock('../../../src/offline/use-current-game', () => ({ readCurrentGame: vi.fn() }));
const gameReader = vi.mocked(readCurrentGame);

const GAME = {
  game: { id: 'g1' },
  states: [],
  current: null,
  punches: [],
} as unknown as CurrentGame;

afterEach(() => {
  vi.useRealTimers();
  gameReader.mockReset();
});

describe('readGameMapAhead', () => {
  it("gives the owner's current game and the saved view", async () => {
    await writeSetting(MAP_VIEW_KEY, { lat: 58.46, lng: 8.77, zoom: 15 });
    gameReader.mockResolvedValue(GAME);
    expect(await readGameMapAhead('user-a')).toEqual({
      game: GAME,
      view: { centre: { lat: 58.46, lng: 8.77 }, zoom: 15 },
    });
    expect(gameReader).toHaveBeenCalledWith('user-a');
  });

  it('tells "no game on the phone" (null) apart from "not read" (absent)', async () => {
    gameReader.mockResolvedValue(null);
    expect(await readGameMapAhead('user-a')).toHaveProperty('game', null);
  });

  it('reads no game for nobody signed in', async () => {
    const ahead = await readGameMapAhead(undefined);
    expect(ahead).not.toHaveProperty('game');
    expect(ahead.view).toBeDefined();
    expect(gameReader).not.toHaveBeenCalled();
  });

  it('leaves out a read that takes longer than the wait', async () => {
    await writeSetting(MAP_VIEW_KEY, { lat: 59.9, lng: 10.7, zoom: 12 });
    let answer: (game: CurrentGame) => void = () => undefined;
    gameReader.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reading = readGameMapAhead('user-a');
    await vi.advanceTimersByTimeAsync(READ_AHEAD_WAIT_MS);
    const ahead = await reading;
    expect(ahead).not.toHaveProperty('game');
    // The game's late answer does not reach what the screen was given.
    answer(GAME);
    await Promise.resolve();
    expect(ahead).not.toHaveProperty('game');
  });
});
