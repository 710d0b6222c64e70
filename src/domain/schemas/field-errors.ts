import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';

/** Field path (dot notation, `''` for the whole input) -> the code to show next to that field. */
export type FieldErrors<TSchema extends v.GenericSchema> = Partial<
  Record<v.IssueDotPath<TSchema> | '', FieldErrorCode>
>;

const fieldErrorCodes = new Set<string>(Object.values(FieldErrorCode));

/** True when `value` is a `FieldErrorCode`. */
export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && fieldErrorCodes.has(value);
}

/**
 * The errors of a `v.safeParse` result by field: the first issue of each field path wins (a
 * field's pipe reports its most basic rule first, e.g. REQUIRED before PASSWORD_TOO_SHORT); an
 * issue without a path is filed under `''`. A successful result gives `{}`. An issue whose message
 * is not a `FieldErrorCode` (a schema bug the tests guard against) is reported as OUT_OF_RANGE so
 * the field is still marked.
 */
export function fieldErrors<TSchema extends v.GenericSchema>(
  result: v.SafeParseResult<TSchema>,
): FieldErrors<TSchema> {
  const errors: Partial<Record<string, FieldErrorCode>> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= isFieldErrorCode(issue.message) ? issue.message : FieldErrorCode.OUT_OF_RANGE;
  }
  return errors;
}
