/**
 * The API's side of the punch judgement (src/domain/punch-judgement.ts): how a `punchAtControl`
 * input was made, and a refusal of the judgement as the API's error. A punch with a secret code
 * is a code punch (the position, if sent, is only recorded); one with a position and no code is a
 * GPS punch; one with neither has no method (the judgement names the field the level needs).
 */
import { ErrorCode } from '../../src/domain/error-codes';
import type { PunchFieldMissing, PunchMade, PunchRefusal } from '../../src/domain/punch-judgement';
import {
  punchHasPosition,
  punchHasSecretCode,
  type PunchAtControlInput,
} from '../../src/domain/schemas/punch';
import { appError } from '../graphql/app-error';
import { fieldRefusal } from '../graphql/input-validation';

/** A punch as the judgement takes it, with the code typed for a code punch. */
export type ApiPunch =
  | { kind: 'CODE'; code: string }
  | { kind: 'GPS'; fix: { lat: number; lng: number; accuracyMeters: number | null } }
  | { kind: null };

export function apiPunch(input: PunchAtControlInput): ApiPunch {
  if (punchHasSecretCode(input) && input.controlSecretCode !== null) {
    return { kind: 'CODE', code: input.controlSecretCode };
  }
  if (punchHasPosition(input) && input.lat !== null && input.lng !== null) {
    return { kind: 'GPS', fix: { lat: input.lat, lng: input.lng, accuracyMeters: input.accuracy } };
  }
  return { kind: null };
}

/** The judgement's view of `punch`; `codeMatches` is the secret code check of a code punch. */
export function punchMade(punch: ApiPunch, codeMatches: boolean | undefined): PunchMade {
  switch (punch.kind) {
    case 'CODE':
      return codeMatches === undefined ? { method: 'CODE' } : { method: 'CODE', codeMatches };
    case 'GPS':
      return { method: 'GPS', fix: punch.fix };
    default:
      return { method: null };
  }
}

/** A refusal of the judgement as the API's error, with the input field it concerns. */
export function punchRefusalError(refusal: PunchRefusal | PunchFieldMissing, punch: ApiPunch) {
  switch (refusal.code) {
    case ErrorCode.MISSING_FIELD:
      return fieldRefusal(refusal.field, refusal.reason);
    case ErrorCode.PUNCH_METHOD_NOT_ALLOWED:
    case ErrorCode.POSITION_REQUIRED:
      return appError(refusal.code, { field: punch.kind === 'CODE' ? 'controlSecretCode' : 'lat' });
    case ErrorCode.CONTROL_NOT_ON_LEVEL:
      return appError(refusal.code, { field: 'controlId' });
    case ErrorCode.PUNCH_TIME_INVALID:
      return appError(refusal.code, { field: 'punchedAt' });
    default:
      return appError(refusal.code);
  }
}
