/**
 * After a level unlock (the ongoing level changes while the map is open), the map fits the
 * player and every open control of the new level into its uncovered part, so no new control is
 * off-screen or under the bar, the sheet or the map's buttons; a player far from the controls is
 * left out (map-fit.ts). The play screen closes its sheet in the same render (game-map-page.tsx),
 * so the fit measures the map the collapsed sheet leaves.
 */
import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import { fitLevel } from './map-fit';

export function useFitAfterUnlock(
  levelId: string | undefined,
  openControls: readonly LatLng[],
  player: LatLng | null,
): void {
  const { current: map } = useMap();
  const shownLevel = useRef(levelId);

  // Runs again on each fix and punch too, but fits only when the level differs from the last run.
  useEffect(() => {
    const before = shownLevel.current;
    shownLevel.current = levelId;
    if (!map || before === undefined || levelId === undefined || before === levelId) return;
    fitLevel(map, openControls, player);
  }, [map, levelId, openControls, player]);
}
