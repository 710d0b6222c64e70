/**
 * /maps: the list of maps (100 at a time), a chosen map shown on the map, and the search by map
 * area (the precision-4 geohash cells of the view, from zoom 11). Editors and Admins also create,
 * edit and delete maps (`mode=new|edit`); the server refuses anyone else anyway.
 */
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { deleteOmap, listOmaps, omapQuery, omapsInCell, type Omap } from '../../api/maps-api';
import { useCurrentUser } from '../../api/use-current-user';
import { ErrorCode } from '../../domain/error-codes';
import { mapSearchCells } from '../../domain/geohash';
import { errorMessages } from '../../ui/error-messages';
import { MapCanvas, type MapViewport } from '../../ui/map/map-canvas';
import { showToast } from '../../ui/toast-store';
import { useLargeMapPreference } from './map-size-preference';
import { omapDeletedMessage } from './maps-messages';
import { areaSearchStates, type MapsSearch } from './maps-search';
import { LargeToggle, OmapEditor } from './omap-editor';
import './maps.css';

export function MapsPage({ search }: { search: MapsSearch }) {
  const user = useCurrentUser();
  const canEdit = user?.isEditorOrAdmin ?? false;
  if (search.mode === 'new' || search.mode === 'edit') {
    if (!canEdit) return <EditorsOnly />;
    if (search.mode === 'new') return <OmapEditor key="new" omap={null} />;
    if (!search.omapId) return <MapNotFound />;
    return <EditStoredMap omapId={search.omapId} />;
  }
  return <MapsOverview selectedId={search.omapId ?? null} canEdit={canEdit} />;
}

function EditorsOnly() {
  return (
    <section className="page" aria-labelledby="maps-title">
      <h1 id="maps-title">
        <Trans>Maps</Trans>
      </h1>
      <p role="alert">
        <Trans>Only editors and administrators can create and change maps.</Trans>
      </p>
      <Link to="/maps">
        <Trans>Back to the maps</Trans>
      </Link>
    </section>
  );
}

function MapNotFound() {
  return (
    <div role="alert" className="form-alert">
      <p>
        <Trans>The map was not found. It may have been deleted, or it is private.</Trans>
      </p>
      <Link to="/maps">
        <Trans>Back to the maps</Trans>
      </Link>
    </div>
  );
}

function EditStoredMap({ omapId }: { omapId: string }) {
  const { i18n } = useLingui();
  const omap = useQuery({ ...omapQuery(omapId), meta: { handlesErrors: true } });
  if (omap.isPending) {
    return (
      <p role="status" className="page">
        <Trans>Loading map…</Trans>
      </p>
    );
  }
  if (omap.isError) {
    return (
      <section className="page">
        <p role="alert" className="form-alert">
          {i18n._(errorMessages[ErrorCode.MAPS_LOAD_FAILED])}
        </p>
      </section>
    );
  }
  if (!omap.data) {
    return (
      <section className="page">
        <MapNotFound />
      </section>
    );
  }
  return <OmapEditor key={omap.data.id} omap={omap.data} />;
}

type AreaSearch =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'zoom-in' }
  | { kind: 'failed' }
  | { kind: 'found'; omaps: Omap[] };

function hasBox(omap: Omap): boolean {
  return [omap.bottomLeftLat, omap.bottomLeftLng, omap.topRightLat, omap.topRightLng].every(
    (n) => typeof n === 'number',
  );
}

