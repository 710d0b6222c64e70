import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  areaMapsKey,
  loadAreaMaps,
  type AreaMapsSources,
} from '../../../src/features/maps/area-maps';
import { openMapGameDb, type MapGameDb } from '../../../src/offline/db';

const omap = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Map ${id}`,
  sourceType: 'image',
  imageLocation: `/map-images/${id}.png`,
  bottomLeftLat: 58.45,
  bottomLeftLng: 8.75,
  topRightLat: 58.47,
  topRightLng: 8.79,
  minZoom: 13,
  maxZoom: 19,
  attribution: null,
  ...extra,
});

let db: MapGameDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

/** The app's sources over a fresh database, with a server that answers `cells` (others fail). */
function sources(server: Record<string, ReturnType<typeof omap>[]>): AreaMapsSources {
  db = openMapGameDb(`area-maps-${Math.random()}`);
  const store = db;
  return {
    fetchCell: (cell) => {
      const answer = server[cell];
      return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
    },
    readStored: async (key) => (await store.settings.get(key))?.value,
    writeStored: (key, value) => store.settings.put({ key, value }),
    now: () => 1_000,
  };
}

describe('the maps of the plain map view', () => {
  it('come from the server, each map once, and each cell’s answer is kept on the phone', async () => {
    const online = sources({ u4qh: [omap('a'), omap('b')], u4qk: [omap('b'), omap('c')] });
    const maps = await loadAreaMaps(['u4qh', 'u4qk'], online);
    expect(maps.omaps.map((m) => m.id).sort()).toEqual(['a', 'b', 'c']);
    expect(maps.storedCells).toEqual([]);
    expect(maps.missingCells).toEqual([]);
    const stored = (await online.readStored(areaMapsKey('u4qh'))) as { storedAt: number };
    expect(stored).toMatchObject({ storedAt: 1_000, omaps: [{ id: 'a' }, { id: 'b' }] });
  });

  it('keep only the fields that draw and name a map', async () => {
    const online = sources({ u4qh: [omap('a', { owner: 'someone', updatedAt: 'x' })] });
    const maps = await loadAreaMaps(['u4qh'], online);
    expect(maps.omaps[0]).not.toHaveProperty('owner');
    expect(maps.omaps[0]).toMatchObject({ id: 'a', name: 'Map a', minZoom: 13 });
  });

  it('come from the phone when the server cannot be reached, for the cells seen before', async () => {
    const online = sources({ u4qh: [omap('a')] });
    await loadAreaMaps(['u4qh'], online);
    const offline = { ...online, fetchCell: () => Promise.reject(new TypeError('offline')) };
    const maps = await loadAreaMaps(['u4qh', 'u4qk'], offline);
    expect(maps.omaps.map((m) => m.id)).toEqual(['a']);
    expect(maps.storedCells).toEqual(['u4qh']);
    expect(maps.missingCells).toEqual(['u4qk']);
  });

  it('ignore a stored value of another shape (an older app’s) rather than draw it', async () => {
    const offline = sources({});
    await offline.writeStored(areaMapsKey('u4qh'), { storedAt: 1, omaps: [{ id: 7 }] } as never);
    const maps = await loadAreaMaps(['u4qh'], offline);
    expect(maps).toEqual({ omaps: [], storedCells: [], missingCells: ['u4qh'] });
  });

  it('still show the server’s maps when the phone cannot store them', async () => {
    const online = {
      ...sources({ u4qh: [omap('a')] }),
      writeStored: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const maps = await loadAreaMaps(['u4qh'], online);
    expect(maps.omaps.map((m) => m.id)).toEqual(['a']);
  });

  it('ask for nothing when there are no cells (zoomed out)', async () => {
    expect(await loadAreaMaps([], sources({}))).toEqual({
      omaps: [],
      storedCells: [],
      missingCells: [],
    });
  });
});
