import { useLingui } from '@lingui/react/macro';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { StoredFix } from '../../offline/db';
import { useOverlayLayersOnTop } from '../map/overlay-layers';
import { circleRing } from './position-fix';
import { RING_FILL, RING_LINE } from './position-styles';
import './position.css';

/**
 * Markers are stacked by this (MapLibre keeps them all in one container, later ones on top): the
 * player's dot goes under every control marker, so it never hides a control's icon or number.
 */
const PLAYER_MARKER_Z_INDEX = 0;

/**
 * The player's position on the map: a dot, and around it the fix's accuracy ring (its radius in
 * metres, drawn as a polygon so it keeps its true size at every zoom). When the fix carries a
 * heading, an arrow on the dot points that way (turning with the map).
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
  useOverlayLayersOnTop();
  const ring = fix.accuracyMeters ? circleRing(fix, fix.accuracyMeters) : null;
  const heading = headingDegrees === null ? null : Math.round(headingDegrees);
  return (
    <>
      {ring ? (
        <Source
          id="player-accuracy"
          type="geojson"
          data={{
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [ring] },
          }}
        >
          <Layer id="player-accuracy-fill" type="fill" paint={RING_FILL} />
          <Layer id="player-accuracy-line" type="line" paint={RING_LINE} />
        </Source>
      ) : null}
      <Marker
        longitude={fix.lng}
        latitude={fix.lat}
        anchor="center"
        rotation={heading ?? 0}
        rotationAlignment="map"
        className="player-marker"
        style={{ zIndex: PLAYER_MARKER_Z_INDEX }}
      >
        <span
          className={heading === null ? 'player-dot' : 'player-dot player-dot-heading'}
          role="img"
          aria-label={heading === null ? t`Your position` : t`Your position, heading ${heading}°`}
          data-heading={heading ?? undefined}
        />
      </Marker>
    </>
  );
}