function MapsOverview({ selectedId, canEdit }: { selectedId: string | null; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mapRef = useRef<MapRef>(null);
  const viewport = useRef<MapViewport | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [large, setLarge] = useLargeMapPreference();
  const [area, setArea] = useState<AreaSearch>({ kind: 'idle' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const list = useInfiniteQuery({
    queryKey: ['omaps', 'list'],
    queryFn: ({ pageParam }) => listOmaps(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
    meta: { handlesErrors: true },
  });
  const selected = useQuery({
    ...omapQuery(selectedId ?? ''),
    enabled: selectedId !== null,
    meta: { handlesErrors: true },
  });
  const selectedOmap = selectedId !== null ? (selected.data ?? null) : null;

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

  async function searchArea(): Promise<void> {
    const view = viewport.current;
    const cells = view ? mapSearchCells({ bounds: view.bounds, zoom: view.zoom }) : null;
    if (!cells || cells.kind === 'zoom-in') {
      setArea({ kind: 'zoom-in' });
      return;
    }
    setArea({ kind: 'searching' });
    const states = areaSearchStates(canEdit);
    try {
      const pages = await Promise.all(
        cells.cells.flatMap((cell) => states.map((state) => omapsInCell(state, cell))),
      );
      const byId = new Map(pages.flat().map((omap) => [omap.id, omap]));
      setArea({ kind: 'found', omaps: [...byId.values()] });
    } catch {
      setArea({ kind: 'failed' });
    }
  }

  async function remove(omap: Omap): Promise<void> {
    setDeleteFailed(false);
    try {
      await deleteOmap(omap.id);
      setConfirming(null);
      setArea((current) =>
        current.kind === 'found'
          ? { kind: 'found', omaps: current.omaps.filter((o) => o.id !== omap.id) }
          : current,
      );
      // The deleted map is no longer the chosen one.
      if (omap.id === selectedId) await navigate({ to: '/maps', search: {} });
      await queryClient.invalidateQueries({ queryKey: ['omaps'] });
      showToast(omapDeletedMessage);
    } catch {
      setDeleteFailed(true);
    }
  }

  const found = area.kind === 'found' ? area.omaps : [];
  const shown = [
    ...found.filter((omap) => omap.id !== selectedOmap?.id),
    ...(selectedOmap ? [selectedOmap] : []),
  ];
  const allMaps = list.data?.pages.flatMap((page) => page.items) ?? [];
  const areaMessage: MessageDescriptor | null =
    area.kind === 'zoom-in'
      ? errorMessages[ErrorCode.MAP_SEARCH_AREA_TOO_LARGE]
      : area.kind === 'failed'
        ? errorMessages[ErrorCode.MAP_SEARCH_FAILED]
        : null;
  const rowProps = {
    canEdit,
    selectedId,
    confirming,
    onConfirm: setConfirming,
    onDelete: (omap: Omap) => void remove(omap),
  };

  return (
    <section className="page maps-page" aria-labelledby="maps-title">
      <h1 id="maps-title">
        <Trans>Maps</Trans>
      </h1>
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
      <div className={large ? 'maps-canvas maps-canvas-large' : 'maps-canvas'}>
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
      <section className="maps-area" aria-labelledby="maps-area-title">
        <h2 id="maps-area-title">
          <Trans>Search by map area</Trans>
        </h2>
        <p className="field-hint">
          <Trans>
            Finds the maps in the part of the map you see. Zoom in to level 11 or closer.
          </Trans>
        </p>
        <button
          type="button"
          disabled={area.kind === 'searching'}
          onClick={() => void searchArea()}
        >
          <Trans>Search this area</Trans>
        </button>
        <div role="alert" className={areaMessage ? 'form-alert' : undefined}>
          {areaMessage ? i18n._(areaMessage) : null}
        </div>
        <div role="status">
          {area.kind === 'searching' ? <Trans>Searching…</Trans> : null}
          {area.kind === 'found' ? (
            <Plural
              value={found.length}
              one="# map found in this area."
              other="# maps found in this area."
            />
          ) : null}
        </div>
        {found.length > 0 ? (
          <ul className="maps-list" aria-label={t`Maps in this area`}>
            {found.map((omap) => (
              <OmapRow key={omap.id} omap={omap} {...rowProps} />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="maps-all-title">
        <h2 id="maps-all-title">
          <Trans>All maps</Trans>
        </h2>
        <div role="alert" className={deleteFailed ? 'form-alert' : undefined}>
          {deleteFailed ? i18n._(errorMessages[ErrorCode.MAP_DELETE_FAILED]) : null}
        </div>
        {list.isPending ? (
          <p role="status">
            <Trans>Loading maps…</Trans>
          </p>
        ) : null}
        {list.isError ? (
          <div role="alert" className="form-alert">
            <p>{i18n._(errorMessages[ErrorCode.MAPS_LOAD_FAILED])}</p>
            <button type="button" className="secondary" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : null}
        {list.isSuccess && allMaps.length === 0 ? (
          <p>
            <Trans>There are no maps yet.</Trans>
          </p>
        ) : null}
        {allMaps.length > 0 ? (
          <ul className="maps-list" aria-label={t`All maps`}>
            {allMaps.map((omap) => (
              <OmapRow key={omap.id} omap={omap} {...rowProps} />
            ))}
          </ul>
        ) : null}
        {list.hasNextPage ? (
          <button
            type="button"
            className="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            <Trans>Show more maps</Trans>
          </button>
        ) : null}
      </section>
    </section>
  );
}

function StateName({ state }: { state: string }) {
  return state === 'PUBLIC' ? <Trans>Public</Trans> : <Trans>Private</Trans>;
}

function KindName({ sourceType }: { sourceType: string }) {
  return sourceType === 'tiles' ? <Trans>Tiles</Trans> : <Trans>Image</Trans>;
}

function SelectedMap({ omap, canEdit }: { omap: Omap; canEdit: boolean }) {
  return (
    <div className="maps-selected" aria-live="polite">
      <h2>{omap.name}</h2>
      <p>
        <KindName sourceType={omap.sourceType} /> · <StateName state={omap.state} />
        {omap.primaryMap ? (
          <>
            {' · '}
            <Trans>Primary map</Trans>
          </>
        ) : null}
        {omap.attribution ? <> · {omap.attribution}</> : null}
      </p>
      {hasBox(omap) ? null : (
        <p>
          <Trans>This map has no position yet, so it cannot be shown.</Trans>
        </p>
      )}
      {canEdit ? (
        <Link to="/maps" search={{ omapId: omap.id, mode: 'edit' }}>
          <Trans>Edit this map</Trans>
        </Link>
      ) : null}
    </div>
  );
}

interface OmapRowProps {
  omap: Omap;
  canEdit: boolean;
  selectedId: string | null;
  confirming: string | null;
  onConfirm: (id: string | null) => void;
  onDelete: (omap: Omap) => void;
}

function OmapRow({ omap, canEdit, selectedId, confirming, onConfirm, onDelete }: OmapRowProps) {
  const { t } = useLingui();
  const name = omap.name;
  return (
    <li className="maps-row">
      <div className="maps-row-main">
        <Link
          to="/maps"
          search={{ omapId: omap.id, mode: 'view' }}
          aria-current={omap.id === selectedId ? 'true' : undefined}
        >
          {name}
        </Link>
        <span className="field-hint">
          <KindName sourceType={omap.sourceType} /> · <StateName state={omap.state} />
        </span>
      </div>
      {canEdit ? (
        <div className="maps-row-actions">
          <Link to="/maps" search={{ omapId: omap.id, mode: 'edit' }} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Link>
          {confirming === omap.id ? (
            <>
              <span>
                <Trans>Delete {name}?</Trans>
              </span>
              <button type="button" onClick={() => onDelete(omap)}>
                <Trans>Yes, delete</Trans>
              </button>
              <button type="button" className="secondary" onClick={() => onConfirm(null)}>
                <Trans>Cancel</Trans>
              </button>
            </>
          ) : (
            <button
              type="button"
              className="secondary"
              aria-label={t`Delete ${name}`}
              onClick={() => onConfirm(omap.id)}
            >
              <Trans>Delete</Trans>
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
