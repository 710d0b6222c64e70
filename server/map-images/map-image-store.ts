/**
 * Where uploaded map images live and how the server finds them again: one folder per upload,
 * `${DATA_DIR}/map-images/<uuid>/`, holding the image (`image.<ext>`), its tile pyramid
 * (`tiles/<level>/<column>_<row>.png`) when it is larger than the phones' limit, and
 * `manifest.json` (the size and locations the GraphQL API stores with a map). An upload is built
 * in `${DATA_DIR}/map-images/.incoming/<uuid>/` and renamed into place when complete, so a folder
 * under its final name is always whole. Locations are URL paths of this server
 * (`/map-images/<uuid>/...`), recognised only in their exact form (no traversal possible).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';

/** The URL path prefix of uploads (POST here, GET the files below it). */
export const MAP_IMAGES_PATH = '/map-images';

/** The image file extensions, by the format sharp reads. */
export const IMAGE_EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;
export type ImageFormat = keyof typeof IMAGE_EXTENSIONS;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[ImageFormat];

export const TILE_EXTENSION = 'png';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `/map-images/<uuid>/image.<ext>`: the whole image of an upload. */
const IMAGE_PATH = new RegExp(`^${MAP_IMAGES_PATH}/(${UUID})/image\\.(png|jpg|webp|gif)$`);
/** `/map-images/<uuid>/tiles/<level>/<column>_<row>.png`: one tile (numbers without leading 0s). */
const TILE_PATH = new RegExp(
  `^${MAP_IMAGES_PATH}/(${UUID})/tiles/(0|[1-9]\\d{0,3})/(0|[1-9]\\d{0,4})_(0|[1-9]\\d{0,4})\\.${TILE_EXTENSION}$`,
);

/** What the server keeps beside an upload (`manifest.json`). */
export interface MapImageManifest {
  version: 1;
  /** The uploaded image's size in pixels (the world file's pixel grid). */
  width: number;
  height: number;
  /** Where the whole image is served: the original, or for a tiled one its overview. */
  imageLocation: string;
  /** The tile URL template (`{level}`, `{column}`, `{row}`), or null for an untiled image. */
  tileTemplate: string | null;
  /** The format of the uploaded file, as sharp read it. */
  format: ImageFormat;
  /** The size of the uploaded file in bytes. */
  bytes: number;
  /** The `sub` of the editor who uploaded it. */
  uploader: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface MapImageFile {
  /** The file's absolute path under DATA_DIR. */
  file: string;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function imageLocation(id: string, extension: ImageExtension): string {
  return `${MAP_IMAGES_PATH}/${id}/image.${extension}`;
}

export function tileTemplate(id: string): string {
  return `${MAP_IMAGES_PATH}/${id}/tiles/{level}/{column}_{row}.${TILE_EXTENSION}`;
}

/** The upload id when `location` is exactly the image path of an upload of this server. */
export function uploadIdOf(location: string | null | undefined): string | undefined {
  return location ? IMAGE_PATH.exec(location)?.[1] : undefined;
}

/** True when `location` has the form of an upload of this server (whether or not it exists). */
export function isUploadLocation(location: string | null | undefined): boolean {
  return uploadIdOf(location) !== undefined;
}

export interface MapImageStore {
  /** `${DATA_DIR}/map-images`. */
  root: string;
  /** The folder an upload is built in, before it is renamed into place. */
  incomingDir(id: string): string;
  /** The folder of a complete upload. */
  uploadDir(id: string): string;
  /** Removes uploads left half-built by a stopped server (call before serving). */
  removeIncoming(): Promise<void>;
  /** The file a GET of `pathname` serves, or undefined when the path is not one of ours. */
  fileFor(pathname: string): MapImageFile | undefined;
  /** The manifest of the upload whose image is at `location`, or undefined if there is none. */
  manifestFor(location: string): Promise<MapImageManifest | undefined>;
}

function isManifest(value: unknown): value is MapImageManifest {
  const m = value as Partial<MapImageManifest> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isInteger(m.width) &&
    Number.isInteger(m.height) &&
    typeof m.imageLocation === 'string' &&
    (m.tileTemplate === null || typeof m.tileTemplate === 'string')
  );
}

export function createMapImageStore(dataDir: string): MapImageStore {
  const root = path.join(dataDir, 'map-images');
  const uploadDir = (id: string) => path.join(root, id);
  return {
    root,
    uploadDir,
    incomingDir: (id) => path.join(root, '.incoming', id),
    removeIncoming: () => fs.rm(path.join(root, '.incoming'), { recursive: true, force: true }),

    fileFor(pathname) {
      const image = IMAGE_PATH.exec(pathname);
      if (image) {
        const [, id, extension] = image as unknown as [string, string, string];
        return {
          file: path.join(uploadDir(id), `image.${extension}`),
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        };
      }
      const tile = TILE_PATH.exec(pathname);
      if (tile) {
        const [, id, level, column, row] = tile as unknown as [
          string,
          string,
          string,
          string,
          string,
        ];
        return {
          file: path.join(uploadDir(id), 'tiles', level, `${column}_${row}.${TILE_EXTENSION}`),
          contentType: CONTENT_TYPES[TILE_EXTENSION]!,
        };
      }
      return undefined;
    },

    async manifestFor(location) {
      const id = uploadIdOf(location);
      if (!id) return undefined;
      let text: string;
      try {
        text = await fs.readFile(path.join(uploadDir(id), 'manifest.json'), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const manifest: unknown = JSON.parse(text);
      if (!isManifest(manifest) || manifest.imageLocation !== location) return undefined;
      return manifest;
    },
  };
}

/**
 * The store of the server whose database is `db`. The GraphQL resolvers reach it through their
 * context's `db` (the composition root attaches it), so several servers in one process (tests)
 * each find their own DATA_DIR.
 */
const storesByDb = new WeakMap<object, MapImageStore>();

export function attachMapImageStore(db: Db, store: MapImageStore): void {
  storesByDb.set(db, store);
}

export function mapImageStoreOf(db: Db): MapImageStore | undefined {
  return storesByDb.get(db);
}
