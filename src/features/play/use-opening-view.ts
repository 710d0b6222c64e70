/**
 * Where the game map opens: on the player when a fresh fix is there (or comes within a few
 * seconds when the browser already allows the position, so no prompt shows), else fitted to what
 * there is to play near the last view: the open controls of the ongoing level, or the games near
 * the stored view. Once moved, or once the player moves the map, it leaves the map alone.
 */
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import type { StoredFix } from '../../offline/db';
import { isFixFresh } from '../../ui/position/position-fix';
import { positionPermissionGranted, startPositionWatch } from '../../ui/position/position-watch';
import { centreOn, fitPoints } from './map-fit';

/** How long the map waits for a first fix before it fits the games or controls instead (ms). */
export const OPENING_FIX_WAIT_MS = 3_000;

export function useOpeningView(fix: StoredFix | null, places: readonly LatLng[]): void {
  const { current: map } = useMap();
  const settled = useRef(false);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => setWaited(true), OPENING_FIX_WAIT_MS);
    void positionPermissionGranted().then((granted) => {
      if (!live) return;
      if (granted) startPositionWatch();
      else setWaited(true);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  // The player moves the map first: their view wins.
  useEffect(() => {
    if (!map) return;
    const leave = (event: { originalEvent?: Event }) => {
      if (event.originalEvent) settled.current = true;
    };
    map.on('movestart', leave);
    return () => {
      map.off('movestart', leave);
    };
  }, [map]);

  useEffect(() => {
    if (settled.current || !map) return;
    if (fix && isFixFresh(fix, Date.now())) {
      settled.current = true;
      centreOn(map, fix, { animate: false });
      return;
    }
    if (!waited || places.length === 0) return;
    settled.current = true;
    fitPoints(map, places, { animate: false });
  }, [map, fix, waited, places]);
}
