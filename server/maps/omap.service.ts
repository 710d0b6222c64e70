/**
 * Map writes: `createOmap`, `updateOmap`, `deleteOmap`. Editors and Admins create; the owner or an
 * Admin changes and deletes. The input is checked by the domain's map schema (`omapSchema`: the
 * image and tile locations are web URLs or this server's own paths, never `javascript:` or
 * `data:`) and placed by `omap-placement.ts`. When `imageLocation` names an image uploaded to this
 * server (`POST /map-images`), its size and tile template come from the upload's manifest, never
 * from the caller; an image elsewhere keeps the size the caller sends (if any). Deleting a map
 * also deletes its links to games, in the same transaction, so no game keeps a link to a map that
 * is gone.
 */
import { FieldErrorCode } from '../../src/domain/error-codes';
import { isImageLocation, omapSchema } from '../../src/domain/schemas/omap';
import { inTransaction } from '../db/transaction';
import { requireEditor, type ApiContext } from '../graphql/api-context';
import { createOmapGameDefinitionRepository } from '../games/omap-game-definition.repository';
import {
  fieldRefusal,
  givenFields,
  insertedRow,
  newOwnedRow,
  parseInput,
} from '../graphql/input-validation';
import {
  checkedChange,
  existingRow,
  visibleRowToChange,
  type MutationCondition,
} from '../graphql/mutation-condition';
import { isUploadLocation, mapImageStoreOf } from '../map-images/map-image-store';
import { createOmapRepository, type NewOmapRow, type OmapRow } from './omap.repository';
import {
  cornersBoundingBox,
  omapCentre,
  readImagePlacement,
  type ImagePlacementInput,
} from './omap-placement';

/** CreateOmapInput and UpdateOmapInput of the SDL (update: every field but id optional). */
export interface OmapInput extends ImagePlacementInput {
  id?: string | null;
  name?: string | null;
  sourceType?: string | null;
  state?: string | null;
  tileLocation?: string | null;
  imageLocation?: string | null;
  attribution?: string | null;
  primaryMap?: boolean | null;
  bottomLeftLat?: number | null;
  bottomLeftLng?: number | null;
  topRightLat?: number | null;
  topRightLng?: number | null;
  maxZoom?: number | null;
  minZoom?: number | null;
}

const BOX_FIELDS = ['bottomLeftLat', 'bottomLeftLng', 'topRightLat', 'topRightLng'] as const;
const PLACEMENT_FIELDS = [
  ...BOX_FIELDS,
  'imageLocation',
  'worldFile',
  'coordinateSystem',
  'imageWidth',
  'imageHeight',
] as const;

function trimmedOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

type OmapColumns = Omit<NewOmapRow, 'id' | 'owner' | 'createdAt' | 'updatedAt'>;

/** What the map's image is: its size (pixels) and its tile template. */
interface ImageFacts {
  imageWidth: number | null | undefined;
  imageHeight: number | null | undefined;
  imageTileLocation: string | null;
}

/**
 * The image facts for a map showing `location`: an upload of this server's from its manifest
 * (refused as input.imageLocation INVALID_URL when there is no such upload, unless the map
 * already shows it: then what was stored, `kept`), else `given` (the caller's size, or the stored
 * one) with no tiles.
 */
async function imageFacts(
  context: ApiContext,
  location: string | null,
  given: { imageWidth?: number | null; imageHeight?: number | null },
  kept?: ImageFacts,
): Promise<ImageFacts> {
  // Checked here too, before the upload store is asked about a location (the schema checks it
  // again with the other fields).
  if (location !== null && !isImageLocation(location)) {
    throw fieldRefusal('input.imageLocation', FieldErrorCode.INVALID_URL);
  }
  if (!isUploadLocation(location)) {
    return {
      imageWidth: given.imageWidth,
      imageHeight: given.imageHeight,
      imageTileLocation: null,
    };
  }
  const manifest = await mapImageStoreOf(context.db)?.manifestFor(location!);
  if (!manifest) {
    if (kept) {
      const { imageWidth, imageHeight, imageTileLocation } = kept;
      return { imageWidth, imageHeight, imageTileLocation };
    }
    throw fieldRefusal('input.imageLocation', FieldErrorCode.INVALID_URL);
  }
  return {
    imageWidth: manifest.width,
    imageHeight: manifest.height,
    imageTileLocation: manifest.tileTemplate,
  };
}

