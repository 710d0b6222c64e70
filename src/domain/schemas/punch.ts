import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import {
  isBlank,
  isoTimestampMs,
  latitude,
  longitude,
  optionalLatitude,
  optionalLongitude,
  optionalNumber,
  optionalText,
  requiredText,
  withLatLngPair,
} from './field-schemas';

/** Longest client-generated punch id (idempotency key) accepted. */
export const PUNCH_ID_MAX_LENGTH = 100;

/** GPS accuracy in metres: optional (null when absent), >= 0 (OUT_OF_RANGE). */
const accuracyMeters = () =>
  v.pipe(
    optionalNumber(),
    v.check((metres) => metres === null || metres >= 0, FieldErrorCode.OUT_OF_RANGE),
  );

/**
 * Code punch form (seed: "Punch requires controlId, gameDefinitionId, gameLevelId,
 * controlSecretCode"): each trimmed and non-blank, else CONTROL_ID_MISSING,
 * GAME_DEFINITION_ID_MISSING, GAME_LEVEL_ID_MISSING, SECRET_CODE_MISSING on its field.
 */
export const codePunchSchema = v.object(
  {
    controlId: requiredText(FieldErrorCode.CONTROL_ID_MISSING),
    gameDefinitionId: requiredText(FieldErrorCode.GAME_DEFINITION_ID_MISSING),
    gameLevelId: requiredText(FieldErrorCode.GAME_LEVEL_ID_MISSING),
    controlSecretCode: requiredText(FieldErrorCode.SECRET_CODE_MISSING),
  },
  FieldErrorCode.REQUIRED,
);

export type CodePunchInput = v.InferOutput<typeof codePunchSchema>;

/**
 * GPS punch: controlId (CONTROL_ID_MISSING), gameStateId (REQUIRED), the position fix lat/lng in
 * degrees (REQUIRED, in range) and its accuracy in metres (optional, >= 0).
 */
export const gpsPunchSchema = v.object(
  {
    controlId: requiredText(FieldErrorCode.CONTROL_ID_MISSING),
    gameStateId: requiredText(),
    lat: latitude(),
    lng: longitude(),
    accuracy: accuracyMeters(),
  },
  FieldErrorCode.REQUIRED,
);

export type GpsPunchInput = v.InferOutput<typeof gpsPunchSchema>;

/**
 * Input of the `punchAtControl` mutation. controlId (CONTROL_ID_MISSING) and gameStateId
 * (REQUIRED) are required; controlSecretCode, lat, lng and accuracy are optional (null when
 * absent), but lat and lng come together (REQUIRED on the missing one). `id` (the client's
 * idempotency key, at most `PUNCH_ID_MAX_LENGTH`) and `punchedAt` (device time, ISO 8601 with
 * seconds and zone, see `isoTimestampMs`; else OUT_OF_RANGE) are optional too, because a client
 * written for the original API sends neither: the server then uses its own id and clock.
 * `nextGameStateId` (optional, at most `PUNCH_ID_MAX_LENGTH`) is the id the next level's new state
 * gets when the punch completes its level, so a level the device unlocked offline keeps its id.
 */
export const punchAtControlInputSchema = withLatLngPair(
  {
    id: v.pipe(
      optionalText(),
      v.check((id) => id === null || id.length <= PUNCH_ID_MAX_LENGTH, FieldErrorCode.OUT_OF_RANGE),
    ),
    controlId: requiredText(FieldErrorCode.CONTROL_ID_MISSING),
    gameStateId: requiredText(),
    controlSecretCode: optionalText(),
    lat: optionalLatitude(),
    lng: optionalLongitude(),
    accuracy: accuracyMeters(),
    punchedAt: v.pipe(
      optionalText(),
      v.check(
        (text) => text === null || isoTimestampMs(text) !== null,
        FieldErrorCode.OUT_OF_RANGE,
      ),
    ),
    nextGameStateId: v.pipe(
      optionalText(),
      v.check((id) => id === null || id.length <= PUNCH_ID_MAX_LENGTH, FieldErrorCode.OUT_OF_RANGE),
    ),
  },
  ['lat', 'lng'],
);

export type PunchAtControlInput = v.InferOutput<typeof punchAtControlInputSchema>;

/** True when a punchAtControl input carries a position (lat and lng). */
export function punchHasPosition(input: Pick<PunchAtControlInput, 'lat' | 'lng'>): boolean {
  return input.lat !== null && input.lng !== null;
}

/** True when a punchAtControl input carries a secret code that is not blank. */
export function punchHasSecretCode(input: Pick<PunchAtControlInput, 'controlSecretCode'>): boolean {
  return !isBlank(input.controlSecretCode);
}
