/**
 * Map image uploads: the editor's image is stored under DATA_DIR, and one larger than 4096 px on a
 * side is also cut into the tile pyramid of src/domain/image-pyramid.ts so phones can draw it.
 *
 * ## `POST /map-images` (upload)
 * Request: the raw image file as the body (no form encoding), `Content-Type` `image/png`,
 * `image/jpeg`, `image/webp` or `image/gif` (the format itself is read from the bytes: PNG, JPEG,
 * WebP or GIF, first frame), `Authorization: <ID or access token>` (bare or `Bearer <token>`,
 * checked as `POST /graphql` checks it). At most 200 MB (MAX_UPLOAD_BYTES) and 200 000 000
 * pixels (MAX_IMAGE_PIXELS).
 *
 * Answers (JSON; every refusal is `{ "code": ErrorCode, ... }`, never a message):
 * - 201 `{ "imageLocation": "/map-images/<uuid>/image.<png|jpg|webp>", "imageWidth": 6000,
 *   "imageHeight": 6000, "imageTileLocation": "/map-images/<uuid>/tiles/{level}/{column}_{row}.png" }`.
 *   `imageWidth`/`imageHeight` are the uploaded image's size (the world file's pixel grid).
 *   For an image of at most 4096 px on a side, `imageLocation` is the file as uploaded and
 *   `imageTileLocation` is null; for a larger one `imageLocation` is the whole image downscaled
 *   to fit 4096 px (for clients that draw no tiles; place it with `imageWidth`/`imageHeight`, not
 *   its own size) and `imageTileLocation` is the tile template (fill it with `tileUrl()`, place
 *   each tile with `tileCorners()`). The answer also has a `Location` header (= imageLocation).
 *   Then send `imageLocation` (as given) with the world file and coordinate system to
 *   createOmap/updateOmap: the server reads the size and tile template of its own uploads itself.
 * - 401 `{ "code": "UNAUTHENTICATED" }`: no token, or not a valid one.
 * - 403 `{ "code": "FORBIDDEN" }`: signed in, but neither Editor nor Admin.
 * - 400 `{ "code": "BAD_INPUT", "field": "image", "reason": "OUT_OF_RANGE" }`: a Content-Type
 *   other than the four, a body that is not a readable PNG, JPEG, WebP or GIF image (or is
 *   truncated), or an image over the pixel limit.
 * - 400 `{ "code": "MISSING_FIELD", "field": "image", "reason": "REQUIRED" }`: an empty body.
 * - 413 `{ "code": "BAD_INPUT", "field": "image", "reason": "OUT_OF_RANGE" }`: over 200 MB
 *   (refused from `Content-Length` before reading, or while streaming to disk).
 * - 500 `{ "code": "INTERNAL" }` / 503 `{ "code": "INTERNAL" }` (token check unavailable).
 *
 * ## `GET /map-images/<uuid>/image.<ext>`, `GET /map-images/<uuid>/tiles/<level>/<column>_<row>.png`
 * The stored files, with their content type and `Cache-Control: public, max-age=31536000,
 * immutable` (an upload never changes: a new image gets a new uuid). No token needed (map images
 * are loaded by the map library as plain URLs; the uuid is unguessable). Anything else under
 * /map-images/ is 404 `{ "code": "NOT_FOUND" }`; only these exact path shapes reach the disk.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { InvalidTokenError, type TokenVerifier } from '../auth/token-verifier';
import { loggableError } from '../db/failed-statement';
import { bearerToken } from '../graphql/graphql.route';
import { sendJson } from '../http/app';
import { BodyTooLargeError, writeBodyToFile } from '../http/body';
import type { HttpRoute } from '../http/route';
import {
  imageLocation,
  MAP_IMAGES_PATH,
  tileTemplate,
  type MapImageManifest,
  type MapImageStore,
} from './map-image-store';
import { MapImageRefusal, MAX_IMAGE_PIXELS, prepareMapImage } from './map-image-tiles';

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** Images prepared at once (each is CPU-heavy; libvips uses several threads for one). */
const MAX_PARALLEL_PREPARATIONS = 2;

export interface MapImageUploadAnswer {
  imageLocation: string;
  imageWidth: number;
  imageHeight: number;
  imageTileLocation: string | null;
}

export interface MapImageRouteOptions {
  store: MapImageStore;
  /** The one token check of the server (the same as /graphql's). */
  verifyToken: TokenVerifier;
  /** The manifest's creation time; the system clock if unset. */
  now?: () => Date;
  maxBytes?: number;
  maxPixels?: number;
}

/** Runs at most `limit` tasks at once, the rest in arrival order. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Answers with `status` and `body`. When the request body was not (wholly) read, the connection
 * is closed after the answer and the rest of the body is drained, never buffered.
 */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  bodyUnread = false,
): void {
  if (res.headersSent) return;
  sendJson(res, status, body, {
    'cache-control': 'no-store',
    ...(bodyUnread ? { connection: 'close' } : {}),
  });
  if (bodyUnread) req.resume();
}

