/**
 * The selection of the game screens lives in the URL, so it survives a reload and can be shared:
 * `/game-definitions/selected?gameDefinitionId=ID` (and the same key on the levels screens). An
 * id the router parsed as a number (`?gameDefinitionId=42`) is read back as text; anything
 * missing, blank or not an id reads as absent, which the screen shows as "no game chosen".
 */
import * as v from 'valibot';
import { idSearchParam } from '../../ui/id-search-param';

export const gameSelectionSearchSchema = v.object({ gameDefinitionId: idSearchParam });

export type GameSelectionSearch = v.InferOutput<typeof gameSelectionSearchSchema>;
