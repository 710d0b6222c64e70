/**
 * The selection of the level screens lives in the URL (it survives a reload and can be shared):
 * `?gameDefinitionId=ID` and, for one level, `&gameLevelId=ID`. An id the router parsed as a
 * number is read back as text; a missing, blank or malformed id reads as absent.
 */
import * as v from 'valibot';
import { idSearchParam } from '../../ui/id-search-param';

export const levelsSearchSchema = v.object({ gameDefinitionId: idSearchParam });

export const levelSearchSchema = v.object({
  gameDefinitionId: idSearchParam,
  gameLevelId: idSearchParam,
});

export type LevelSearch = v.InferOutput<typeof levelSearchSchema>;
