/**
 * Map image uploads over HTTP (`POST /map-images`, `GET /map-images/...`) on PGlite and on
 * PostgreSQL: who may upload, what is refused and how, the tiles of a large image served as the
 * domain's pyramid says, and maps saved with an uploaded image taking its size and tile template
 * from the server (the bounding box from the world file's corners), never from the caller.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePyramid, tileRectangle, tileUrl } from '../../../src/domain/image-pyramid';
import { cornersBounds, worldFileCorners } from '../../../src/domain/world-file';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import { dataOf, errorOf } from '../support/callers';

interface Uploaded {
  imageLocation: string;
  imageWidth: number;
  imageHeight: number;
  imageTileLocation: string | null;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

const OMAP_FIELDS = `id imageLocation imageWidth imageHeight imageTileLocation bottomLeftLat
  bottomLeftLng topRightLat topRightLng centreLat centreLng worldFile coordinateSystem`;
const CREATE = `mutation ($input: CreateOmapInput!) { createOmap(input: $input) { ${OMAP_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateOmapInput!) { updateOmap(input: $input) { ${OMAP_FIELDS} } }`;
const GET = `query ($id: ID!) { getOmap(id: $id) { ${OMAP_FIELDS} } }`;

interface Omap {
  id: string;
  imageLocation: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageTileLocation: string | null;
  bottomLeftLat: number;
  bottomLeftLng: number;
  topRightLat: number;
  topRightLng: number;
  centreLat: number;
  centreLng: number;
}

/** Half-metre pixels in UTM 32N near Arendal, north up. */
const WORLD_FILE = [0.5, 0, 0, -0.5, 486000.25, 6480999.75];
const WORLD = { a: 0.5, d: 0, b: 0, e: -0.5, c: 486000.25, f: 6480999.75 };
const UTM32 = 'EPSG:25832';

const png = (width: number, height: number, colour = '#3a7d44') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** A raw request (no URL normalisation), for paths fetch would clean up. */
function rawRequest(
  url: string,
  options: { method: string; path: string; headers?: Record<string, string | number> },
  write?: (req: http.ClientRequest) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url + options.path, {
      method: options.method,
      headers: options.headers,
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
      );
      res.on('error', reject);
    });
    // The server may close the connection before the whole body is sent: expected here.
    req.on('error', () => undefined);
    if (write) write(req);
    else req.end();
  });
}

