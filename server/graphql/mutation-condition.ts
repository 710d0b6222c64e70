/**
 * The `condition` argument of update and delete mutations (AppSync's ModelConditionInput): the
 * write happens only when the stored row's `owner` and `updatedAt` (ISO 8601 text) meet it;
 * otherwise BAD_INPUT on `condition`. A create has no stored row to compare, so it ignores it.
 * Also the steps every update and delete shares around it: the stored row or NOT_FOUND
 * (`rowToChange`, `existingRow`), and the check then the write of a change (`checkedChange`), in
 * one transaction with the row locked (`lockedChange`).
 */
import { ErrorCode } from '../../src/domain/error-codes';
import { inTransaction } from '../db/transaction';
import { canSee, requireEditor, requireOwnerOrAdmin, type ApiContext } from './api-context';
import { appError } from './app-error';
import type { KeyCondition } from './connection';

export interface MutationCondition {
  owner?: KeyCondition<string> | null;
  updatedAt?: KeyCondition<string> | null;
}

/** The arguments of a create, update or delete mutation: its input and optional condition. */
export interface WriteArgs<TInput> {
  input: TInput;
  condition?: MutationCondition | null;
}

function meets(value: string, condition: KeyCondition<string> | null | undefined): boolean {
  if (!condition) return true;
  const { eq, le, lt, ge, gt, between, beginsWith } = condition;
  if (between != null) {
    const [low, high] = between;
    if (between.length !== 2 || low == null || high == null) return false;
    if (value < low || value > high) return false;
  }
  return (
    (eq == null || value === eq) &&
    (le == null || value <= le) &&
    (lt == null || value < lt) &&
    (ge == null || value >= ge) &&
    (gt == null || value > gt) &&
    (beginsWith == null || value.startsWith(beginsWith))
  );
}

/** Refuses the write unless `row` meets `condition` (no condition always passes). */
export function requireCondition(
  condition: MutationCondition | null | undefined,
  row: { owner: string; updatedAt: Date },
): void {
  if (!condition) return;
  if (
    !meets(row.owner, condition.owner) ||
    !meets(row.updatedAt.toISOString(), condition.updatedAt)
  ) {
    throw appError(ErrorCode.BAD_INPUT, { field: 'condition' });
  }
}

/**
 * The stored row an update or delete changes (read locked by the caller): NOT_FOUND on
 * `input.id` when there is none, then the caller's `authorize` (owner, Admin, ...), then the
 * condition.
 */
export async function rowToChange<R extends { owner: string; updatedAt: Date }>(
  row: R | undefined,
  authorize: (row: R) => unknown,
  condition: MutationCondition | null | undefined,
): Promise<R> {
  const stored = existingRow(row);
  await authorize(stored);
  requireCondition(condition, stored);
  return stored;
}

/** The row a read or a write by `input.id` answered, or NOT_FOUND on `input.id` when none. */
export function existingRow<R>(row: R | undefined): R {
  if (!row) throw appError(ErrorCode.NOT_FOUND, { field: 'input.id' });
  return row;
}

/** Reads the stored row `id` an update or delete changes and checks it may (`rowToChange`). */
type RowToChange<R> = (
  context: ApiContext,
  id: string,
  condition: MutationCondition | null | undefined,
) => Promise<R>;

/**
 * An Editor's (or Admin's) update or delete of one stored row, as a service taking the input and
 * the condition: `read` reads the row and checks that the caller may change it, then `write`
 * changes it and answers.
 */
export function checkedChange<I extends { id: string }, R, T>(
  read: RowToChange<R>,
  write: (context: ApiContext, stored: R, input: I) => Promise<T>,
) {
  return async (
    context: ApiContext,
    input: I,
    condition: MutationCondition | null | undefined,
  ): Promise<T> => {
    requireEditor(context);
    return write(context, await read(context, input.id, condition), input);
  };
}

/**
 * `checkedChange` in one transaction: `lock` reads the row locked for the rest of it, so the
 * checks and the write see the row as it stays.
 */
export function lockedChange<I extends { id: string }, R, T>(
  lock: RowToChange<R>,
  write: (tx: ApiContext, stored: R, input: I) => Promise<T>,
) {
  const change = checkedChange(lock, write);
  return (
    context: ApiContext,
    input: I,
    condition: MutationCondition | null | undefined,
  ): Promise<T> => {
    requireEditor(context);
    return inTransaction(context, (tx) => change(tx, input, condition));
  };
}

/**
 * The stored map or game an update or delete changes: NOT_FOUND on `input.id` when there is none
 * or the caller may not see it (a PRIVATE row of another is not revealed), FORBIDDEN unless the
 * caller owns it or is an Admin, then the condition.
 */
export function visibleRowToChange<R extends { state: string; owner: string; updatedAt: Date }>(
  context: ApiContext,
  row: R | undefined,
  condition: MutationCondition | null | undefined,
): Promise<R> {
  return rowToChange(
    row && canSee(context, row) ? row : undefined,
    (stored) => requireOwnerOrAdmin(context, stored.owner),
    condition,
  );
}
