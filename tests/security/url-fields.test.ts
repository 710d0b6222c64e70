/**
 * Editors' URLs (issue 13, item 9): a map's `imageLocation` and `tileLocation` take only http(s)
 * addresses or, for the image, this server's own upload paths; `javascript:`, `data:`, other
 * schemes and paths elsewhere are BAD_INPUT naming the field, on create and on update. An
 * attribution with HTML is stored as the text it is (the map draws it as text: see the DOM test
 * `tests/ui/map/attribution-html.test.tsx`). Real server over HTTP on loopback, PGlite and
 * PostgreSQL.
 */
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type GraphqlAnswer } from '../server/support/api-harness';
import { apiBeforeAll, madeBeforeAll, userBeforeAll } from '../server/support/before-all';

const CREATE = `mutation ($input: CreateOmapInput!) {
  createOmap(input: $input) { id imageLocation tileLocation attribution }
}`;
const UPDATE = `mutation ($input: UpdateOmapInput!) {
  updateOmap(input: $input) { id imageLocation tileLocation attribution }
}`;
const GET = 'query ($id: ID!) { getOmap(id: $id) { id imageLocation tileLocation attribution } }';

interface Omap {
  id: string;
  imageLocation: string | null;
  tileLocation: string | null;
  attribution: string | null;
}

const BOX = { bottomLeftLat: 58.45, bottomLeftLng: 8.75, topRightLat: 58.47, topRightLng: 8.79 };
const imageMap = (imageLocation: string) => ({
  name: 'Image map',
  sourceType: 'image',
  imageLocation,
  minZoom: 12,
  maxZoom: 18,
  ...BOX,
});
const tilesMap = (tileLocation: string) => ({
  name: 'Tiles map',
  sourceType: 'tiles',
  tileLocation,
  minZoom: 12,
  maxZoom: 18,
  ...BOX,
});

/** Addresses refused as an image location. */
const BAD_IMAGE_LOCATIONS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://maps.example.org/map.png',
  'blob:https://maps.example.org/1b9d6bcd',
  '//evil.example.org/map.png',
  '/etc/passwd',
  '/config.json',
  '/map-images/../config.json',
  '../map.png',
  'map.png',
  'https://user:secret@maps.example.org/map.png',
];

/** Templates refused as a tile location. */
const BAD_TILE_LOCATIONS = [
  'javascript:alert(1)//{z}/{x}/{y}',
  'data:image/png;base64,{z}{x}{y}',
  'file:///tiles/{z}/{x}/{y}.png',
  'ftp://tiles.example.org/{z}/{x}/{y}.png',
  '//tiles.example.org/{z}/{x}/{y}.png',
  '/tiles/{z}/{x}/{y}.png',
  '/map-images/x/{z}/{x}/{y}.png',
  'tiles/{z}/{x}/{y}.png',
];

function expectRefusedOn(answer: GraphqlAnswer, field: string): void {
  expect(answer.status).toBeLessThan(500);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field });
}

