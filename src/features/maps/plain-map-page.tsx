/**
 * /plain-map: the plain map viewer, no game. The base layers (with a choice between them), the
 * public maps of the area in view (from zoom 11; a hint to zoom in otherwise), and after "Show my
 * position" the player's position with its accuracy ring. It opens where the player left a map;
 * offline it draws the maps of areas already seen from the phone's stored list (the tiles and
 * images come from the service worker's cache and the offline packs).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import { saveMapView, useStoredMapView } from '../../ui/map/map-view-setting';
import { PositionLayer } from '../../ui/position/position-layer';
import { PositionStatus } from '../../ui/position/position-status';
import { usePositionWatch } from '../../ui/position/position-watch';
import { useNow } from '../../ui/use-now';
import { AreaMapsStatus } from './area-maps-status';
import { useAreaMaps } from './use-area-maps';
import './plain-map.css';

/** The zoom the map moves to (at least) when the first fix arrives. */
const POSITION_ZOOM = 15;

export function PlainMapPage() {
  const { t } = useLingui();
  const initialView = useStoredMapView();
  const watch = usePositionWatch();
  const now = useNow();
  const [view, setView] = useState<MapViewport | null>(null);
  const mapRef = useRef<MapRef>(null);
  const area = useAreaMaps(view);
  const hadFix = useRef(watch.fix !== null);

  // The first fix after "Show my position" moves the map to the player (later ones do not, so
  // the player may look around).
  const fix = watch.fix;
  useEffect(() => {
    if (!fix || hadFix.current) return;
    const map = mapRef.current;
    if (!map) return;
    hadFix.current = true;
    map.flyTo({ center: [fix.lng, fix.lat], zoom: Math.max(map.getZoom(), POSITION_ZOOM) });
  }, [fix]);

  if (initialView === undefined) {
    return (
      <p role="status" className="page">
        <Trans>Loading map…</Trans>
      </p>
    );
  }
  const omaps = area.query.data?.omaps ?? [];
  return (
    <section className="plain-map-page">
      <h1 id="plain-map-title" className="visually-hidden">
        <Trans>Map viewer</Trans>
      </h1>
      <div className="plain-map">
        <MapCanvas
          label={t`Map viewer`}
          initialView={initialView}
          mapRef={mapRef}
          omaps={omaps}
          onViewportChange={(next) => {
            setView(next);
            void saveMapView(next);
          }}
        >
          {fix ? <PositionLayer fix={fix} /> : null}
        </MapCanvas>
      </div>
      <div className="plain-map-panel">
        <PositionStatus
          watch={watch}
          now={now}
          askText={<Trans>The map can show where you are. Your browser will ask you first.</Trans>}
        />
        <AreaMapsStatus
          zoomIn={area.zoomIn}
          loading={area.query.isLoading}
          failed={area.query.isError}
          maps={area.query.data ?? null}
        />
        <p>
          <Link to="/game-map">
            <Trans>Pick a game to play on the map</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
