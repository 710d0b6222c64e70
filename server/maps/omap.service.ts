/**
 * Map writes: `createOmap`, `updateOmap`, `deleteOmap`. Editors and Admins create; the owner or an
 * Admin changes and deletes. The input is checked by the domain's map schema (`omapSchema`) and
 * placed by `omap-placement.ts`. Deleting a map also deletes its links to games, in the same
 * transaction, so no game keeps a link to a map that is gone.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../src/domain/error-codes';
import { omapSchema } from '../../src/domain/schemas/omap';
import {
  canSee,
  requireEditor,
  requireOwnerOrAdmin,
  type ApiContext,
} from '../graphql/api-context';
import { appError } from '../graphql/app-error';
import { createOmapGameDefinitionRepository } from '../games/omap-game-definition.repository';
import { idTaken, newRowId, parseInput } from '../graphql/input-validation';
import { requireCondition, type MutationCondition } from '../graphql/mutation-condition';
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
  options: { place: boolean; boxFromImage: boolean },
): OmapColumns {
  const placement = readImagePlacement(input);
  const box =
    placement.corners && options.boxFromImage ? cornersBoundingBox(placement.corners) : undefined;
  const valid = parseInput(omapSchema, {
    name: input.name,
    sourceType: input.sourceType,
    state: input.state ?? undefined,
    tileLocation: input.tileLocation,
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
    imageLocation: trimmedOrNull(input.imageLocation),
    worldFile: placement.worldFile ? JSON.stringify(placement.worldFile) : null,
    coordinateSystem: placement.coordinateSystem,
    ...(options.place ? omapCentre(valid, placement.corners) : {}),
  };
}

/** The stored map in the shape of the input, for laying an update over it. */
function storedInput(row: OmapRow): OmapInput {
  return { ...row, worldFile: row.worldFile ? (JSON.parse(row.worldFile) as number[]) : null };
}

/** A map the caller may see, else NOT_FOUND (a PRIVATE map of another is not revealed). */
async function visibleOmap(context: ApiContext, id: string): Promise<OmapRow> {
  const row = await createOmapRepository(context.db).byId(id);
  if (!row || !canSee(context, row)) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  return row;
}

export async function createOmap(context: ApiContext, input: OmapInput): Promise<OmapRow> {
  requireEditor(context);
  const id = newRowId(input.id, randomUUID);
  const now = context.now();
  const row = await createOmapRepository(context.db).insert({
    ...omapColumns(input, { place: true, boxFromImage: !boxGiven(input) }),
    id,
    owner: context.user.sub,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw idTaken();
  return row;
}

export async function updateOmap(
  context: ApiContext,
  input: OmapInput & { id: string },
  condition: MutationCondition | null | undefined,
): Promise<OmapRow> {
  requireEditor(context);
  const stored = await visibleOmap(context, input.id);
  requireOwnerOrAdmin(context, stored.owner);
  requireCondition(condition, stored);
  const given = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as OmapInput;
  const place =
    stored.geoHash === null || PLACEMENT_FIELDS.some((field) => input[field] !== undefined);
  const row = await createOmapRepository(context.db).update(stored.id, {
    ...omapColumns({ ...storedInput(stored), ...given }, { place, boxFromImage: !boxGiven(given) }),
    updatedAt: context.now(),
  });
  if (!row) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  return row;
}

export async function deleteOmap(
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
): Promise<OmapRow> {
  requireEditor(context);
  const stored = await visibleOmap(context, id);
  requireOwnerOrAdmin(context, stored.owner);
  requireCondition(condition, stored);
  const row = await context.db.transaction(async (tx) => {
    await createOmapGameDefinitionRepository(tx).removeByOmap(id);
    return createOmapRepository(tx).remove(id);
  });
  if (!row) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  return row;
}
