import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphqlClient from '../../../src/api/graphql-client';
import type { Omap } from '../../../src/api/maps-api';
import type { MapViewport } from '../../../src/ui/map/map-canvas';
import { renderWithRouter } from '../../ui/support/render-with-router';

// A small in-memory back end behind the GraphQL request (the wire only), and a map canvas that
// reports a zoom-12 view of two precision-4 cells (jsdom draws no WebGL map).
let stored: Omap[] = [];
let failDeletes = false;
const operations: string[] = [];
vi.mock('../../../src/api/graphql-client', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphqlClient>()),
  graphqlRequest: vi.fn((document: string, variables: Record<string, unknown>) => {
    const operation = /(?:query|mutation) (\w+)/.exec(document)?.[1] ?? '?';
    operations.push(operation);
    if (operation === 'ListOmaps') {
      return Promise.resolve({ listOmaps: { items: stored, nextToken: null } });
    }
    if (operation === 'OmapByStateByGeoHash') {
      const cell = (variables.geoHash as { beginsWith: string }).beginsWith;
      const items = stored.filter(
        (o) => o.state === variables.state && o.geoHash?.startsWith(cell),
      );
      return Promise.resolve({ omapByStateByGeoHash: { items, nextToken: null } });
    }
    if (operation === 'DeleteOmap') {
      if (failDeletes) return Promise.reject(new Error('network down'));
      const id = (variables.input as { id: string }).id;
      stored = stored.filter((o) => o.id !== id);
      return Promise.resolve({ deleteOmap: { id } });
    }
    return Promise.reject(new Error(`unexpected ${operation}`));
  }),
}));
const VIEW: MapViewport = {
  centre: { lat: 58.475, lng: 8.775 },
  zoom: 12,
  bounds: { south: 58.45, west: 8.7, north: 58.5, east: 8.85 },
};
vi.mock('../../../src/ui/map/map-canvas', () => ({
  MapCanvas: ({
    label,
    onViewportChange,
  }: {
    label: string;
    onViewportChange?: (view: MapViewport) => void;
  }) => {
    useEffect(() => onViewportChange?.(VIEW), [onViewportChange]);
    return <div aria-label={label} />;
  },
}));

const { MapsOverview } = await import('../../../src/features/maps/maps-overview');

function omap(id: string, name: string, state: string, geoHash: string): Omap {
  return {
    id,
    name,
    state,
    geoHash,
    sourceType: 'image',
    tileLocation: null,
    imageLocation: '/demo/map.png',
    imageTileLocation: null,
    imageWidth: 800,
    imageHeight: 600,
    attribution: null,
    primaryMap: false,
    bottomLeftLat: 58.46,
    bottomLeftLng: 8.75,
    topRightLat: 58.47,
    topRightLng: 8.77,
    maxZoom: 20,
    minZoom: 10,
    worldFile: null,
    coordinateSystem: null,
    owner: 'editor',
    updatedAt: '2026-11-26T00:00:00.000Z',
  };
}

async function renderOverview(canEdit: boolean) {
  renderWithRouter(
    { '/maps': () => <MapsOverview selectedId={null} canEdit={canEdit} /> },
    '/maps',
  );
  return screen.findByRole('list', { name: 'All maps' });
}

const searchArea = () => fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link', { name: /^(?!Edit )/ })
    .map((link) => link.textContent);

beforeEach(() => {
  stored = [
    omap('m1', 'Hove', 'PUBLIC', 'u4qhabcd'),
    omap('m2', 'Tromøy', 'PRIVATE', 'u4qkabcd'),
    omap('m3', 'Bergen', 'PUBLIC', 'u4ebabcd'),
  ];
  failDeletes = false;
  operations.length = 0;
});
afterEach(cleanup);

describe('the maps overview', () => {
  it('finds the maps of the view’s cells, each time the search is pressed', async () => {
    await renderOverview(true);
    searchArea();
    const found = await screen.findByRole('list', { name: 'Maps in this area' });
    expect(names(found).sort()).toEqual(['Hove', 'Tromøy']);
    expect(screen.getByText('2 maps found in this area.')).toBeTruthy();

    stored.push(omap('m4', 'Eydehavn', 'PUBLIC', 'u4qhzzzz'));
    searchArea();
    await screen.findByText('3 maps found in this area.');
    expect(names(screen.getByRole('list', { name: 'Maps in this area' })).sort()).toEqual([
      'Eydehavn',
      'Hove',
      'Tromøy',
    ]);
  });

  it('finds only public maps for a player', async () => {
    await renderOverview(false);
    searchArea();
    const found = await screen.findByRole('list', { name: 'Maps in this area' });
    expect(names(found)).toEqual(['Hove']);
    expect(screen.queryByRole('button', { name: 'Delete Hove' })).toBeNull();
  });

  it('deletes a map after the confirmation, from the list and the area’s results', async () => {
    const all = await renderOverview(true);
    expect(names(all)).toEqual(['Hove', 'Tromøy', 'Bergen']);
    searchArea();
    await screen.findByRole('list', { name: 'Maps in this area' });

    fireEvent.click(within(all).getByRole('button', { name: 'Delete Hove' }));
    expect(stored.map((o) => o.id)).toContain('m1');
    fireEvent.click(within(all).getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() =>
      expect(names(screen.getByRole('list', { name: 'All maps' }))).toEqual(['Tromøy', 'Bergen']),
    );
    expect(names(screen.getByRole('list', { name: 'Maps in this area' }))).toEqual(['Tromøy']);
    expect(stored.map((o) => o.id)).toEqual(['m2', 'm3']);
    expect(screen.queryByRole('button', { name: 'Yes, delete' })).toBeNull();
  });

  it('says so when the delete fails, and keeps the map', async () => {
    failDeletes = true;
    const all = await renderOverview(true);
    fireEvent.click(within(all).getByRole('button', { name: 'Delete Hove' }));
    fireEvent.click(within(all).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('Could not delete maps');
    expect(names(screen.getByRole('list', { name: 'All maps' }))).toContain('Hove');
  });
});
