/**
 * Maps through the API (createOmap, updateOmap, deleteOmap, getOmap, listOmaps,
 * omapByStateByGeoHash) on PGlite and on PostgreSQL: what is stored, the centre and geohash,
 * world-file placement, the domain's validation at its edges, PRIVATE visibility, the area search
 * by geohash prefix and paging.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startGeoHash } from '../../../src/domain/geohash';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, castBeforeAll } from '../support/before-all';
import {
  dataOf,
  errorOf,
  expectUpdatesRefusedAndRowKept,
  itIsSeenByOwnerAndAdminAlone,
} from '../support/callers';
import { everyPage, itPagesAsOnePage, type Page } from '../support/pages';
import { TILE_MAP } from '../support/map-inputs';

const OMAP_FIELDS = `id name sourceType state tileLocation imageLocation attribution primaryMap
  bottomLeftLat bottomLeftLng topRightLat topRightLng geoHash maxZoom minZoom worldFile
  coordinateSystem centreLat centreLng owner createdAt updatedAt`;

const CREATE = `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { ${OMAP_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateOmapInput!, $condition: ModelConditionInput) {
  updateOmap(input: $input, condition: $condition) { ${OMAP_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteOmap(input: { id: $id }) { id } }`;
const GET = `query ($id: ID!) { getOmap(id: $id) { ${OMAP_FIELDS} } }`;
const LIST = `query ($limit: Int, $nextToken: String) {
  listOmaps(limit: $limit, nextToken: $nextToken) { items { id } nextToken } }`;
const SEARCH = `query ($state: String!, $prefix: String, $limit: Int, $nextToken: String,
  $sortDirection: ModelSortDirection) {
  omapByStateByGeoHash(state: $state, geoHash: { beginsWith: $prefix }, limit: $limit,
    nextToken: $nextToken, sortDirection: $sortDirection) { items { id geoHash } nextToken } }`;

interface Omap {
  id: string;
  name: string;
  state: string;
  primaryMap: boolean;
  bottomLeftLat: number;
  bottomLeftLng: number;
  topRightLat: number;
  topRightLng: number;
  geoHash: string;
  worldFile: number[] | null;
  coordinateSystem: string | null;
  centreLat: number;
  centreLng: number;
  owner: string;
  imageLocation: string | null;
  updatedAt: string;
}
type MapPage = Page<{ id: string; geoHash?: string }>;

/** A north-up image of 1000 × 500 px of 0.001° whose first pixel centre is 8.0005 E, 58.9995 N. */
const WORLD_FILE = [0.001, 0, 0, -0.001, 8.0005, 58.9995];
const IMAGE_MAP = {
  name: 'Bilde',
  sourceType: 'image',
  state: 'PUBLIC',
  imageLocation: ' https://maps.example.org/demo.png ',
  minZoom: 12,
  maxZoom: 17,
  worldFile: WORLD_FILE,
  coordinateSystem: 'EPSG:4326',
};

