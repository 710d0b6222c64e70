import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { moreThanMetadata } from './field-range';
import { flag, optionalNumber, optionalText, requiredNumber, requiredText } from './field-schemas';

/**
 * Level form. name REQUIRED; description optional (null when blank); order and minNumberControls
 * REQUIRED whole numbers, order >= 1 and minNumberControls >= 0 (NOT_A_NUMBER when not numeric,
 * OUT_OF_RANGE when fractional or below); order unique within the game is the server's check
 * (ORDER_TAKEN); allowGpsPunching and allowCodePunching check boxes (missing = false), at least one
 * true -> else PUNCH_METHOD_REQUIRED on `allowGpsPunching`; minDistanceLegalPunch (metres, the
 * maximum distance of a GPS punch) optional, > 0 (OUT_OF_RANGE), and required when GPS punching
 * is allowed -> GPS_NEEDS_MAX_DISTANCE on `minDistanceLegalPunch`.
 */
export const gameLevelSchema = v.pipe(
  v.object(
    {
      name: requiredText(),
      description: optionalText(),
      order: v.pipe(
        requiredNumber(),
        v.integer(FieldErrorCode.OUT_OF_RANGE),
        v.minValue(1, FieldErrorCode.OUT_OF_RANGE),
      ),
      minNumberControls: v.pipe(
        requiredNumber(),
        v.integer(FieldErrorCode.OUT_OF_RANGE),
        v.minValue(0, FieldErrorCode.OUT_OF_RANGE),
      ),
      allowGpsPunching: flag(),
      allowCodePunching: flag(),
      minDistanceLegalPunch: v.pipe(
        optionalNumber(),
        v.check((metres) => metres === null || metres > 0, FieldErrorCode.OUT_OF_RANGE),
        moreThanMetadata<number | null>(0),
      ),
    },
    FieldErrorCode.REQUIRED,
  ),
  v.forward(
    v.partialCheck(
      [['allowGpsPunching'], ['allowCodePunching']],
      (input) => input.allowGpsPunching || input.allowCodePunching,
      FieldErrorCode.PUNCH_METHOD_REQUIRED,
    ),
    ['allowGpsPunching'],
  ),
  v.forward(
    v.partialCheck(
      [['allowGpsPunching'], ['minDistanceLegalPunch']],
      (input) => !input.allowGpsPunching || input.minDistanceLegalPunch !== null,
      FieldErrorCode.GPS_NEEDS_MAX_DISTANCE,
    ),
    ['minDistanceLegalPunch'],
  ),
);

export type GameLevelInput = v.InferOutput<typeof gameLevelSchema>;

/**
 * True when the editor should warn that a level has no more controls than its minimum
 * (`controlCount <= minNumberControls`; seed: "A level should have more controls than the
 * minimum"). With fewer controls than the minimum the level can never be completed; with exactly
 * as many every control must be found.
 */
export function levelControlsWarning(level: {
  readonly minNumberControls: number;
  readonly controlCount: number;
}): boolean {
  return level.controlCount <= level.minNumberControls;
}
