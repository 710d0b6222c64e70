import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useState } from 'react';
import { Map as MapView, NavigationControl } from 'react-map-gl/maplibre';
import { runtimeConfigQuery } from '../../api/runtime-config';
import { DEFAULT_MAP_CENTRE } from '../../domain/map-display';
import { baseMapStyle } from './base-map-style';

setWorkerUrl(workerUrl);

/** The plain map viewer: the base layers, with a choice between them. */
export function PlainMapPage() {
  const { t } = useLingui();
  const config = useQuery(runtimeConfigQuery);
  const [layerId, setLayerId] = useState<string | undefined>(undefined);

  if (config.isPending) {
    return (
      <p className="page" role="status">
        <Trans>Loading map…</Trans>
      </p>
    );
  }
  if (config.isError) {
    return (
      <p className="page" role="alert">
        <Trans>Could not load the map settings. Check your connection and try again.</Trans>
      </p>
    );
  }
  const layers = config.data.baseLayers;
  const visibleId = layerId ?? layers[0]?.id ?? '';

  return (
    <section className="map-page" aria-label={t`Map viewer`}>
      <fieldset className="layer-choice">
        <legend>
          <Trans>Background map</Trans>
        </legend>
        {layers.map((layer) => (
          <label key={layer.id}>
            <input
              type="radio"
              name="base-layer"
              value={layer.id}
              checked={layer.id === visibleId}
              onChange={() => setLayerId(layer.id)}
            />
            {layer.id === 'street' ? t`Street map` : t`Topographic map`}
          </label>
        ))}
      </fieldset>
      <MapView
        initialViewState={{
          latitude: DEFAULT_MAP_CENTRE.lat,
          longitude: DEFAULT_MAP_CENTRE.lng,
          zoom: 12,
        }}
        mapStyle={baseMapStyle(layers, visibleId)}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" />
      </MapView>
    </section>
  );
}
