/**
 * The range a field schema allows, read from the schema itself, so the words of an OUT_OF_RANGE
 * error can name it ("Must be between 1 and 100") without a second copy of the limits: the
 * `minValue`/`maxValue` actions of its pipes, and the `rangeMetadata` of a range checked another
 * way (an optional number's `check`, a distance that must be above 0). A field with neither has no
 * range (null).
 */
import * as v from 'valibot';

export interface FieldRange {
  /** The smallest value allowed, when there is one. */
  min?: number;
  /** The largest value allowed, when there is one. */
  max?: number;
  /** A limit the value must be above, not equal to (a distance above 0), when there is one. */
  moreThan?: number;
  /** True when the value must also be a whole number (the `integer` action of its pipe). */
  integer?: boolean;
}

/** Names a range for `fieldRange` where the pipe checks it with `v.check` (an optional number). */
export function rangeMetadata<TInput>(min: number, max: number) {
  return v.metadata<TInput, { range: FieldRange }>({ range: { min, max } });
}

/** Names the limit a `v.check` keeps a value above (`value > limit`) for `fieldRange`. */
export function moreThanMetadata<TInput>(limit: number) {
  return v.metadata<TInput, { range: FieldRange }>({ range: { moreThan: limit } });
}

interface Inspectable {
  kind?: unknown;
  type?: unknown;
  requirement?: unknown;
  metadata?: unknown;
  pipe?: readonly Inspectable[];
  wrapped?: Inspectable;
  options?: readonly Inspectable[];
  entries?: Readonly<Record<string, Inspectable>>;
}

function isRange(value: unknown): value is FieldRange {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max, moreThan, integer } = value as Record<string, unknown>;
  return (
    [min, max, moreThan].every((n) => n === undefined || typeof n === 'number') &&
    (integer === undefined || typeof integer === 'boolean')
  );
}

/** The tighter of two limits of one kind (`pick` is Math.max for lower limits, Math.min else). */
function tighter(
  current: number | undefined,
  next: number | undefined,
  pick: (a: number, b: number) => number,
): number | undefined {
  if (next === undefined) return current;
  return current === undefined ? next : pick(current, next);
}

function collect(schema: Inspectable, range: FieldRange, depth: number): void {
  if (depth > 8) return;
  if (schema.type === 'integer') {
    range.integer = true;
  } else if (schema.type === 'min_value' && typeof schema.requirement === 'number') {
    range.min = tighter(range.min, schema.requirement, Math.max);
  } else if (schema.type === 'max_value' && typeof schema.requirement === 'number') {
    range.max = tighter(range.max, schema.requirement, Math.min);
  } else if (schema.type === 'metadata') {
    const found = (schema.metadata as { range?: unknown } | undefined)?.range;
    if (isRange(found)) {
      range.min = tighter(range.min, found.min, Math.max);
      range.max = tighter(range.max, found.max, Math.min);
      range.moreThan = tighter(range.moreThan, found.moreThan, Math.max);
      if (found.integer) range.integer = true;
    }
  }
  if (schema.wrapped) collect(schema.wrapped, range, depth + 1);
  for (const item of schema.pipe ?? []) if (item !== schema) collect(item, range, depth + 1);
}

/**
 * The range of a field schema: {min, max}, {min}, {max} or {moreThan}, with `integer: true` when
 * it must be a whole number; null when it names no limit.
 */
export function fieldRange(schema: v.GenericSchema): FieldRange | null {
  const range: FieldRange = {};
  collect(schema, range, 0);
  if (range.min === undefined && range.max === undefined && range.moreThan === undefined) {
    return null;
  }
  return Object.fromEntries(Object.entries(range).filter(([, limit]) => limit !== undefined));
}

/** True when `value` lies outside `range` (so the range explains why it was refused). */
export function isOutside(value: number, range: FieldRange): boolean {
  return (
    (range.min !== undefined && value < range.min) ||
    (range.max !== undefined && value > range.max) ||
    (range.moreThan !== undefined && value <= range.moreThan) ||
    (range.integer === true && !Number.isInteger(value))
  );
}

/** The object schema inside a form schema (a pipe whose first item is the object). */
function objectEntries(schema: Inspectable): Readonly<Record<string, Inspectable>> | undefined {
  if (schema.entries) return schema.entries;
  const first = schema.pipe?.[0];
  return first && first !== schema ? objectEntries(first) : undefined;
}

/** The range of the field `name` of a form's object schema (see `fieldRange`); null when none. */
export function fieldRangeOf(formSchema: v.GenericSchema, name: string): FieldRange | null {
  const entry = objectEntries(formSchema)?.[name];
  return entry ? fieldRange(entry as unknown as v.GenericSchema) : null;
}

/** The range of every field of a form's object schema that has one, by field name. */
export function fieldRanges(formSchema: v.GenericSchema): Readonly<Record<string, FieldRange>> {
  const ranges: Record<string, FieldRange> = {};
  for (const [name, entry] of Object.entries(objectEntries(formSchema) ?? {})) {
    const range = fieldRange(entry as unknown as v.GenericSchema);
    if (range) ranges[name] = range;
  }
  return ranges;
}
