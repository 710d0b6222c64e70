/**
 * The range a field schema allows, read from the schema itself, so the words of an OUT_OF_RANGE
 * error can name it ("Must be between 1 and 100") without a second copy of the limits: the
 * `minValue`/`maxValue` actions of its pipes, and the `rangeMetadata` of a range checked another
 * way (an optional number's `check`). A field with neither has no range (null).
 */
import * as v from 'valibot';

export interface FieldRange {
  /** The smallest value allowed, when there is one. */
  min?: number;
  /** The largest value allowed, when there is one. */
  max?: number;
}

/** Names a range for `fieldRange` where the pipe checks it with `v.check` (an optional number). */
export function rangeMetadata<TInput>(min: number, max: number) {
  return v.metadata<TInput, { range: FieldRange }>({ range: { min, max } });
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
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && typeof max === 'number';
}

function collect(schema: Inspectable, range: FieldRange, depth: number): void {
  if (depth > 8) return;
  if (schema.type === 'min_value' && typeof schema.requirement === 'number') {
    range.min = Math.max(range.min ?? -Infinity, schema.requirement);
  } else if (schema.type === 'max_value' && typeof schema.requirement === 'number') {
    range.max = Math.min(range.max ?? Infinity, schema.requirement);
  } else if (schema.type === 'metadata') {
    const found = (schema.metadata as { range?: unknown } | undefined)?.range;
    if (isRange(found)) {
      range.min = Math.max(range.min ?? -Infinity, found.min!);
      range.max = Math.min(range.max ?? Infinity, found.max!);
    }
  }
  if (schema.wrapped) collect(schema.wrapped, range, depth + 1);
  for (const item of schema.pipe ?? []) if (item !== schema) collect(item, range, depth + 1);
}

/** The range of a field schema: {min, max}, {min} or {max}; null when it names none. */
export function fieldRange(schema: v.GenericSchema): FieldRange | null {
  const range: FieldRange = {};
  collect(schema, range, 0);
  return range.min === undefined && range.max === undefined ? null : range;
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