describe.each(DATABASE_KINDS)('maps through the API (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const { editor, otherEditor, player, callers } = castBeforeAll(api);

  async function create(input: Record<string, unknown>, by: ApiUser = editor): Promise<Omap> {
    const answer = await by.gql<{ createOmap: Omap }>(CREATE, { input });
    return dataOf(answer).createOmap;
  }

  describe('createOmap', () => {
    it('stores the map with its owner, centre and precision-10 centre geohash', async () => {
      const map = await create(TILE_MAP);
      expect(map).toMatchObject({ ...TILE_MAP, owner: editor.sub, primaryMap: false });
      expect(map.centreLat).toBeCloseTo(58.475, 9);
      expect(map.centreLng).toBeCloseTo(8.775, 9);
      expect(map.geoHash).toBe('u4qhxtjc86');
      expect(map.geoHash).toBe(startGeoHash({ lat: 58.475, lng: 8.775 }));
      const read = await editor.gql<{ getOmap: Omap }>(GET, { id: map.id });
      expect(read.data?.getOmap).toEqual(map);
    });

    it('makes a map PRIVATE when no state is given', async () => {
      const map = await create({ ...TILE_MAP, state: undefined });
      expect(map.state).toBe('PRIVATE');
    });

    it('keeps a client-generated id and refuses one that is taken', async () => {
      const id = `client-${Date.now()}`;
      expect((await create({ ...TILE_MAP, id })).id).toBe(id);
      const again = await editor.gql(CREATE, { input: { ...TILE_MAP, id } });
      expect(errorOf(again)).toEqual({ code: 'BAD_INPUT', field: 'input.id' });
    });

    it('places an image map by its world file and image size', async () => {
      const map = await create({ ...IMAGE_MAP, imageWidth: 1000, imageHeight: 500 });
      expect(map.bottomLeftLat).toBeCloseTo(58.5, 9);
      expect(map.bottomLeftLng).toBeCloseTo(8, 9);
      expect(map.topRightLat).toBeCloseTo(59, 9);
      expect(map.topRightLng).toBeCloseTo(9, 9);
      expect(map.centreLat).toBeCloseTo(58.75, 9);
      expect(map.centreLng).toBeCloseTo(8.5, 9);
      expect(map.geoHash).toBe(startGeoHash({ lat: 58.75, lng: 8.5 }));
      expect(map.worldFile).toEqual(WORLD_FILE);
      expect(map.coordinateSystem).toBe('EPSG:4326');
      expect(map.imageLocation).toBe('https://maps.example.org/demo.png');
    });

    it('takes the centre of a rotated image from its corners, not from the given box', async () => {
      // Rotated by 90°: columns run south, rows run west; 100 × 100 px of 0.001°.
      const rotated = [0, -0.001, -0.001, 0, 8.0995, 58.9995];
      const map = await create({
        ...IMAGE_MAP,
        worldFile: rotated,
        imageWidth: 100,
        imageHeight: 100,
        bottomLeftLat: 58.8,
        bottomLeftLng: 7.9,
        topRightLat: 59,
        topRightLng: 8.1,
      });
      expect(map.bottomLeftLat).toBe(58.8);
      expect(map.centreLat).toBeCloseTo(58.95, 9);
      expect(map.centreLng).toBeCloseTo(8.05, 9);
    });

    it('needs the bounding box for an image map placed without its image size', async () => {
      const answer = await editor.gql(CREATE, { input: IMAGE_MAP });
      expect(errorOf(answer)).toEqual({
        code: 'MISSING_FIELD',
        field: 'input.bottomLeftLat',
        reason: 'REQUIRED',
      });
      const boxed = await create({ ...IMAGE_MAP, ...boxOf(TILE_MAP) });
      expect(boxed.geoHash).toBe('u4qhxtjc86');
      expect(boxed.worldFile).toEqual(WORLD_FILE);
    });

    it.each([
      ['a blank name', { name: '  ' }, 'MISSING_FIELD', 'input.name', 'REQUIRED'],
      [
        'another source type',
        { sourceType: 'vector' },
        'BAD_INPUT',
        'input.sourceType',
        'OUT_OF_RANGE',
      ],
      ['another state', { state: 'SECRET' }, 'BAD_INPUT', 'input.state', 'OUT_OF_RANGE'],
      [
        'tiles without a location',
        { tileLocation: null },
        'MISSING_FIELD',
        'input.tileLocation',
        'REQUIRED',
      ],
      [
        'a tile location without {y}',
        { tileLocation: 'https://t.example.org/{z}/{x}' },
        'BAD_INPUT',
        'input.tileLocation',
        'INVALID_URL',
      ],
      [
        'a latitude over 90',
        { topRightLat: 90.000001 },
        'BAD_INPUT',
        'input.topRightLat',
        'OUT_OF_RANGE',
      ],
      [
        'a longitude under -180',
        { bottomLeftLng: -180.000001 },
        'BAD_INPUT',
        'input.bottomLeftLng',
        'OUT_OF_RANGE',
      ],
      [
        'north equal to south',
        { topRightLat: 58.45 },
        'BAD_INPUT',
        'input.topRightLat',
        'OUT_OF_RANGE',
      ],
      [
        'east equal to west',
        { topRightLng: 8.7 },
        'BAD_INPUT',
        'input.topRightLng',
        'OUT_OF_RANGE',
      ],
      [
        'a missing corner',
        { bottomLeftLng: null },
        'MISSING_FIELD',
        'input.bottomLeftLng',
        'REQUIRED',
      ],
      ['a missing zoom', { minZoom: null }, 'MISSING_FIELD', 'input.minZoom', 'REQUIRED'],
      ['a zoom under 0', { minZoom: -1 }, 'BAD_INPUT', 'input.minZoom', 'OUT_OF_RANGE'],
      ['a zoom over 22', { maxZoom: 23 }, 'BAD_INPUT', 'input.maxZoom', 'OUT_OF_RANGE'],
      [
        'min zoom over max zoom',
        { minZoom: 15, maxZoom: 14 },
        'BAD_INPUT',
        'input.maxZoom',
        'OUT_OF_RANGE',
      ],
      ['a blank id', { id: ' ' }, 'BAD_INPUT', 'input.id', 'OUT_OF_RANGE'],
      ['an id of 129 characters', { id: 'x'.repeat(129) }, 'BAD_INPUT', 'input.id', 'OUT_OF_RANGE'],
    ])('refuses %s', async (_what, change, code, field, reason) => {
      const answer = await editor.gql(CREATE, { input: { ...TILE_MAP, ...change } });
      expect(answer.data?.createOmap).toBeNull();
      expect(errorOf(answer)).toEqual({ code, field, reason });
    });

    it.each([
      [
        'latitudes at ±90 and longitudes at ±180',
        { bottomLeftLat: -90, topRightLat: 90, bottomLeftLng: -180, topRightLng: 180 },
      ],
      ['zooms 0 and 22', { minZoom: 0, maxZoom: 22 }],
      ['equal zooms', { minZoom: 14, maxZoom: 14 }],
      ['an id of 128 characters', { id: 'y'.repeat(128) }],
    ])('accepts %s', async (_what, change) => {
      const answer = await editor.gql(CREATE, { input: { ...TILE_MAP, ...change } });
      expect(answer.errors).toBeUndefined();
    });

    it.each([
      [
        'five world file numbers',
        { worldFile: WORLD_FILE.slice(0, 5) },
        'BAD_INPUT',
        'input.worldFile',
        'BAD_WORLD_FILE',
      ],
      [
        'a degenerate pixel grid',
        { worldFile: [0, 0, 0, -0.001, 8, 59] },
        'BAD_INPUT',
        'input.worldFile',
        'BAD_WORLD_FILE',
      ],
      [
        'a world file without its system',
        { coordinateSystem: null },
        'MISSING_FIELD',
        'input.coordinateSystem',
        'REQUIRED',
      ],
      [
        'an unsupported system',
        { coordinateSystem: 'EPSG:9999' },
        'BAD_INPUT',
        'input.coordinateSystem',
        'OUT_OF_RANGE',
      ],
      [
        'a width without a height',
        { imageWidth: 1000 },
        'MISSING_FIELD',
        'input.imageHeight',
        'REQUIRED',
      ],
      [
        'a zero image side',
        { imageWidth: 0, imageHeight: 500 },
        'BAD_INPUT',
        'input.imageWidth',
        'OUT_OF_RANGE',
      ],
      [
        'an image size without a world file',
        { worldFile: null, imageWidth: 10, imageHeight: 10 },
        'MISSING_FIELD',
        'input.worldFile',
        'REQUIRED',
      ],
      [
        'an image outside the world',
        { worldFile: [1, 0, 0, -1, 486000, 6481000], imageWidth: 10, imageHeight: 10 },
        'BAD_INPUT',
        'input.worldFile',
        'BAD_WORLD_FILE',
      ],
    ])('refuses %s', async (_what, change, code, field, reason) => {
      const answer = await editor.gql(CREATE, {
        input: { ...IMAGE_MAP, ...boxOf(TILE_MAP), ...change },
      });
      expect(errorOf(answer)).toEqual({ code, field, reason });
    });
  });

  describe('updateOmap', () => {
    it('changes only the given fields and keeps the centre when the box is not touched', async () => {
      const map = await create(TILE_MAP);
      api.setNow(Date.now() + 60_000);
      const answer = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
        input: { id: map.id, name: 'Nytt navn', primaryMap: true },
      });
      api.setNow(undefined);
      const updated = answer.data!.updateOmap;
      expect(updated).toMatchObject({ ...TILE_MAP, name: 'Nytt navn', primaryMap: true });
      expect(updated.geoHash).toBe(map.geoHash);
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(map.updatedAt));
    });

    it('moves the geohash with the bounding box', async () => {
      const map = await create(TILE_MAP);
      const answer = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
        input: {
          id: map.id,
          bottomLeftLat: 59.9,
          bottomLeftLng: 10.7,
          topRightLat: 59.92,
          topRightLng: 10.8,
        },
      });
      expect(answer.data!.updateOmap.geoHash).toBe(startGeoHash({ lat: 59.91, lng: 10.75 }));
      expect(answer.data!.updateOmap.geoHash.startsWith('u4xs')).toBe(true);
    });

    it('validates the whole map after the change and leaves it as it was when refused', async () => {
      const map = await create(TILE_MAP);
      await expectUpdatesRefusedAndRowKept(editor, { update: UPDATE, get: GET }, map, [
        [{ minZoom: 19 }, { code: 'BAD_INPUT', field: 'input.maxZoom', reason: 'OUT_OF_RANGE' }],
        [{ name: null }, { code: 'MISSING_FIELD', field: 'input.name', reason: 'REQUIRED' }],
      ]);
    });

    describe('each operator of a condition on the owner', () => {
      let map: Omap;
      beforeAll(async () => {
        map = await create(TILE_MAP);
      });
      const cases: [string, (sub: string) => Record<string, unknown>, boolean][] = [
        ['eq the owner', (sub) => ({ eq: sub }), true],
        ['eq another', () => ({ eq: 'someone-else' }), false],
        ['le the owner', (sub) => ({ le: sub }), true],
        ['lt the owner', (sub) => ({ lt: sub }), false],
        ['ge the owner', (sub) => ({ ge: sub }), true],
        ['gt the owner', (sub) => ({ gt: sub }), false],
        ['between the owner and the owner', (sub) => ({ between: [sub, sub] }), true],
        [
          'between two values after the owner',
          (sub) => ({ between: [`${sub}0`, `${sub}1`] }),
          false,
        ],
        ['between with one value', (sub) => ({ between: [sub] }), false],
        ['beginsWith its start', (sub) => ({ beginsWith: sub.slice(0, 5) }), true],
        ['beginsWith something else', () => ({ beginsWith: 'zzz' }), false],
      ];
      it.each(cases)('%s: %s', async (_what, condition, holds) => {
        const answer = await editor.gql(UPDATE, {
          input: { id: map.id, attribution: 'Vilkår' },
          condition: { owner: condition(editor.sub) },
        });
        expect(errorOf(answer)).toEqual(
          holds ? { code: undefined, field: undefined } : { code: 'BAD_INPUT', field: 'condition' },
        );
      });
    });

    it('answers NOT_FOUND for an unknown map', async () => {
      const answer = await editor.gql(UPDATE, { input: { id: 'no-such-map', name: 'X' } });
      expect(errorOf(answer)).toEqual({ code: 'NOT_FOUND', field: 'input.id' });
    });
  });

  describe('deleteOmap', () => {
    it('deletes only when the condition holds', async () => {
      const map = await create(TILE_MAP);
      const DELETE_IF = `mutation ($id: ID!, $condition: ModelConditionInput) {
        deleteOmap(input: { id: $id }, condition: $condition) { id } }`;
      const refused = await editor.gql(DELETE_IF, {
        id: map.id,
        condition: { updatedAt: { lt: map.updatedAt } },
      });
      expect(errorOf(refused)).toEqual({ code: 'BAD_INPUT', field: 'condition' });
      expect((await editor.gql(GET, { id: map.id })).data?.getOmap).not.toBeNull();
      const deleted = await editor.gql(DELETE_IF, {
        id: map.id,
        condition: { updatedAt: { ge: map.updatedAt } },
      });
      expect(deleted.errors).toBeUndefined();
    });

    it('deletes the map, which is then gone', async () => {
      const map = await create(TILE_MAP);
      const answer = await editor.gql<{ deleteOmap: { id: string } }>(DELETE, { id: map.id });
      expect(answer.data?.deleteOmap.id).toBe(map.id);
      expect((await editor.gql(GET, { id: map.id })).data?.getOmap).toBeNull();
      expect(errorOf(await editor.gql(DELETE, { id: map.id })).code).toBe('NOT_FOUND');
    });
  });

  describe('PRIVATE maps', () => {
    itIsSeenByOwnerAndAdminAlone(
      { callers, otherEditor },
      { get: GET, list: LIST, search: SEARCH, update: UPDATE },
      { state: 'PRIVATE', prefix: 'u4qh' },
      () => create({ ...TILE_MAP, state: 'PRIVATE' }),
    );
  });

  describe('the map area search', () => {
    const moved = (dLat: number, dLng: number) => ({
      bottomLeftLat: TILE_MAP.bottomLeftLat + dLat,
      topRightLat: TILE_MAP.topRightLat + dLat,
      bottomLeftLng: TILE_MAP.bottomLeftLng + dLng,
      topRightLng: TILE_MAP.topRightLng + dLng,
    });
    let inCell: Omap;
    let nextCell: Omap;
    let oslo: Omap;

    beforeAll(async () => {
      inCell = await create({ ...TILE_MAP, name: 'in u4qh' });
      nextCell = await create({ ...TILE_MAP, name: 'in u4qk', ...moved(0, 0.1) });
      oslo = await create({ ...TILE_MAP, name: 'Oslo', ...moved(1.45, 2) });
    });

    it('finds by a precision-4 prefix only the maps whose centre is in that cell', async () => {
      expect(inCell.geoHash.slice(0, 4)).toBe('u4qh');
      expect(nextCell.geoHash.slice(0, 4)).toBe('u4qk');
      const answer = await player.gql<{ omapByStateByGeoHash: MapPage }>(SEARCH, {
        state: 'PUBLIC',
        prefix: 'u4qk',
      });
      const items = answer.data!.omapByStateByGeoHash.items;
      expect(items.map((item) => item.id)).toContain(nextCell.id);
      expect(items.map((item) => item.id)).not.toContain(inCell.id);
      expect(items.map((item) => item.id)).not.toContain(oslo.id);
      expect(items.every((item) => item.geoHash?.startsWith('u4qk'))).toBe(true);
    });

    it('orders by geohash, descending when asked', async () => {
      const answer = await player.gql<{ omapByStateByGeoHash: MapPage }>(SEARCH, {
        state: 'PUBLIC',
        prefix: 'u4',
        sortDirection: 'DESC',
      });
      const hashes = answer.data!.omapByStateByGeoHash.items.map((item) => item.geoHash!);
      expect(hashes).toEqual([...hashes].sort().reverse());
      expect(hashes[0]?.startsWith('u4xs')).toBe(true);
    });

    it('refuses a state other than PRIVATE or PUBLIC', async () => {
      const answer = await player.gql(SEARCH, { state: 'OPEN', prefix: 'u4qh' });
      expect(errorOf(answer)).toEqual({
        code: 'BAD_INPUT',
        field: 'state',
        reason: 'OUT_OF_RANGE',
      });
    });
  });

  describe('paging', () => {
    const AREA = { bottomLeftLat: 0.1, bottomLeftLng: 0.1, topRightLat: 0.9, topRightLng: 0.9 };
    let ids: string[];

    beforeAll(async () => {
      ids = [];
      for (let i = 0; i < 5; i += 1)
        ids.push((await create({ ...TILE_MAP, ...AREA, name: `p${i}` })).id);
    });

    it('gives each map once over pages of 2, appending until nextToken is null', async () => {
      const pages = await everyPage(player, SEARCH, { state: 'PUBLIC', prefix: 's006', limit: 2 });
      expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((p) => p.items.map((item) => item.id)).sort()).toEqual([...ids].sort());
    });

    itPagesAsOnePage(player, LIST, 'listOmaps', 3);

    it('refuses a nextToken of the list in the search', async () => {
      const first = await player.gql<{ listOmaps: MapPage }>(LIST, { limit: 1 });
      const token = first.data!.listOmaps.nextToken!;
      const other = await player.gql(SEARCH, { state: 'PUBLIC', prefix: 's006', nextToken: token });
      expect(errorOf(other)).toEqual({ code: 'BAD_INPUT', field: 'nextToken' });
    });

    it.each([0, -1])('refuses limit %i', async (limit) => {
      expect(errorOf(await player.gql(LIST, { limit }))).toEqual({
        code: 'BAD_INPUT',
        field: 'limit',
      });
    });
  });
});

function boxOf(map: typeof TILE_MAP) {
  const { bottomLeftLat, bottomLeftLng, topRightLat, topRightLng } = map;
  return { bottomLeftLat, bottomLeftLng, topRightLat, topRightLng };
}
