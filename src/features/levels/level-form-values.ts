import { apiErrorCode, graphqlErrorsOf } from '../../api/graphql-errors';
import { readAffectedRecords, type LevelUse } from '../../domain/affected-records';
import { ErrorCode, FieldErrorCode } from '../../domain/error-codes';

/**
 * What the level form sends to the domain's schema (`gameLevelSchema`): its texts as typed and
 * its two punch-method check boxes as booleans.
 */
export function levelFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    description: text('description'),
    order: text('order'),
    minNumberControls: text('minNumberControls'),
    allowGpsPunching: form.get('allowGpsPunching') !== null,
    allowCodePunching: form.get('allowCodePunching') !== null,
    minDistanceLegalPunch: text('minDistanceLegalPunch'),
  };
}

/** The order a new level gets: one after the highest, 1 for the first. */
export function nextLevelOrder(levels: readonly { order: number }[]): number {
  return levels.reduce((highest, level) => Math.max(highest, level.order), 0) + 1;
}

/** The field that carries the punch-method error (the schema files it under GPS). */
export const PUNCH_METHOD_FIELD = 'allowGpsPunching';

/** The maximum GPS punch distance (metres) a new level starts with: a course setter's usual circle. */
export const DEFAULT_MAX_DISTANCE_METERS = 15;

/** The max distance field's text: the level's own, empty when it has none, the default when new. */
export function maxDistanceShown(
  level: { readonly minDistanceLegalPunch?: number | null } | null,
): string {
  if (!level) return String(DEFAULT_MAX_DISTANCE_METERS);
  return level.minDistanceLegalPunch == null ? '' : String(level.minDistanceLegalPunch);
}

/** The level that already has the order, from a BAD_INPUT ORDER_TAKEN refusal; else null. */
export function orderTakenBy(error: unknown): LevelUse | null {
  if (apiErrorCode(error) !== ErrorCode.BAD_INPUT) return null;
  for (const refusal of graphqlErrorsOf(error)) {
    if (refusal.extensions?.reason !== FieldErrorCode.ORDER_TAKEN) continue;
    return readAffectedRecords(refusal.extensions.affected).levels?.[0] ?? null;
  }
  return null;
}
