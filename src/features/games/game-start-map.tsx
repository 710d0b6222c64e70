import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { Marker, type MapRef } from 'react-map-gl/maplibre';
import type { GameOmap } from '../../api/games-api';
import type { FieldErrorCode } from '../../domain/error-codes';
import type { LatLng } from '../../domain/geo';
import type { FieldRange } from '../../domain/schemas/field-range';
import { startGeoHash } from '../../domain/geohash';
import { CoordinateFields } from '../../ui/coordinate-fields';
import { MapCanvas } from '../../ui/map/map-canvas';
import { HeadedSection } from '../../ui/headed-section';

interface GameStartMapProps {
  latText: string;
  lngText: string;
  onLatText: (text: string) => void;
  onLngText: (text: string) => void;
  onPoint: (point: LatLng) => void;
  /** The start point when both numbers are valid. */
  start: LatLng | null;
  initialView: { centre: LatLng; zoom: number } | undefined;
  omaps: readonly GameOmap[];
  mapRef: Ref<MapRef>;
  latError?: FieldErrorCode | undefined;
  lngError?: FieldErrorCode | undefined;
  /** The degrees the start allows, named by a range error (the form kit's `ranges`). */
  latRange?: FieldRange | null;
  lngRange?: FieldRange | null;
}

/**
 * The start position: tap the map (or drag the marker) to place it, or type its numbers; the
 * precision-10 geohash stored with the game is shown under it.
 */
export function GameStartMap(props: GameStartMapProps) {
  const { t } = useLingui();
  const { start } = props;
  const geohash = start ? startGeoHash(start) : '';
  return (
    <HeadedSection className="game-start" title={<Trans>Start position</Trans>}>
      <p id="game-start-help" className="field-hint">
        <Trans>Tap the map to place the start, or drag the marker. You can also type it.</Trans>
      </p>
      <div className="game-map map-frame">
        <MapCanvas
          label={t`Map for the start position`}
          initialView={props.initialView}
          omaps={props.omaps}
          onMapClick={props.onPoint}
          mapRef={props.mapRef}
        >
          {start ? (
            <Marker
              latitude={start.lat}
              longitude={start.lng}
              anchor="bottom"
              draggable
              onDragEnd={(event) => props.onPoint({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
            >
              <span className="start-marker" role="img" aria-label={t`Start position`} />
            </Marker>
          ) : null}
        </MapCanvas>
      </div>
      <CoordinateFields
        className="coordinates"
        lat={{
          name: 'startLat',
          text: props.latText,
          onText: props.onLatText,
          error: props.latError,
          range: props.latRange,
        }}
        lng={{
          name: 'startLng',
          text: props.lngText,
          onText: props.onLngText,
          error: props.lngError,
          range: props.lngRange,
        }}
      />
      <p className="geohash" aria-live="polite">
        {start ? (
          <Trans>
            Geohash of the start: <code>{geohash}</code>
          </Trans>
        ) : (
          <Trans>No start position chosen yet.</Trans>
        )}
      </p>
    </HeadedSection>
  );
}
