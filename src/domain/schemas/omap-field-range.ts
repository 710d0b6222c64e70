/**
 * The range a map field's OUT_OF_RANGE error names, rules between fields included: a largest zoom
 * must be at least the smallest (`{ min: minZoom, max: 22 }`), the top-right corner must lie north
 * and east of the bottom-left one (`{ moreThan: bottomLeftLat }`). A value outside its own limits
 * (a latitude of 91) names those (`fieldRangeOf(omapSchema, name)`).
 */
import { fieldRangeOf, fieldRanges, isOutside, type FieldRange } from './field-range';
import { OMAP_ZOOM_MAX, omapSchema } from './omap';

/** A number typed in a field, or null when blank or not a number. */
function numberIn(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

/** The field a rule between fields compares `name` with, and the range that rule sets. */
const BETWEEN_FIELDS: Readonly<Record<string, (other: number) => FieldRange>> = {
  maxZoom: (minZoom) => ({ min: minZoom, max: OMAP_ZOOM_MAX, integer: true }),
  topRightLat: (south) => ({ moreThan: south }),
  topRightLng: (west) => ({ moreThan: west }),
};
const OTHER_FIELD: Readonly<Record<string, string>> = {
  maxZoom: 'minZoom',
  topRightLat: 'bottomLeftLat',
  topRightLng: 'bottomLeftLng',
};

/**
 * The range of map field `name` given the form's texts `values`: its own limits when its value
 * breaks them (or cannot be read), else the range a rule between fields sets when the other field
 * holds a valid value; null when the field has no range.
 */
export function omapFieldRange(name: string, values: object): FieldRange | null {
  const own = fieldRangeOf(omapSchema, name);
  const text = (key: string) => {
    const typed = (values as Readonly<Record<string, unknown>>)[key];
    return typeof typed === 'string' ? typed : undefined;
  };
  const value = numberIn(text(name));
  const otherName = OTHER_FIELD[name];
  const rule = BETWEEN_FIELDS[name];
  if (!otherName || !rule || value === null || (own && isOutside(value, own))) return own;
  const other = numberIn(text(otherName));
  const otherRange = fieldRangeOf(omapSchema, otherName);
  if (other === null || (otherRange && isOutside(other, otherRange))) return own;
  return rule(other);
}

/** `omapFieldRange` of every map field that has a range, by field name. */
export function omapFieldRanges(values: object): Readonly<Record<string, FieldRange>> {
  const ranges: Record<string, FieldRange> = {};
  for (const name of Object.keys(fieldRanges(omapSchema))) {
    const range = omapFieldRange(name, values);
    if (range) ranges[name] = range;
  }
  return ranges;
}