/** True when the caller sent any corner of the bounding box. */
function boxGiven(input: OmapInput): boolean {
  return BOX_FIELDS.some((field) => input[field] !== null && input[field] !== undefined);
}

/**
 * The columns for `input` (a whole map: for an update, the stored map with the given fields laid
 * over it). `place` says whether the centre and geohash are computed again, and `boxFromImage`
 * whether an image placed by its world file and size takes the box around its corners.
 */
function omapColumns(
  input: OmapInput,
  image: ImageFacts,
  options: { place: boolean; boxFromImage: boolean },
): OmapColumns {
  const placement = readImagePlacement({ ...input, ...image });
  const box =
    placement.corners && options.boxFromImage ? cornersBoundingBox(placement.corners) : undefined;
  const valid = parseInput(omapSchema, {
    name: input.name,
    sourceType: input.sourceType,
    state: input.state ?? undefined,
    tileLocation: input.tileLocation,
    imageLocation: input.imageLocation,
    attribution: input.attribution,
    primaryMap: input.primaryMap ?? undefined,
    bottomLeftLat: input.bottomLeftLat,
    bottomLeftLng: input.bottomLeftLng,
    topRightLat: input.topRightLat,
    topRightLng: input.topRightLng,
    minZoom: input.minZoom,
    maxZoom: input.maxZoom,
    ...box,
  });
  return {
    ...valid,
    worldFile: placement.worldFile ? JSON.stringify(placement.worldFile) : null,
    coordinateSystem: placement.coordinateSystem,
    imageWidth: placement.imageWidth,
    imageHeight: placement.imageHeight,
    imageTileLocation: image.imageTileLocation,
    ...(options.place ? omapCentre(valid, placement.corners) : {}),
  };
}

/** The stored map in the shape of the input, for laying an update over it. */
function storedInput(row: OmapRow): OmapInput {
  return { ...row, worldFile: row.worldFile ? (JSON.parse(row.worldFile) as number[]) : null };
}

/** The stored map the caller may change (NOT_FOUND, FORBIDDEN, or the condition refused). */
async function omapToChange(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<OmapRow> {
  return visibleRowToChange(context, await createOmapRepository(context.db).byId(id), condition);
}

export async function createOmap(context: ApiContext, input: OmapInput): Promise<OmapRow> {
  requireEditor(context);
  const key = newOwnedRow(context, input.id);
  const image = await imageFacts(context, trimmedOrNull(input.imageLocation), input);
  const row = await createOmapRepository(context.db).insert({
    ...omapColumns(input, image, { place: true, boxFromImage: !boxGiven(input) }),
    ...key,
  });
  return insertedRow(row);
}

export const updateOmap = checkedChange(
  omapToChange,
  async (context, stored, input: OmapInput & { id: string }) => {
    const given: OmapInput = givenFields(input);
    const place =
      stored.geoHash === null || PLACEMENT_FIELDS.some((field) => input[field] !== undefined);
    const whole = { ...storedInput(stored), ...given };
    const location = trimmedOrNull(whole.imageLocation);
    // A new image elsewhere takes only the size sent with it, not the stored one of the old image.
    const newImage = given.imageLocation !== undefined && location !== stored.imageLocation;
    const image = await imageFacts(
      context,
      location,
      newImage ? given : whole,
      newImage ? undefined : stored,
    );
    const row = await createOmapRepository(context.db).update(stored.id, {
      ...omapColumns(whole, image, { place, boxFromImage: !boxGiven(given) }),
      updatedAt: context.now(),
    });
    return existingRow(row);
  },
);

export async function deleteOmap(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<OmapRow> {
  requireEditor(context);
  await omapToChange(context, id, condition);
  const row = await inTransaction(context, async (tx) => {
    await createOmapGameDefinitionRepository(tx.db).removeByOmap(id);
    return createOmapRepository(tx.db).delete(id);
  });
  return existingRow(row);
}
