/**
 * The play map's own parts inside the map: the locate and key buttons, where the map opens and
 * the fit after a level unlock. Rendered inside `MapCanvas`, so each reads the map itself and a
 * fix or a punch re-renders only these parts.
 */
import { useMemo } from 'react';
import type { LatLng } from '../../domain/geo';
import type { StoredGameState } from '../../offline/db';
import { usePositionWatch } from '../../ui/position/position-watch';
import { ControlLegend } from './control-legend';
import { LocateControl } from './locate-control';
import type { CurrentGame } from '../../offline/outbox';
import { useFitAfterUnlock } from './use-fit-after-unlock';
import { useOpeningView } from './use-opening-view';
import { usePlayControls } from './use-play-controls';

export function PlayMapTools({
  game,
  current,
  gameStarts,
}: {
  game: CurrentGame | null;
  /** The ongoing game state, or null when no game is being played. */
  current: StoredGameState | null;
  /** The start of each game near the view (what the map fits when not playing). */
  gameStarts: readonly { startLat: number | null; startLng: number | null }[];
}) {
  const watch = usePositionWatch();
  const controls = usePlayControls(game, current);
  const openControls = useMemo(
    () => controls.filter((control) => control.mark === 'open'),
    [controls],
  );
  const starts = useMemo(
    () =>
      gameStarts.flatMap((start): LatLng[] =>
        start.startLat == null || start.startLng == null
          ? []
          : [{ lat: start.startLat, lng: start.startLng }],
      ),
    [gameStarts],
  );
  useOpeningView(watch.fix, current ? openControls : starts);
  useFitAfterUnlock(current?.gameLevel.id, openControls, watch.fix);
  return (
    <>
      <LocateControl fix={watch.fix} denied={watch.error === 'POSITION_DENIED'} />
      {current ? <ControlLegend /> : null}
    </>
  );
}
