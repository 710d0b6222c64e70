/**
 * The control editor's selection lives in the URL, so it survives a reload and can be shared:
 * `/game-definitions/selected/levels/selected/controls?gameDefinitionId=ID&gameLevelId=ID`, with
 * `controlId=ID` for the control being edited and `view=print` for the printable list. An id the
 * router parsed as a number (`?gameLevelId=42`) is read back as text; anything missing, blank or
 * not an id reads as absent, which the screen shows as "no level chosen".
 */
import * as v from 'valibot';
import { idSearchParam } from '../../ui/id-search-param';

export const controlsSearchSchema = v.object({
  gameDefinitionId: idSearchParam,
  gameLevelId: idSearchParam,
  controlId: idSearchParam,
  view: v.fallback(v.optional(v.picklist(['print'])), undefined),
});

export type ControlsSearch = v.InferOutput<typeof controlsSearchSchema>;
