/**
 * Operation arguments through the domain's schemas: the first field at fault becomes
 * `MISSING_FIELD` (a required value is absent: REQUIRED or one of the `..._MISSING` codes) or
 * `BAD_INPUT`, with `field` the argument's name and `reason` the schema's FieldErrorCode.
 */
import * as v from 'valibot';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { fieldErrors } from '../../src/domain/schemas/field-errors';
import { appError } from '../graphql/app-error';

const MISSING_REASONS = new Set<FieldErrorCode>([
  FieldErrorCode.REQUIRED,
  FieldErrorCode.CONTROL_ID_MISSING,
  FieldErrorCode.GAME_DEFINITION_ID_MISSING,
  FieldErrorCode.GAME_LEVEL_ID_MISSING,
  FieldErrorCode.SECRET_CODE_MISSING,
]);

/** The refusal for one field: MISSING_FIELD for an absent value, else BAD_INPUT. */
export function fieldRefusal(field: string, reason: FieldErrorCode) {
  const code = MISSING_REASONS.has(reason) ? ErrorCode.MISSING_FIELD : ErrorCode.BAD_INPUT;
  return appError(code, { field, reason });
}

export function parseArgs<TSchema extends v.GenericSchema>(
  schema: TSchema,
  args: Record<string, unknown>,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, args);
  if (result.success) return result.output;
  const first: [string, FieldErrorCode | undefined] | undefined = Object.entries(
    fieldErrors(result),
  )[0];
  throw fieldRefusal(first?.[0] || 'input', first?.[1] ?? FieldErrorCode.OUT_OF_RANGE);
}
