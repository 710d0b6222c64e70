/**
 * The /maps screen's search parameters: `omapId` (the chosen map) and `mode` (`view` shows it,
 * `edit` opens it in the form, `new` opens an empty form). Anything malformed reads as absent, so
 * a hand-edited link shows the list rather than failing.
 */
import * as v from 'valibot';

export const MAPS_MODES = ['view', 'edit', 'new'] as const;
export type MapsMode = (typeof MAPS_MODES)[number];

export const mapsSearchSchema = v.object({
  omapId: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
    undefined,
  ),
  mode: v.fallback(v.optional(v.picklist(MAPS_MODES)), undefined),
});

export type MapsSearch = v.InferOutput<typeof mapsSearchSchema>;

/** The states the area search asks for: editors also find their own private maps. */
export function areaSearchStates(canEdit: boolean): readonly ('PUBLIC' | 'PRIVATE')[] {
  return canEdit ? ['PUBLIC', 'PRIVATE'] : ['PUBLIC'];
}