describe.each(DATABASE_KINDS)('map image uploads (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const editor = userBeforeAll(api, 'editor');
  const player = userBeforeAll(api, 'player');
  const admin = userBeforeAll(api, 'admin');
  let large: Uploaded;

  /** Creates a map of the image at `imageLocation`, placed by WORLD_FILE in UTM zone 32. */
  function createImageMap(name: string, imageLocation: string, more: Record<string, unknown> = {}) {
    return editor.gql<{ createOmap: Omap }>(CREATE, {
      input: {
        name,
        sourceType: 'image',
        imageLocation,
        worldFile: WORLD_FILE,
        coordinateSystem: UTM32,
        minZoom: 12,
        maxZoom: 19,
        ...more,
      },
    });
  }

  async function upload(
    body: Buffer | Uint8Array | string,
    options: { type?: string; token?: string | null } = {},
  ): Promise<Answer> {
    const token = options.token === undefined ? editor.idToken : options.token;
    const response = await fetch(`${api.url}/map-images`, {
      method: 'POST',
      headers: {
        'content-type': options.type ?? 'image/png',
        ...(token ? { authorization: token } : {}),
      },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  beforeAll(async () => {
    const answer = await upload(await png(4097, 1025));
    expect(answer.status).toBe(201);
    large = answer.body as unknown as Uploaded;
  });

  describe('who may upload', () => {
    it('refuses an anonymous caller and a bad token with 401', async () => {
      const image = await png(20, 10);
      expect(await upload(image, { token: null })).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      });
      expect(await upload(image, { token: 'Bearer not-a-token' })).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      });
    });

    it('refuses a player with 403', async () => {
      expect(await upload(await png(20, 10), { token: player.idToken })).toEqual({
        status: 403,
        headers: expect.anything() as unknown,
        body: { code: 'FORBIDDEN' },
      });
    });

    it('stores an editor’s image as it came (ID token)', async () => {
      const image = await png(300, 200);
      const answer = await upload(image);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        imageLocation: expect.stringMatching(
          /^\/map-images\/[0-9a-f-]{36}\/image\.png$/,
        ) as unknown,
        imageWidth: 300,
        imageHeight: 200,
        imageTileLocation: null,
      });
      expect(answer.headers.get('location')).toBe(answer.body.imageLocation);
      const served = await fetch(`${api.url}${answer.body.imageLocation as string}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    });

    it('stores an admin’s JPEG (access token, Bearer)', async () => {
      const image = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#ffcc00' },
      })
        .jpeg()
        .toBuffer();
      const answer = await upload(image, {
        type: 'image/jpeg',
        token: `Bearer ${admin.accessToken}`,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ imageWidth: 64, imageHeight: 48 });
      expect(answer.body.imageLocation).toMatch(/\/image\.jpg$/);
      const served = await fetch(`${api.url}${answer.body.imageLocation as string}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    });
  });

  describe('bad inputs', () => {
    const badImage = { code: 'BAD_INPUT', field: 'image', reason: 'OUT_OF_RANGE' };

    it('refuses another content type', async () => {
      expect(await upload(await png(20, 10), { type: 'application/octet-stream' })).toMatchObject({
        status: 400,
        body: badImage,
      });
    });

    it('refuses a body that is no image', async () => {
      expect(await upload('<svg xmlns="http://www.w3.org/2000/svg"/>')).toMatchObject({
        status: 400,
        body: badImage,
      });
    });

    it('refuses a truncated image', async () => {
      const image = await sharp({
        create: {
          width: 400,
          height: 400,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .png()
        .toBuffer();
      expect(await upload(image.subarray(0, image.length / 2))).toMatchObject({
        status: 400,
        body: badImage,
      });
    });

    it('refuses an empty body', async () => {
      expect(await upload(new Uint8Array(0))).toMatchObject({
        status: 400,
        body: { code: 'MISSING_FIELD', field: 'image', reason: 'REQUIRED' },
      });
    });

    it('refuses a body declared over 200 MB without reading it (413)', async () => {
      const answer = await rawRequest(
        api.url,
        {
          method: 'POST',
          path: '/map-images',
          headers: {
            'content-type': 'image/png',
            'content-length': 300 * 1024 * 1024,
            authorization: editor.idToken,
          },
        },
        (req) => req.write(Buffer.alloc(64 * 1024)),
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(badImage);
    });

    it('leaves nothing behind from refused uploads', () => {
      const incoming = path.join(api.dataDir, 'map-images', '.incoming');
      expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
    });
  });

  describe('a large image', () => {
    it('answers its size, an overview and the tile template', async () => {
      expect(large).toEqual({
        imageLocation: expect.stringMatching(
          /^\/map-images\/[0-9a-f-]{36}\/image\.png$/,
        ) as unknown,
        imageWidth: 4097,
        imageHeight: 1025,
        imageTileLocation: large.imageLocation.replace(
          'image.png',
          'tiles/{level}/{column}_{row}.png',
        ),
      });
      const overview = await fetch(`${api.url}${large.imageLocation}`);
      const meta = await sharp(Buffer.from(await overview.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([4096, 1025]);
    });

    it('serves each tile as the pyramid says, cached for good', async () => {
      const [level0, , , level3] = imagePyramid(4097, 1025);
      for (const [level, column, row] of [
        [level0!, 4, 1],
        [level0!, 1, 0],
        [level3!, 0, 0],
      ] as const) {
        const response = await fetch(
          `${api.url}${tileUrl(large.imageTileLocation!, level.level, column, row)}`,
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        const rect = tileRectangle(level, column, row);
        expect([meta.width, meta.height]).toEqual([rect.width, rect.height]);
      }
      const head = await fetch(`${api.url}${tileUrl(large.imageTileLocation!, 0, 0, 0)}`, {
        method: 'HEAD',
      });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    });

    it('serves nothing else under /map-images/', async () => {
      const folder = large.imageLocation.replace('/image.png', '');
      for (const pathname of [
        `${folder}/manifest.json`,
        `${folder}/image.jpg`,
        `${folder}/tiles/0/5_0.png`,
        `${folder}/tiles/9/0_0.png`,
        `${folder}/tiles/0/00_1.png`,
        '/map-images/00000000-0000-4000-8000-000000000000/image.png',
        '/map-images/.incoming',
        `/map-images/..%2f..%2fpackage.json`,
        `${folder}/..%2fmanifest.json`,
        `${folder}/tiles/0/../../manifest.json`,
        `/map-images/../../package.json`,
      ]) {
        const answer = await rawRequest(api.url, { method: 'GET', path: pathname });
        expect([pathname, answer.status]).toEqual([pathname, 404]);
      }
    });
  });

  describe('maps with an uploaded image', () => {
    it('takes the size and tiles from the upload, the box from the world file', async () => {
      const answer = await createImageMap('Opplastet', large.imageLocation, {
        // Not trusted for an upload of this server: its manifest says 4097 × 1025.
        imageWidth: 10,
        imageHeight: 10,
      });
      const map = dataOf(answer).createOmap;
      const bounds = cornersBounds(
        worldFileCorners({ worldFile: WORLD, widthPx: 4097, heightPx: 1025, crs: UTM32 }),
      );
      expect(map).toMatchObject({
        imageLocation: large.imageLocation,
        imageWidth: 4097,
        imageHeight: 1025,
        imageTileLocation: large.imageTileLocation,
      });
      expect(map.bottomLeftLat).toBeCloseTo(bounds.south, 10);
      expect(map.bottomLeftLng).toBeCloseTo(bounds.west, 10);
      expect(map.topRightLat).toBeCloseTo(bounds.north, 10);
      expect(map.topRightLng).toBeCloseTo(bounds.east, 10);

      const read = await player.gql<{ getOmap: Omap }>(GET, { id: map.id });
      expect(read.data?.getOmap).toBeNull(); // PRIVATE by default
      const own = await editor.gql<{ getOmap: Omap }>(GET, { id: map.id });
      expect(own.data?.getOmap).toMatchObject({ imageWidth: 4097, imageHeight: 1025 });

      // A change of name keeps the image's facts; another image elsewhere drops them.
      const renamed = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
        input: { id: map.id, name: 'Nytt navn', imageWidth: 99, imageHeight: 99 },
      });
      expect(renamed.data?.updateOmap).toMatchObject({
        imageWidth: 4097,
        imageHeight: 1025,
        imageTileLocation: large.imageTileLocation,
      });
      const elsewhere = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
        input: {
          id: map.id,
          imageLocation: 'https://maps.example.org/kart.png',
          imageWidth: 2000,
          imageHeight: 1000,
        },
      });
      expect(elsewhere.errors).toBeUndefined();
      expect(elsewhere.data?.updateOmap).toMatchObject({
        imageLocation: 'https://maps.example.org/kart.png',
        imageWidth: 2000,
        imageHeight: 1000,
        imageTileLocation: null,
      });
      const bigger = cornersBounds(
        worldFileCorners({ worldFile: WORLD, widthPx: 2000, heightPx: 1000, crs: UTM32 }),
      );
      expect(elsewhere.data?.updateOmap.topRightLng).toBeCloseTo(bigger.east, 10);
    });

    it('keeps a map editable when its uploaded image is gone', async () => {
      const uploaded = (await upload(await png(500, 400))).body as unknown as Uploaded;
      const created = await createImageMap('Forsvinner', uploaded.imageLocation);
      const id = created.data!.createOmap.id;
      const folder = path.dirname(uploaded.imageLocation.replace('/map-images/', ''));
      fs.rmSync(path.join(api.dataDir, 'map-images', folder), { recursive: true });
      const renamed = await editor.gql<{ updateOmap: Omap }>(UPDATE, {
        input: { id, name: 'Fortsatt her', imageLocation: uploaded.imageLocation },
      });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data?.updateOmap).toMatchObject({ imageWidth: 500, imageHeight: 400 });
    });

    it('refuses an upload location of this server that holds no upload', async () => {
      const answer = await createImageMap(
        'Borte',
        '/map-images/00000000-0000-4000-8000-000000000000/image.png',
      );
      expect(errorOf(answer)).toEqual({
        code: 'BAD_INPUT',
        field: 'input.imageLocation',
        reason: 'INVALID_URL',
      });
    });

    it('still needs a box for an image elsewhere placed without its size', async () => {
      const answer = await createImageMap('Uten størrelse', 'https://maps.example.org/kart.png');
      expect(errorOf(answer)).toEqual({
        code: 'MISSING_FIELD',
        field: 'input.bottomLeftLat',
        reason: 'REQUIRED',
      });
    });
  });
});

describe('an upload streamed past 200 MB', () => {
  const api = apiBeforeAll('pglite');
  const editor = userBeforeAll(api, 'editor');

  it('is refused with 413 while streaming, and nothing is kept', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const answer = await rawRequest(
      api.url,
      {
        method: 'POST',
        path: '/map-images',
        headers: { 'content-type': 'image/png', authorization: editor.idToken },
      },
      (req) => {
        let sent = 0;
        const more = () => {
          while (sent < 210) {
            sent += 1;
            if (!req.write(chunk)) {
              req.once('drain', more);
              return;
            }
          }
          req.end();
        };
        req.on('response', () => {
          sent = 210;
        });
        more();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'BAD_INPUT',
      field: 'image',
      reason: 'OUT_OF_RANGE',
    });
    const root = path.join(api.dataDir, 'map-images');
    expect(fs.readdirSync(path.join(root, '.incoming'))).toEqual([]);
    expect(fs.readdirSync(root)).toEqual(['.incoming']);
  });
});
