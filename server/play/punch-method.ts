/**
 * How a punch is made, and whether its level allows that: a punch with a secret code is a code
 * punch (the position, if sent, is only recorded); one with a position and no code is a GPS
 * punch; one with neither is missing the field the level needs.
 */
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import {
  punchHasPosition,
  punchHasSecretCode,
  type PunchAtControlInput,
} from '../../src/domain/schemas/punch';
import { appError } from '../graphql/app-error';
import { fieldRefusal } from '../graphql/input-validation';
import type { PlayLevel } from './play-world.repository';

export type PunchMethod =
  | { kind: 'CODE'; code: string }
  | { kind: 'GPS'; lat: number; lng: number; maxDistanceMeters: number };

export function punchMethod(level: PlayLevel, input: PunchAtControlInput): PunchMethod {
  if (punchHasSecretCode(input) && input.controlSecretCode !== null) {
    if (!level.allowCodePunching) {
      throw appError(ErrorCode.PUNCH_METHOD_NOT_ALLOWED, { field: 'controlSecretCode' });
    }
    return { kind: 'CODE', code: input.controlSecretCode };
  }
  if (punchHasPosition(input) && input.lat !== null && input.lng !== null) {
    // A GPS level without a maximum distance cannot judge a position (the level form requires it).
    if (!level.allowGpsPunching || level.minDistanceLegalPunch === null) {
      throw appError(ErrorCode.PUNCH_METHOD_NOT_ALLOWED, { field: 'lat' });
    }
    return {
      kind: 'GPS',
      lat: input.lat,
      lng: input.lng,
      maxDistanceMeters: level.minDistanceLegalPunch,
    };
  }
  throw level.allowCodePunching
    ? fieldRefusal('controlSecretCode', FieldErrorCode.SECRET_CODE_MISSING)
    : fieldRefusal('lat', FieldErrorCode.REQUIRED);
}
