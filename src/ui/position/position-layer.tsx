import { useLingui } from '@lingui/react/macro';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { StoredFix } from '../../offline/db';
import { circleRing } from './position-fix';
import { RING_FILL, RING_LINE } from './position-styles';
import './position.css';

/**
 * The player's position on the map: a dot, and around it the fix's accuracy ring (its radius in
 * metres, drawn as a polygon so it keeps its true size at every zoom).
 */
export function PositionLayer({ fix }: { fix: StoredFix }) {
  const { t } = useLingui();
  const ring = fix.accuracyMeters ? circleRing(fix, fix.accuracyMeters) : null;
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
      <Marker longitude={fix.lng} latitude={fix.lat} anchor="center">
        <span className="player-dot" role="img" aria-label={t`Your position`} />
      </Marker>
    </>
  );
}
