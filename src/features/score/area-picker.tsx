import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LatLng } from '../../domain/geo';
import { DEFAULT_MAP_CENTRE } from '../../domain/map-display';
import { AREA_COLOUR, AREA_EDGE_COLOUR } from './score-logic';
import { MapCanvas } from '../../ui/map/map-canvas';
import { areaCentre, areaOfPoint, areaPolygon } from './score-logic';
import { useLocaleFormat } from '../../ui/locale-format';
import { useAreaName } from './use-area-name';
import { HeadedSection } from '../../ui/headed-section';

/** The zoom of the small map: a whole area cell (about 20 km) with its neighbours around it. */
const AREA_MAP_ZOOM = 8;

/** The chosen area on the map: the app's green, see-through, with a dark edge. */
const AREA_FILL = { 'fill-color': AREA_COLOUR, 'fill-opacity': 0.18 };
const AREA_LINE = { 'line-color': AREA_EDGE_COLOUR, 'line-width': 2 };

export interface AreaPickerProps {
  /** The chosen area's geohash, or undefined for the whole map. */
  area: string | undefined;
  onAreaChange: (area: string | undefined) => void;
}

/** The chosen area in words: around the nearest game, else how far away it is. */
function AreaWords({ area }: { area: string | undefined }) {
  const format = useLocaleFormat();
  const name = useAreaName(area);
  if (!area) return <Trans>Showing the whole map.</Trans>;
  if (name.kind === 'game') {
    const game = name.name;
    return (
      <Trans>
        Showing the area around <strong>{game}</strong> (the square marked on the map, about 20 km
        across).
      </Trans>
    );
  }
  if (name.kind === 'distance') {
    const distance = format.number(Math.max(1, Math.round(name.meters / 1000)), {
      style: 'unit',
      unit: 'kilometer',
    });
    return (
      <Trans>
        Showing an area about {distance} from where you last looked at the map (the square marked on
        the map, about 20 km across).
      </Trans>
    );
  }
  return <Trans>Showing the area marked on the map (about 20 km across).</Trans>;
}

/**
 * The ranking's geographic filter: the whole map, or the area cell (a precision-4 geohash,
 * about 20 km across) of a point tapped on the small map or of the map's centre. The chosen cell
 * is drawn on the map and named in words (never its geohash), with a button back to the whole map.
 */
export function AreaPicker({ area, onAreaChange }: AreaPickerProps) {
  const { t } = useLingui();
  const [centre, setCentre] = useState<LatLng>(() =>
    area ? areaCentre(area) : DEFAULT_MAP_CENTRE,
  );
  const [initialCentre] = useState(centre);
  return (
    <HeadedSection className="score-area" title={<Trans>Area</Trans>}>
      <p className="score-area-current" aria-live="polite">
        <AreaWords area={area} />
      </p>
      <p className="score-hint">
        <Trans>Tap the map to rank only the players of the area around that point.</Trans>
      </p>
      <div className="score-area-map">
        <MapCanvas
          label={t`Map for choosing the ranking's area`}
          initialView={{ centre: initialCentre, zoom: AREA_MAP_ZOOM }}
          onMapClick={(point) => onAreaChange(areaOfPoint(point))}
          onViewportChange={(viewport) => setCentre(viewport.centre)}
        >
          {area ? (
            <Source id="score-area" type="geojson" data={areaPolygon(area)}>
              <Layer id="score-area-fill" type="fill" paint={AREA_FILL} />
              <Layer id="score-area-line" type="line" paint={AREA_LINE} />
            </Source>
          ) : null}
        </MapCanvas>
      </div>
      <div className="score-area-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => onAreaChange(areaOfPoint(centre))}
        >
          <Trans>Use the map's centre</Trans>
        </button>
        {area ? (
          <button type="button" className="secondary" onClick={() => onAreaChange(undefined)}>
            <Trans>Whole map</Trans>
          </button>
        ) : null}
      </div>
    </HeadedSection>
  );
}
