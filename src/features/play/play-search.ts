/**
 * The game map's search parameters: `game`, the id of the game picked on the map (so a reload
 * or a shared link keeps the choice). Anything not a plausible id reads as none.
 */
import * as v from 'valibot';

export const gameMapSearchSchema = v.object({
  game: v.fallback(
    v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
    undefined,
  ),
});

export type GameMapSearch = v.InferOutput<typeof gameMapSearchSchema>;
