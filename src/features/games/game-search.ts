/**
 * The selection of the game screens lives in the URL, so it survives a reload and can be shared:
 * `/game-definitions/selected?gameDefinitionId=ID` (and the same key on the levels screens). An
 * id the router parsed as a number (`?gameDefinitionId=42`) is read back as text; anything
 * missing, blank or not an id reads as absent, which the screen shows as "no game chosen".
 */
import * as v from 'valibot';

/** One id in the search: text or a number (the router parses `42` as one), trimmed; else absent. */
export const idSearchParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.finite())]),
      v.transform((value) => String(value).trim()),
      v.check((value) => value !== '' && value.length <= 200),
    ),
  ),
  undefined,
);

export const gameSelectionSearchSchema = v.object({ gameDefinitionId: idSearchParam });

export type GameSelectionSearch = v.InferOutput<typeof gameSelectionSearchSchema>;
