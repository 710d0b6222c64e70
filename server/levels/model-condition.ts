/**
 * The `condition` of an AppSync mutation: the write happens only when the stored row matches it
 * (optimistic concurrency on `updatedAt`, or a guard on `owner`); otherwise BAD_INPUT on
 * `condition`. A create has no stored row to compare, so its condition is not evaluated.
 */
import { ErrorCode } from '../../src/domain/error-codes';
import { appError } from '../graphql/app-error';
import type { KeyCondition } from '../graphql/connection';

export interface ModelCondition {
  owner?: KeyCondition<string> | null;
  updatedAt?: KeyCondition<string> | null;
}

function matches(value: string, condition: KeyCondition<string> | null | undefined): boolean {
  if (!condition) return true;
  const { eq, le, lt, ge, gt, between, beginsWith } = condition;
  if (eq != null && value !== eq) return false;
  if (le != null && !(value <= le)) return false;
  if (lt != null && !(value < lt)) return false;
  if (ge != null && !(value >= ge)) return false;
  if (gt != null && !(value > gt)) return false;
  if (between != null) {
    const [low, high] = between;
    if (low == null || high == null || value < low || value > high) return false;
  }
  if (beginsWith != null && !value.startsWith(beginsWith)) return false;
  return true;
}

/** Refuses the write unless `row` meets `condition` (timestamps compared as ISO 8601 text). */
export function requireCondition(
  row: { owner: string; updatedAt: Date },
  condition: ModelCondition | null | undefined,
): void {
  if (!condition) return;
  const ok =
    matches(row.owner, condition.owner) &&
    matches(row.updatedAt.toISOString(), condition.updatedAt);
  if (!ok) throw appError(ErrorCode.BAD_INPUT, { field: 'condition' });
}
