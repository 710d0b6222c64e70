/**
 * The map being made, drawn on the base layers before it is saved: the chosen (or stored) image
 * placed by its world file, or the tiles, and the bounding box outlined. The view fits the map
 * when an image, a world file or a KMZ is chosen; a tap places the corner being picked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Layer, Source, type MapRef } from 'react-map-gl/maplibre';
import { boundsRing, type Bounds } from '../../domain/geohash';
import { isTileLocation } from '../../domain/schemas/omap';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import type { OmapDisplay } from '../../ui/map/omap-sources';
import { LargeToggle } from './large-toggle';
import { useLargeMapPreference } from './map-size-preference';
import type { CornerPick } from './omap-corner-picker';
import { BOX_OUTLINE_PAINT, readWorldFileTexts } from './omap-form-values';
import type { OmapForm } from './use-omap-form';
import { useRefitOnResize } from './use-refit-on-resize';
import { HeadedSection } from '../../ui/headed-section';

function boxOutline(bounds: Bounds) {
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'LineString' as const, coordinates: boundsRing(bounds) },
  };
}

interface OmapPreviewProps {
  form: OmapForm;
  picker: CornerPick;
  /** Kept up to date with the preview's view (the corner picker reads its middle). */
  viewportRef: RefObject<MapViewport | null>;
}

export function OmapPreview({ form, picker, viewportRef }: OmapPreviewProps) {
  const { t } = useLingui();
  const mapRef = useRef<MapRef>(null);
  const [large, setLarge] = useLargeMapPreference();
  const [mapReady, setMapReady] = useState(false);
  const { values, chosen, omap, bounds, fitRequest } = form;
  useRefitOnResize(mapRef, large, bounds);

  const draft = useMemo((): OmapDisplay | null => {
    const box = {
      bottomLeftLat: bounds?.south ?? null,
      bottomLeftLng: bounds?.west ?? null,
      topRightLat: bounds?.north ?? null,
      topRightLng: bounds?.east ?? null,
      // The attribution as typed, shown on the preview as on every map that draws this one.
      attribution: values.attribution.trim() || null,
    };
    if (values.sourceType === 'tiles') {
      const location = values.tileLocation.trim();
      return isTileLocation(location)
        ? { id: 'draft-tiles', sourceType: 'tiles', tileLocation: location, ...box }
        : null;
    }
    const worldFile = readWorldFileTexts(values.worldFile);
    const placement = {
      worldFile: worldFile.kind === 'ok' ? worldFile.numbers : null,
      coordinateSystem: values.coordinateSystem,
      ...box,
    };
    if (chosen) {
      return {
        id: `draft-${chosen.key}`,
        sourceType: 'image',
        imageLocation: chosen.preview.url,
        imageWidth: chosen.preview.widthPx,
        imageHeight: chosen.preview.heightPx,
        ...placement,
      };
    }
    return omap?.imageLocation ? { ...omap, id: `draft-${omap.id}`, ...placement } : null;
  }, [values, chosen, omap, bounds?.south, bounds?.west, bounds?.north, bounds?.east]);

  // Fit the map to the map being made when an image, a world file or a KMZ is chosen.
  const fitTarget = fitRequest > 0 ? bounds : null;
  const fitKey = fitTarget ? `${fitRequest}` : null;
  const lastFit = useRef<string | null>(null);
  useEffect(() => {
    const target = fitTarget;
    if (!mapReady || !target || fitKey === null || lastFit.current === fitKey) return;
    lastFit.current = fitKey;
    mapRef.current?.fitBounds(
      [
        [target.west, target.south],
        [target.east, target.north],
      ],
      { padding: 24, duration: 0 },
    );
  }, [fitKey, fitTarget, mapReady]);

  return (
    <HeadedSection className="omap-preview" title={<Trans>Preview</Trans>}>
      <LargeToggle large={large} onChange={setLarge} />
      <div className={large ? 'maps-canvas map-frame maps-canvas-large' : 'maps-canvas map-frame'}>
        <MapCanvas
          label={t`Map preview`}
          mapRef={mapRef}
          omaps={draft ? [draft] : []}
          onMapClick={picker.pick ? picker.placePoint : undefined}
          onViewportChange={(next) => {
            viewportRef.current = next;
            setMapReady(true);
          }}
        >
          {bounds ? (
            <Source id="draft-box" type="geojson" data={boxOutline(bounds)}>
              <Layer id="draft-box-line" type="line" paint={BOX_OUTLINE_PAINT} />
            </Source>
          ) : null}
        </MapCanvas>
      </div>
    </HeadedSection>
  );
}