describe.each(DATABASE_KINDS)('URL fields (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  /** A map drawn from an image and one drawn from tiles, to update. */
  const maps = madeBeforeAll(async () => {
    const image = await editor.gql<{ createOmap: Omap }>(CREATE, {
      input: imageMap('https://maps.example.org/map.png'),
    });
    const tiles = await editor.gql<{ createOmap: Omap }>(CREATE, {
      input: tilesMap('https://tiles.example.org/{z}/{x}/{y}.png'),
    });
    expect(image.errors).toBeUndefined();
    expect(tiles.errors).toBeUndefined();
    return { imageMapId: image.data!.createOmap.id, tilesMapId: tiles.data!.createOmap.id };
  });

  it('has no URL field in the inputs but imageLocation and tileLocation', async () => {
    const answer = await editor.gql<IntrospectionQuery>(getIntrospectionQuery());
    const urlish = answer
      .data!.__schema.types.filter((type) => type.kind === 'INPUT_OBJECT')
      .flatMap((type) => (type.kind === 'INPUT_OBJECT' ? type.inputFields : []))
      .map((field) => field.name)
      .filter((name) => /location|url|uri|href|link|icon|website|^image$/iu.test(name));
    expect(new Set(urlish)).toEqual(new Set(['imageLocation', 'tileLocation']));
  });

  it.each(BAD_IMAGE_LOCATIONS)('refuses imageLocation %j on create and update', async (bad) => {
    expectRefusedOn(await editor.gql(CREATE, { input: imageMap(bad) }), 'input.imageLocation');
    expectRefusedOn(
      await editor.gql(UPDATE, { input: { id: maps.imageMapId, imageLocation: bad } }),
      'input.imageLocation',
    );
  });

  it.each(BAD_TILE_LOCATIONS)('refuses tileLocation %j on create and update', async (bad) => {
    expectRefusedOn(await editor.gql(CREATE, { input: tilesMap(bad) }), 'input.tileLocation');
    expectRefusedOn(
      await editor.gql(UPDATE, { input: { id: maps.tilesMapId, tileLocation: bad } }),
      'input.tileLocation',
    );
    // An image map keeps no hidden tile address either.
    expectRefusedOn(
      await editor.gql(UPDATE, { input: { id: maps.imageMapId, tileLocation: bad } }),
      'input.tileLocation',
    );
  });

  it('stored nothing of the refused writes', async () => {
    const image = await editor.gql<{ getOmap: Omap }>(GET, { id: maps.imageMapId });
    const tiles = await editor.gql<{ getOmap: Omap }>(GET, { id: maps.tilesMapId });
    expect(image.data?.getOmap).toMatchObject({
      imageLocation: 'https://maps.example.org/map.png',
      tileLocation: null,
    });
    expect(tiles.data?.getOmap.tileLocation).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
  });

  it.each([
    'https://maps.example.org/kart/arendal.png',
    'http://maps.example.org:8080/arendal.jpg?v=2',
  ])('accepts the web address %j as imageLocation', async (good) => {
    const created = await editor.gql<{ createOmap: Omap }>(CREATE, { input: imageMap(good) });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createOmap.imageLocation).toBe(good);
  });

  it('accepts http and https tile templates', async () => {
    for (const good of [
      'https://tiles.example.org/{z}/{x}/{y}.png',
      'http://tiles.example.org/t?z={z}&x={x}&y={y}',
    ]) {
      const created = await editor.gql<{ createOmap: Omap }>(CREATE, { input: tilesMap(good) });
      expect(created.errors).toBeUndefined();
      expect(created.data?.createOmap.tileLocation).toBe(good);
    }
  });

  it('accepts an image uploaded to this server (/map-images/...)', async () => {
    const body = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a7d44' },
    })
      .png()
      .toBuffer();
    const response = await fetch(`${api.url}/map-images`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: editor.idToken },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(201);
    const { imageLocation } = (await response.json()) as { imageLocation: string };
    expect(imageLocation).toMatch(/^\/map-images\//u);
    // An upload is placed by its world file (half-metre pixels in UTM 32N near Arendal).
    const placed = {
      ...imageMap(imageLocation),
      worldFile: [0.5, 0, 0, -0.5, 486000.25, 6480999.75],
      coordinateSystem: 'EPSG:25832',
    };
    const created = await editor.gql<{ createOmap: Omap }>(CREATE, { input: placed });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    expect(created.data?.createOmap.imageLocation).toBe(imageLocation);
    const updated = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
      input: {
        id: maps.imageMapId,
        imageLocation,
        worldFile: placed.worldFile,
        coordinateSystem: 'EPSG:25832',
      },
    });
    expect(updated.errors, JSON.stringify(updated.errors)).toBeUndefined();
  });

  it('stores an attribution with HTML as the text it is', async () => {
    const attribution = '<img src=x onerror="alert(1)"> <a href="javascript:alert(2)">Club</a>';
    const updated = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
      input: { id: maps.tilesMapId, attribution },
    });
    expect(updated.errors).toBeUndefined();
    const read = await editor.gql<{ getOmap: Omap }>(GET, { id: maps.tilesMapId });
    expect(read.data?.getOmap.attribution).toBe(attribution);
  });
});
