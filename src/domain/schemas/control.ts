import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { latitude, longitude, requiredNumber, requiredText } from './field-schemas';

/** Fewest and most points a control gives on a level (one map icon per value, 1 dog .. 5 horse). */
export const CONTROL_POINTS_MIN = 1;
export const CONTROL_POINTS_MAX = 5;

/**
 * Control form (the control and its points on the level). visualCode (the name shown on the map)
 * and secretCode REQUIRED, trimmed; points REQUIRED, a whole number from `CONTROL_POINTS_MIN` to
 * `CONTROL_POINTS_MAX` (OUT_OF_RANGE); lat -90..90 and lng -180..180 degrees REQUIRED.
 */
export const controlSchema = v.object(
  {
    visualCode: requiredText(),
    secretCode: requiredText(),
    points: v.pipe(
      requiredNumber(),
      v.integer(FieldErrorCode.OUT_OF_RANGE),
      v.minValue(CONTROL_POINTS_MIN, FieldErrorCode.OUT_OF_RANGE),
      v.maxValue(CONTROL_POINTS_MAX, FieldErrorCode.OUT_OF_RANGE),
    ),
    lat: latitude(),
    lng: longitude(),
  },
  FieldErrorCode.REQUIRED,
);

export type ControlInput = v.InferOutput<typeof controlSchema>;
