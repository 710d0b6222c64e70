/**
 * The maps (Omaps) on the wire: the list, the map-area search by geohash prefix, one map and the
 * writes (typed documents, `npm run codegen`, over `graphqlRequest`), and the upload of a map
 * image (`POST /map-images`, the raw file as the body).
 */
import { isErrorCode, type ErrorCode } from '../domain/error-codes';
import { currentIdToken } from './auth-session';
import { graphql } from './generated/gql';
import type { OmapFieldsFragment } from './generated/graphql';
import { graphqlRequest } from './graphql-client';
import { present, writeItem, requestField } from './pages';

/** Every Omap field the map screens use (a game's maps have a list of their own, games-api.ts). */
export type Omap = OmapFieldsFragment;

export const OMAP_FRAGMENT = graphql(`
  fragment OmapFields on Omap {
    id
    name
    sourceType
    state
    tileLocation
    imageLocation
    imageTileLocation
    imageWidth
    imageHeight
    attribution
    primaryMap
    bottomLeftLat
    bottomLeftLng
    topRightLat
    topRightLng
    geoHash
    maxZoom
    minZoom
    worldFile
    coordinateSystem
    owner
    updatedAt
  }
`);

/** The seed's list limit for maps and map searches. */
export const OMAP_LIST_LIMIT = 100;

const LIST_OMAPS = graphql(`
  query ListOmaps($limit: Int, $nextToken: String) {
    listOmaps(limit: $limit, nextToken: $nextToken) {
      items {
        ...OmapFields
      }
      nextToken
    }
  }
`);

const OMAP_BY_STATE_BY_GEO_HASH = graphql(`
  query OmapByStateByGeoHash(
    $state: String!
    $geoHash: ModelStringKeyConditionInput
    $limit: Int
    $nextToken: String
  ) {
    omapByStateByGeoHash(state: $state, geoHash: $geoHash, limit: $limit, nextToken: $nextToken) {
      items {
        ...OmapFields
      }
      nextToken
    }
  }
`);

const GET_OMAP = graphql(`
  query GetOmap($id: ID!) {
    getOmap(id: $id) {
      ...OmapFields
    }
  }
`);

const CREATE_OMAP = graphql(`
  mutation CreateOmap($input: CreateOmapInput!) {
    createOmap(input: $input) {
      ...OmapFields
    }
  }
`);

const UPDATE_OMAP = graphql(`
  mutation UpdateOmap($input: UpdateOmapInput!) {
    updateOmap(input: $input) {
      ...OmapFields
    }
  }
`);

const DELETE_OMAP = graphql(`
  mutation DeleteOmap($input: DeleteInput!) {
    deleteOmap(input: $input) {
      id
    }
  }
`);

/** One page of the maps the user may see. */
export async function listOmaps(
  nextToken: string | null,
): Promise<{ items: Omap[]; nextToken: string | null }> {
  const data = await graphqlRequest(LIST_OMAPS, { limit: OMAP_LIST_LIMIT, nextToken });
  return { items: present(data.listOmaps?.items), nextToken: data.listOmaps?.nextToken ?? null };
}

/** The maps of one state whose geohash begins with `cell` (one page of up to 100). */
export async function omapsInCell(state: OmapState, cell: string): Promise<Omap[]> {
  const data = await graphqlRequest(OMAP_BY_STATE_BY_GEO_HASH, {
    state,
    geoHash: { beginsWith: cell },
    limit: OMAP_LIST_LIMIT,
  });
  return present(data.omapByStateByGeoHash?.items);
}

export async function getOmap(id: string): Promise<Omap | null> {
  return requestField(GET_OMAP, { id }, 'getOmap');
}

export type OmapState = 'PUBLIC' | 'PRIVATE';

/** The maps of these states in these geohash cells, each map once. */
export async function omapsInArea(
  cells: readonly string[],
  states: readonly OmapState[],
): Promise<Omap[]> {
  const pages = await Promise.all(
    cells.flatMap((cell) => states.map((state) => omapsInCell(state, cell))),
  );
  return [...new Map(pages.flat().map((omap) => [omap.id, omap])).values()];
}

/** The fields a map is created or changed with (CreateOmapInput / UpdateOmapInput). */
export interface OmapWriteInput {
  name: string;
  sourceType: string;
  state: string;
  tileLocation: string | null;
  imageLocation: string | null;
  attribution: string | null;
  primaryMap: boolean;
  minZoom: number;
  maxZoom: number;
  bottomLeftLat?: number | null;
  bottomLeftLng?: number | null;
  topRightLat?: number | null;
  topRightLng?: number | null;
  worldFile?: number[] | null;
  coordinateSystem?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
}

export async function createOmap(input: OmapWriteInput): Promise<Omap> {
  return writeItem(CREATE_OMAP, { input }, 'createOmap');
}

export async function updateOmap(input: OmapWriteInput & { id: string }): Promise<Omap> {
  return writeItem(UPDATE_OMAP, { input }, 'updateOmap');
}

export async function deleteOmap(id: string): Promise<void> {
  await graphqlRequest(DELETE_OMAP, { input: { id } });
}

/** What `POST /map-images` answers for a stored image. */
export interface UploadedMapImage {
  imageLocation: string;
  imageWidth: number;
  imageHeight: number;
  /** The tile template (`{level}`, `{column}`, `{row}`) for an image served as a pyramid. */
  imageTileLocation: string | null;
}

/** A refused upload: the catalogue code (or null), the HTTP status and the field problem. */
export class MapImageUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly field: string | null,
    readonly reason: string | null,
  ) {
    super(`map image upload refused (${status}${code ? ` ${code}` : ''})`);
    this.name = 'MapImageUploadError';
  }
}

/** Where map images are uploaded: the app's own server. */
export const MAP_IMAGES_PATH = '/map-images';

/** Uploads a map image (the file's own bytes and type) for the signed-in editor. */
export async function uploadMapImage(file: Blob): Promise<UploadedMapImage> {
  const token = await currentIdToken();
  const response = await fetch(MAP_IMAGES_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      ...(token === null ? {} : { Authorization: token }),
    },
    body: file,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      code?: unknown;
      field?: unknown;
      reason?: unknown;
    };
    throw new MapImageUploadError(
      response.status,
      isErrorCode(body.code) ? body.code : null,
      typeof body.field === 'string' ? body.field : null,
      typeof body.reason === 'string' ? body.reason : null,
    );
  }
  return (await response.json()) as UploadedMapImage;
}
