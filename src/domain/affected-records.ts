/**
 * What a refused delete or save would touch, as the server sends it in `extensions.affected` with
 * CONTROL_IN_USE (the levels, and their games, a control is placed on), LEVEL_IN_PLAY (how many
 * game states, and of how many players, still point to a level) and BAD_INPUT ORDER_TAKEN (the
 * level that already has the order). The client reads it with `readAffectedRecords` to name
 * what a confirmation will remove.
 */
import * as v from 'valibot';

const levelUseSchema = v.object({
  gameLevelId: v.string(),
  levelName: v.nullable(v.string()),
  levelOrder: v.number(),
  gameDefinitionId: v.string(),
  gameName: v.nullable(v.string()),
});

const affectedRecordsSchema = v.object({
  levels: v.optional(v.array(levelUseSchema)),
  gameStateCount: v.optional(v.number()),
  playerCount: v.optional(v.number()),
});

/** A level (and its game) that a refused change names. */
export type LevelUse = v.InferOutput<typeof levelUseSchema>;
export type AffectedRecords = v.InferOutput<typeof affectedRecordsSchema>;

/** The records in an error's `extensions.affected`, or an empty record when absent or malformed. */
export function readAffectedRecords(value: unknown): AffectedRecords {
  const parsed = v.safeParse(affectedRecordsSchema, value);
  return parsed.success ? parsed.output : {};
}
