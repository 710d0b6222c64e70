import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { omapQuery } from '../../api/map-queries';
import type { Omap } from '../../api/maps-api';
import { ErrorCode } from '../../domain/error-codes';
import { errorMessages } from '../../ui/error-messages';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import { AllMapsList } from './all-maps-list';
import { LargeToggle } from './large-toggle';
import { MapNotFound } from './map-not-found';
import { useLargeMapPreference } from './map-size-preference';
import { MapsAreaSearch } from './maps-area-search';
import { hasBox } from './omap-box';
import { SelectedMap } from './selected-map';
import { useDeleteOmap } from './use-delete-omap';
import { useOmapAreaSearch } from './use-omap-area-search';
import { useRefitOnResize } from './use-refit-on-resize';
import { HeadedSection } from '../../ui/headed-section';

/** The maps screen: the chosen map on the map, the area search and the list of all maps. */
export function MapsOverview({
  selectedId,
  canEdit,
}: {
  selectedId: string | null;
  canEdit: boolean;
}) {
  const { t, i18n } = useLingui();
  const mapRef = useRef<MapRef>(null);
  const viewport = useRef<MapViewport | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [large, setLarge] = useLargeMapPreference();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { area, search } = useOmapAreaSearch(canEdit);
  const remove = useDeleteOmap({ selectedId });
  const selected = useQuery({
    ...omapQuery(selectedId ?? ''),
    enabled: selectedId !== null,
    meta: { handlesErrors: true },
  });
  const selectedOmap = selectedId !== null ? (selected.data ?? null) : null;
  useRefitOnResize(
    mapRef,
    large,
    selectedOmap && hasBox(selectedOmap)
      ? {
          south: selectedOmap.bottomLeftLat ?? 0,
          west: selectedOmap.bottomLeftLng ?? 0,
          north: selectedOmap.topRightLat ?? 0,
          east: selectedOmap.topRightLng ?? 0,
        }
      : null,
  );

  // Show the chosen map: fit the view to its bounding box.
  useEffect(() => {
    if (!mapReady || !selectedOmap || !hasBox(selectedOmap)) return;
    mapRef.current?.fitBounds(
      [
        [selectedOmap.bottomLeftLng ?? 0, selectedOmap.bottomLeftLat ?? 0],
        [selectedOmap.topRightLng ?? 0, selectedOmap.topRightLat ?? 0],
      ],
      { padding: 24, duration: 0 },
    );
  }, [mapReady, selectedOmap]);

  const found = area.kind === 'found' ? area.omaps : [];
  const shown = [
    ...found.filter((omap) => omap.id !== selectedOmap?.id),
    ...(selectedOmap ? [selectedOmap] : []),
  ];
  const rowProps = {
    canEdit,
    selectedId,
    confirming,
    onConfirm: setConfirming,
    onDelete: (omap: Omap) => {
      remove.reset();
      remove.mutate(omap, { onSuccess: () => setConfirming(null) });
    },
  };

  return (
    <HeadedSection level={1} className="page maps-page" title={<Trans>Maps</Trans>}>
      <div className="maps-actions">
        {canEdit ? (
          <Link className="button" to="/maps" search={{ mode: 'new' }}>
            <Trans>New map</Trans>
          </Link>
        ) : null}
        <LargeToggle large={large} onChange={setLarge} />
      </div>
      {selectedId !== null && selected.isError ? (
        <p role="alert" className="form-alert">
          {i18n._(errorMessages[ErrorCode.MAPS_LOAD_FAILED])}
        </p>
      ) : null}
      {selectedId !== null && selected.isSuccess && !selected.data ? <MapNotFound /> : null}
      {selectedOmap ? <SelectedMap omap={selectedOmap} canEdit={canEdit} /> : null}
      <div className={large ? 'maps-canvas map-frame maps-canvas-large' : 'maps-canvas map-frame'}>
        <MapCanvas
          label={t`Maps on the map`}
          mapRef={mapRef}
          omaps={shown}
          onViewportChange={(next) => {
            viewport.current = next;
            setMapReady(true);
          }}
        />
      </div>
      <MapsAreaSearch area={area} onSearch={() => search(viewport.current)} rowProps={rowProps} />
      <AllMapsList rowProps={rowProps} deleteFailed={remove.isError} />
    </HeadedSection>
  );
}
