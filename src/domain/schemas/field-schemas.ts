/**
 * Field schemas shared by the input schemas. Every issue message is a `FieldErrorCode`. A missing
 * key is treated like an empty value, so it gets the field's own code rather than valibot's
 * generic key issue. Numeric fields accept a number or a numeric string (what a form input holds).
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { rangeMetadata } from './field-range';

/** Choices for who may see a map, a game or a user's points. */
export const VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** True for undefined, null and strings that are empty or only white space. */
export function isBlank(input: unknown): boolean {
  return (
    input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
  );
}

const toNumber = (input: unknown): unknown =>
  typeof input === 'string' ? Number(input.trim()) : input;

/** A required text, trimmed. Missing, null, not a string or blank -> `code`. */
export function requiredText(code: FieldErrorCode = FieldErrorCode.REQUIRED) {
  return v.optional(v.pipe(v.string(code), v.trim(), v.nonEmpty(code)), '');
}

/** A required secret (a password), kept exactly as typed. Missing or empty -> REQUIRED. */
export function requiredSecret() {
  return v.optional(
    v.pipe(v.string(FieldErrorCode.REQUIRED), v.nonEmpty(FieldErrorCode.REQUIRED)),
    '',
  );
}

/** An optional text, trimmed; missing, null or blank gives null. Not a string -> OUT_OF_RANGE. */
export function optionalText() {
  return v.optional(
    v.pipe(
      v.nullable(v.string(FieldErrorCode.OUT_OF_RANGE)),
      v.transform((input) => (input === null || input.trim() === '' ? null : input.trim())),
    ),
    null,
  );
}

/** A required e-mail address, trimmed: blank -> REQUIRED, malformed or over 254 -> INVALID_EMAIL. */
export function emailField() {
  return v.optional(
    v.pipe(
      v.string(FieldErrorCode.REQUIRED),
      v.trim(),
      v.nonEmpty(FieldErrorCode.REQUIRED),
      v.maxLength(254, FieldErrorCode.INVALID_EMAIL),
      v.email(FieldErrorCode.INVALID_EMAIL),
    ),
    '',
  );
}

/**
 * A required finite number: missing, null or blank -> `requiredCode`; not numeric or not finite
 * -> NOT_A_NUMBER.
 */
export function requiredNumber(requiredCode: FieldErrorCode = FieldErrorCode.REQUIRED) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => !isBlank(input), requiredCode),
      v.transform(toNumber),
      v.number(FieldErrorCode.NOT_A_NUMBER),
      v.finite(FieldErrorCode.NOT_A_NUMBER),
    ),
    '',
  );
}

/** An optional finite number: missing, null or blank gives null; not numeric -> NOT_A_NUMBER. */
export function optionalNumber() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (isBlank(input) ? null : toNumber(input))),
      v.nullable(
        v.pipe(v.number(FieldErrorCode.NOT_A_NUMBER), v.finite(FieldErrorCode.NOT_A_NUMBER)),
      ),
    ),
    null,
  );
}

const inRange = (min: number, max: number) => (value: number | null) =>
  value === null || (value >= min && value <= max);

/** A required latitude in degrees, -90 to 90 (OUT_OF_RANGE). */
export function latitude() {
  return v.pipe(
    requiredNumber(),
    v.minValue(-90, FieldErrorCode.OUT_OF_RANGE),
    v.maxValue(90, FieldErrorCode.OUT_OF_RANGE),
  );
}

/** A required longitude in degrees, -180 to 180 (OUT_OF_RANGE). */
export function longitude() {
  return v.pipe(
    requiredNumber(),
    v.minValue(-180, FieldErrorCode.OUT_OF_RANGE),
    v.maxValue(180, FieldErrorCode.OUT_OF_RANGE),
  );
}

/** An optional latitude in degrees (null when absent), -90 to 90 (OUT_OF_RANGE). */
export function optionalLatitude() {
  return v.pipe(
    optionalNumber(),
    v.check(inRange(-90, 90), FieldErrorCode.OUT_OF_RANGE),
    rangeMetadata<number | null>(-90, 90),
  );
}

/** An optional longitude in degrees (null when absent), -180 to 180 (OUT_OF_RANGE). */
export function optionalLongitude() {
  return v.pipe(
    optionalNumber(),
    v.check(inRange(-180, 180), FieldErrorCode.OUT_OF_RANGE),
    rangeMetadata<number | null>(-180, 180),
  );
}

/** REQUIRED on `need` when `given` is there (both optional: null when absent). */
function neededWith(given: string, need: string) {
  return v.forward(
    v.partialCheck(
      [[given], [need]],
      (input: Readonly<Record<string, unknown>>) => input[given] === null || input[need] !== null,
      FieldErrorCode.REQUIRED,
    ),
    [need],
  );
}

/**
 * The object of `entries`, whose two optional fields `lat` and `lng` (a position's degrees) come
 * together or not at all: one without the other gives REQUIRED on the missing one (beside any
 * other field's errors).
 */
export function withLatLngPair<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  [lat, lng]: readonly [keyof TEntries & string, keyof TEntries & string],
) {
  const form = v.object(entries, FieldErrorCode.REQUIRED);
  // The checks read only the two fields, whatever else the object holds.
  type Checked = v.GenericValidation<v.InferOutput<typeof form>>;
  return v.pipe(
    form,
    neededWith(lat, lng) as unknown as Checked,
    neededWith(lng, lat) as unknown as Checked,
  );
}

/** A check box: missing gives false; anything but a boolean -> REQUIRED. */
export function flag() {
  return v.optional(v.boolean(FieldErrorCode.REQUIRED), false);
}

/** A required choice: missing, null or blank -> REQUIRED; a value not offered -> OUT_OF_RANGE. */
export function requiredChoice<const TOptions extends readonly string[]>(options: TOptions) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.check((input) => !isBlank(input), FieldErrorCode.REQUIRED),
      v.picklist(options, FieldErrorCode.OUT_OF_RANGE),
    ),
    '',
  );
}

const ISO_TIMESTAMP =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3])(:[0-5]\d){2}(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/u;

/**
 * Milliseconds since the Unix epoch of an ISO 8601 date-time with seconds and a zone
 * (`2024-06-15T12:00:00.000Z`, `2024-06-15T14:00:00+02:00`), or null when the text is not one or
 * names a day the month does not have.
 */
export function isoTimestampMs(text: string): number | null {
  const match = ISO_TIMESTAMP.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (Number(match[3]) > daysInMonth) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}
