/**
 * GraphQL inputs through the domain's form schemas, so the server refuses exactly what the editor
 * forms refuse: the first field at fault becomes `MISSING_FIELD` (a required value is absent) or
 * `BAD_INPUT`, with `field` as a dot path under `input` and `reason` the schema's FieldErrorCode.
 */
import * as v from 'valibot';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { fieldErrors } from '../../src/domain/schemas/field-errors';
import { appError } from '../graphql/app-error';

export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: object,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first: [string, FieldErrorCode | undefined] | undefined = Object.entries(
    fieldErrors(result),
  )[0];
  const path = first?.[0] ?? '';
  const reason = first?.[1] ?? FieldErrorCode.OUT_OF_RANGE;
  const code = reason === FieldErrorCode.REQUIRED ? ErrorCode.MISSING_FIELD : ErrorCode.BAD_INPUT;
  throw appError(code, { field: path ? `input.${path}` : 'input', reason });
}

/** A client-generated id: kept when it is a short, non-blank text, else BAD_INPUT on `input.id`. */
export function clientId(id: string | null | undefined, generate: () => string): string {
  if (id === null || id === undefined) return generate();
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > 128) {
    throw appError(ErrorCode.BAD_INPUT, { field: 'input.id', reason: FieldErrorCode.OUT_OF_RANGE });
  }
  return trimmed;
}

/**
 * The stored values with the fields an update names laid over them (`null` clears a field, an
 * absent key keeps it), so a partial update is validated as the whole row it would leave.
 */
export function merged(stored: object, changes: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) out[key] = value;
  }
  return out;
}
