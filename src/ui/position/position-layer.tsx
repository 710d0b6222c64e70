import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type CSSProperties } from 'react';
import { Marker, useMap } from 'react-map-gl/maplibre';
import { metresPerMapPixel } from '../../domain/tile-grid';
import type { StoredFix } from '../../offline/db';
import './position.css';

/**
 * Markers are stacked by this (MapLibre keeps them all in one container, later ones on top): the
 * player's dot goes under every control marker, so it never hides a control's icon or number.
 */
const PLAYER_MARKER_Z_INDEX = 0;

/**
 * The largest accuracy ring drawn, in CSS pixels of radius: a fix kilometres wide seen close up
 * would otherwise make an element hundreds of thousands of pixels across. Past it the ring is
 * beyond every edge of a phone's screen, so its fill covers the whole map either way.
 */
const MAX_RING_RADIUS_PX = 4096;

/** The map's zoom, followed as it changes (pinches included). */
function useMapZoom(): number | undefined {
  const { current: map } = useMap();
  const [zoom, setZoom] = useState(() => map?.getZoom());
  useEffect(() => {
    if (!map) return;
    const follow = () => setZoom(map.getZoom());
    follow();
    map.on('zoom', follow);
    return () => {
      map.off('zoom', follow);
    };
  }, [map]);
  return zoom;
}

/**
 * The player's position on the map: a dot, and around it the fix's accuracy ring, its radius in
 * metres at the map's zoom. When the fix carries a heading, an arrow on the dot points that way
 * (turning with the map).
 *
 * The ring is part of the dot's marker, not a MapLibre layer: a fill and a line layer cost the
 * opening map two WebGL programs of their own (tens of ms of main thread where WebGL runs in
 * software) and a GeoJSON source parsed in the map's worker at every new fix.
 */
export function PositionLayer({
  fix,
  headingDegrees = null,
}: {
  fix: StoredFix;
  /** Degrees clockwise from true north, or null when the device gave none. */
  headingDegrees?: number | null;
}) {
  const { t } = useLingui();
  const zoom = useMapZoom();
  const radiusPx =
    fix.accuracyMeters && zoom !== undefined
      ? Math.min(MAX_RING_RADIUS_PX, fix.accuracyMeters / metresPerMapPixel(fix.lat, zoom))
      : 0;
  const ringSize: CSSProperties = { width: 2 * radiusPx, height: 2 * radiusPx };
  const heading = headingDegrees === null ? null : Math.round(headingDegrees);
  return (
    <Marker
      longitude={fix.lng}
      latitude={fix.lat}
      anchor="center"
      rotation={heading ?? 0}
      rotationAlignment="map"
      className="player-marker"
      style={{ zIndex: PLAYER_MARKER_Z_INDEX }}
    >
      {radiusPx > 0 ? (
        <span className="player-accuracy" style={ringSize} aria-hidden="true" />
      ) : null}
      <span
        className={heading === null ? 'player-dot' : 'player-dot player-dot-heading'}
        role="img"
        aria-label={heading === null ? t`Your position` : t`Your position, heading ${heading}°`}
        data-heading={heading ?? undefined}
      />
    </Marker>
  );
}
