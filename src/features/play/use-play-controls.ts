/**
 * The current level's controls, marked by the live query's punches and the ones this page has
 * just written (use-written-punches.ts): each screen part that shows them reads them itself, so a
 * punch re-renders those parts and not the map screen around them.
 */
import { useMemo } from 'react';
import type { StoredGameState } from '../../offline/db';
import { currentLevelControls, type PlayControl } from './play-logic';
import type { CurrentGame } from '../../offline/outbox';
import { useWrittenPunches } from './use-written-punches';

const NO_CONTROLS: readonly PlayControl[] = [];

export function usePlayControls(
  game: CurrentGame | null | undefined,
  current: StoredGameState | null,
): readonly PlayControl[] {
  const punches = useWrittenPunches(game?.punches);
  return useMemo(
    () => (game ? currentLevelControls(game.game, current, punches) : NO_CONTROLS),
    [game, current, punches],
  );
}
