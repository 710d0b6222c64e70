/**
 * API inputs checked by the domain's valibot schemas, refused the way the wire expects: the first
 * field at fault as `extensions.field` (a dot path under `input`) with its `FieldErrorCode` as
 * `reason`; MISSING_FIELD when the value is missing, BAD_INPUT otherwise.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { fieldErrors } from '../../src/domain/schemas/field-errors';
import { fieldRangeOf, isOutside, type FieldRange } from '../../src/domain/schemas/field-range';
import type { ApiContext } from './api-context';
import { appError } from './app-error';

/** The field codes that mean "nothing was given" rather than "something wrong was given". */
const MISSING_CODES = new Set<FieldErrorCode>([
  FieldErrorCode.REQUIRED,
  FieldErrorCode.CONTROL_ID_MISSING,
  FieldErrorCode.GAME_DEFINITION_ID_MISSING,
  FieldErrorCode.GAME_LEVEL_ID_MISSING,
  FieldErrorCode.SECRET_CODE_MISSING,
  FieldErrorCode.MAP_REQUIRED,
]);

/**
 * The refusal for `reason` on `field`; an OUT_OF_RANGE refusal names the `range` it broke
 * (`extensions.min`, `max`, `moreThan`) so the client can say "Must be between 1 and 5".
 */
export function fieldRefusal(field: string, reason: FieldErrorCode, range?: FieldRange | null) {
  return appError(MISSING_CODES.has(reason) ? ErrorCode.MISSING_FIELD : ErrorCode.BAD_INPUT, {
    field,
    reason,
    ...(reason === FieldErrorCode.OUT_OF_RANGE && range ? range : {}),
  });
}

/**
 * The range a refused top-level field broke: the one its schema sets, when the value given lies
 * outside it (a value refused by a rule between fields, such as a largest zoom below the smallest,
 * is inside its own range: then no range is named).
 */
function brokenRange(schema: v.GenericSchema, input: unknown, path: string): FieldRange | null {
  if (path.includes('.') || typeof input !== 'object' || input === null) return null;
  const range = fieldRangeOf(schema, path);
  const given = (input as Record<string, unknown>)[path];
  const value = typeof given === 'string' && given.trim() !== '' ? Number(given) : given;
  return range && typeof value === 'number' && isOutside(value, range) ? range : null;
}

/**
 * The schema's output for `input`, or the refusal of its first field error. `prefix` names where
 * the value came from: `input` for a mutation's input object, '' for an operation's arguments
 * (then the field is the argument's own name).
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  prefix = 'input',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = fieldErrors(result) as Partial<Record<string, FieldErrorCode>>;
  const [path, reason] = Object.entries(errors)[0] ?? ['', FieldErrorCode.OUT_OF_RANGE];
  const field = prefix ? (path ? `${prefix}.${path}` : prefix) : path || 'input';
  throw fieldRefusal(
    field,
    reason ?? FieldErrorCode.OUT_OF_RANGE,
    path ? brokenRange(schema, input, path) : null,
  );
}

/** An operation's arguments (not an `input` object) through a domain schema. */
export function parseArgs<TSchema extends v.GenericSchema>(
  schema: TSchema,
  args: Record<string, unknown>,
): v.InferOutput<TSchema> {
  return parseInput(schema, args, '');
}

/**
 * The stored values with the fields an update names laid over them (`null` clears a field, an
 * absent key keeps it), so a partial update is validated as the whole row it would leave.
 */
export function merged(stored: object, changes: object): Record<string, unknown> {
  return { ...stored, ...givenFields(changes) };
}

/** The fields an update names: `changes` without its undefined keys (`null` stays: it clears). */
export function givenFields<T extends object>(changes: T): T {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as T;
}

/** The longest client-generated id accepted (a UUID is 36). */
const MAX_ID_LENGTH = 128;

/**
 * The id of a new row: the client's own (trimmed; blank or longer than 128 characters is
 * BAD_INPUT on `input.id`) or a fresh UUID.
 */
export function newRowId(id: string | null | undefined, makeId: () => string): string {
  if (id === null || id === undefined) return makeId();
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > MAX_ID_LENGTH) {
    throw fieldRefusal('input.id', FieldErrorCode.OUT_OF_RANGE);
  }
  return trimmed;
}

/** The refusal for a client id that another row already has. */
export function idTaken() {
  return appError(ErrorCode.BAD_INPUT, { field: 'input.id' });
}

/**
 * The key columns of a row the caller creates now: its id (`newRowId`: the client's own or a
 * fresh UUID), the caller as owner, and the server's time as created and updated.
 */
export function newOwnedRow(
  context: Pick<ApiContext, 'user' | 'now'>,
  id: string | null | undefined,
) {
  const now = context.now();
  return {
    id: newRowId(id, randomUUID),
    owner: context.user.sub,
    createdAt: now,
    updatedAt: now,
  };
}

/** The row an insert returned, or the refusal of its id when another row already has it. */
export function insertedRow<R>(row: R | undefined): R {
  if (!row) throw idTaken();
  return row;
}