function imageRefusal(reason: FieldErrorCode) {
  const code = reason === FieldErrorCode.REQUIRED ? ErrorCode.MISSING_FIELD : ErrorCode.BAD_INPUT;
  return { code, field: 'image', reason };
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export function mapImageRoutes(options: MapImageRouteOptions): HttpRoute[] {
  const { store, verifyToken } = options;
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxPixels = options.maxPixels ?? MAX_IMAGE_PIXELS;
  const now = options.now ?? (() => new Date());
  const prepare = limiter(MAX_PARALLEL_PREPARATIONS);

  /** The caller when they may upload; otherwise the refusal has been sent. */
  async function uploader(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      answer(req, res, 401, { code: ErrorCode.UNAUTHENTICATED }, true);
      return undefined;
    }
    try {
      const user = await verifyToken(token);
      if (user.isEditor || user.isAdmin) return user.sub;
      answer(req, res, 403, { code: ErrorCode.FORBIDDEN }, true);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        answer(req, res, 401, { code: ErrorCode.UNAUTHENTICATED }, true);
      } else {
        console.error('The token could not be checked:', loggableError(error));
        answer(req, res, 503, { code: ErrorCode.INTERNAL }, true);
      }
    }
    return undefined;
  }

  /** Stores the body as an upload: its answer, or the field code refusing an empty body. */
  async function storeUpload(
    req: IncomingMessage,
    sub: string,
  ): Promise<MapImageUploadAnswer | FieldErrorCode> {
    const id = randomUUID();
    const work = store.incomingDir(id);
    await fs.promises.mkdir(work, { recursive: true });
    try {
      const source = path.join(work, 'upload');
      const bytes = await writeBodyToFile(req, source, maxBytes);
      if (bytes === 0) return FieldErrorCode.REQUIRED;
      const prepared = await prepare(() => prepareMapImage(source, work, { maxPixels }));
      await fs.promises.rm(source, { force: true });
      const manifest: MapImageManifest = {
        version: 1,
        width: prepared.width,
        height: prepared.height,
        imageLocation: imageLocation(id, prepared.extension),
        tileTemplate: prepared.tiled ? tileTemplate(id) : null,
        format: prepared.format,
        bytes,
        uploader: sub,
        createdAt: now().toISOString(),
      };
      await fs.promises.writeFile(
        path.join(work, 'manifest.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
      await fs.promises.rename(work, store.uploadDir(id));
      return {
        imageLocation: manifest.imageLocation,
        imageWidth: manifest.width,
        imageHeight: manifest.height,
        imageTileLocation: manifest.tileTemplate,
      };
    } finally {
      await fs.promises.rm(work, { recursive: true, force: true });
    }
  }

  const upload: HttpRoute = {
    methods: ['POST'],
    path: MAP_IMAGES_PATH,
    async handle(req, res) {
      let bodyRead = false;
      try {
        const sub = await uploader(req, res);
        if (!sub) return;
        if (!ACCEPTED_TYPES.has(mediaType(req.headers['content-type']))) {
          answer(req, res, 400, imageRefusal(FieldErrorCode.OUT_OF_RANGE), true);
          return;
        }
        const declared = Number(req.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          answer(req, res, 413, imageRefusal(FieldErrorCode.OUT_OF_RANGE), true);
          return;
        }
        bodyRead = true;
        const stored = await storeUpload(req, sub);
        if (typeof stored === 'string') {
          answer(req, res, 400, imageRefusal(stored));
          return;
        }
        sendJson(res, 201, stored, { 'cache-control': 'no-store', location: stored.imageLocation });
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          answer(req, res, 413, imageRefusal(FieldErrorCode.OUT_OF_RANGE), true);
        } else if (error instanceof MapImageRefusal) {
          answer(req, res, 400, imageRefusal(error.reason));
        } else if (bodyRead && !req.complete && req.destroyed) {
          // The client went away mid-upload: there is nobody to answer.
        } else {
          console.error('A map image upload failed:', loggableError(error));
          answer(req, res, 500, { code: ErrorCode.INTERNAL }, !req.complete);
        }
      }
    },
  };

  const files: HttpRoute = {
    methods: ['GET', 'HEAD'],
    path: new RegExp(`^${MAP_IMAGES_PATH}/`),
    async handle(req, res, url) {
      const notFound = () =>
        sendJson(res, 404, { code: ErrorCode.NOT_FOUND }, { 'cache-control': 'no-store' });
      const target = store.fileFor(url.pathname);
      if (!target) return notFound();
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(target.file);
      } catch {
        return notFound();
      }
      if (!stat.isFile()) return notFound();
      res.writeHead(200, {
        'content-type': target.contentType,
        'content-length': stat.size,
        'cache-control': 'public, max-age=31536000, immutable',
        'last-modified': stat.mtime.toUTCString(),
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await new Promise<void>((resolve) => {
        const stream = fs.createReadStream(target.file);
        stream.on('error', () => {
          res.destroy();
          resolve();
        });
        stream.on('end', resolve);
        res.on('close', () => {
          stream.destroy();
          resolve();
        });
        stream.pipe(res);
      });
    },
  };

  return [upload, files];
}
