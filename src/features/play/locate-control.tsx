/**
 * The map's locate button: one tap centres the map on the player (starting the position watch,
 * so the browser asks only after this tap) and follows them on every new fix; a tap while
 * following, or moving the map by hand, stops following. Written here rather than MapLibre's
 * GeolocateControl so the app keeps its one position watch (position-watch.ts), whose fixes also
 * judge GPS punches, and its own translated words.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { StoredFix } from '../../offline/db';
import { MapControlPortal } from '../../ui/map/map-control-portal';
import { startPositionWatch } from '../../ui/position/position-watch';
import { centreOn } from './map-fit';
import './play-map.css';

export function LocateControl({
  fix,
  denied,
}: {
  fix: StoredFix | null;
  /** The browser refused the position: nothing to follow (the position line says why). */
  denied: boolean;
}) {
  const { t } = useLingui();
  const { current: map } = useMap();
  const [wanted, setFollowing] = useState(false);
  const following = wanted && !denied;
  /** True until the first centring after the tap, which also zooms in. */
  const firstCentre = useRef(false);

  // Follow: each new fix (and the one there at the tap) moves the map to the player.
  useEffect(() => {
    if (!following || !fix || !map) return;
    const zoomIn = firstCentre.current;
    firstCentre.current = false;
    centreOn(map, fix, zoomIn ? {} : { minZoom: 0 });
  }, [following, fix, map]);

  // Moving the map by hand (drag, or the keyboard's arrows) ends following.
  useEffect(() => {
    if (!following || !map) return;
    const stop = () => setFollowing(false);
    const stopOnKeyPan = (event: { originalEvent?: Event }) => {
      if (event.originalEvent instanceof KeyboardEvent) stop();
    };
    map.on('dragstart', stop);
    map.on('movestart', stopOnKeyPan);
    return () => {
      map.off('dragstart', stop);
      map.off('movestart', stopOnKeyPan);
    };
  }, [following, map]);

  const toggle = () => {
    if (following) {
      setFollowing(false);
      return;
    }
    startPositionWatch();
    firstCentre.current = true;
    setFollowing(true);
  };

  return (
    <MapControlPortal position="top-right" className="maplibregl-ctrl-group play-map-control">
      <button
        type="button"
        className="locate-button"
        aria-pressed={following}
        aria-label={t`Follow my position`}
        title={following ? t`Following your position: tap to stop` : t`Follow my position`}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill={following ? 'currentColor' : 'none'} />
          <circle cx="12" cy="12" r="7.5" fill="none" />
          <path d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4" />
        </svg>
      </button>
    </MapControlPortal>
  );
}
