/**
 * One judgement of a punch, for the phone (src/offline/outbox.ts, before it writes the outbox
 * entry) and the server (server/play/punch.service.ts, before it stores the visit): the same
 * refusals in the same order, then the game states the punch leaves. Each caller keeps only its
 * own authority around it: the server finds the state (NOT_FOUND), answers replays, counts code
 * tries (TOO_MANY_CODE_TRIES), locks and stores; the phone reads and writes its storage.
 *
 * The order is the server's, the one the API's clients have always seen:
 *
 * 1. GAME_NOT_ONGOING: no state, or the state is not ONGOING;
 * 2. CONTROL_NOT_ON_LEVEL: the control is not placed on the state's level (or the level is
 *    unknown);
 * 3. ALREADY_PUNCHED: the control is among the game's punches;
 * 4. the method: PUNCH_METHOD_NOT_ALLOWED when the level does not allow it (a GPS level also
 *    needs its maximum distance), POSITION_REQUIRED for a GPS punch without a fix, MISSING_FIELD
 *    when the punch has neither a code nor a position;
 * 5. PUNCH_TIME_INVALID: the punch time outside the window (only when the caller gives the time
 *    checks' inputs: the server, whose clock is the authority);
 * 6. WRONG_CODE: a code punch whose code the caller found wrong (only the server knows; the phone
 *    holds no codes);
 * 7. TOO_FAR: a GPS punch farther than the level allows, with the distance to the control's
 *    centre and how much closer the player must go (`tooFarByMeters`).
 */
import { ErrorCode, FieldErrorCode } from './error-codes';
import {
  GameProgress,
  nextGameStatesAfterPunch,
  punchTimeCheck,
  type AcceptedPunch,
  type GameLevelRef,
  type GameState,
  type LevelWithControls,
  type PunchTimeInput,
  type PunchTimeReason,
} from './game-progress';
import { distanceMeters, type LatLng } from './geo';
import { gpsPunchDistanceMeters, isLegalGpsPunch, type GpsFix } from './punch-legality';

/** The punch rules of a level. */
export interface PunchLevelRules {
  readonly allowCodePunching: boolean;
  readonly allowGpsPunching: boolean;
  /** The largest judged distance of a GPS punch, in metres (the seed's minDistanceLegalPunch). */
  readonly minDistanceLegalPunch: number | null;
}

/** How the punch was made. */
export type PunchMade =
  /** With a code: `codeMatches` when the caller knows whether it is right (the server). */
  | { readonly method: 'CODE'; readonly codeMatches?: boolean }
  /** By position: the fix, if the device had one. */
  | { readonly method: 'GPS'; readonly fix?: GpsFix | null }
  /** With neither a code nor a position (a request to the API missing both). */
  | { readonly method: null };

export interface PunchJudgementInput<P extends PunchMade = PunchMade> {
  /** The player's state of the level played, or undefined when there is none. */
  readonly state: GameState | undefined;
  /** The rules of the state's level, or undefined when the level is unknown. */
  readonly level: PunchLevelRules | undefined;
  /** The position of the punched control as placed on the state's level, or undefined. */
  readonly placement: LatLng | undefined;
  /** Every level of the game with its controls (for the progression). */
  readonly levels: readonly LevelWithControls[];
  /** The game's punches that stand, before this one. */
  readonly punches: readonly AcceptedPunch[];
  readonly controlId: string;
  readonly punch: P;
  /** The time window's inputs; without them the time is not judged. */
  readonly time?: PunchTimeInput;
  /** The id of the next level's state, used when the punch completes its level. */
  readonly newStateId: string;
}

/** A refusal of the punch's method (step 4 of the module comment). */
export type PunchMethodRefusal =
  | { readonly ok: false; readonly code: typeof ErrorCode.PUNCH_METHOD_NOT_ALLOWED }
  | { readonly ok: false; readonly code: typeof ErrorCode.POSITION_REQUIRED };

/** A punch with neither code nor position: the field the level needs. */
export interface PunchFieldMissing {
  readonly ok: false;
  readonly code: typeof ErrorCode.MISSING_FIELD;
  readonly field: 'controlSecretCode' | 'lat';
  readonly reason: typeof FieldErrorCode.SECRET_CODE_MISSING | typeof FieldErrorCode.REQUIRED;
}

export type PunchRefusal =
  | {
      readonly ok: false;
      readonly code:
        | typeof ErrorCode.GAME_NOT_ONGOING
        | typeof ErrorCode.CONTROL_NOT_ON_LEVEL
        | typeof ErrorCode.ALREADY_PUNCHED
        | typeof ErrorCode.WRONG_CODE;
    }
  | PunchMethodRefusal
  | {
      readonly ok: false;
      readonly code: typeof ErrorCode.PUNCH_TIME_INVALID;
      readonly reason: PunchTimeReason;
    }
  | {
      readonly ok: false;
      readonly code: typeof ErrorCode.TOO_FAR;
      /** From the fix to the control's centre, in metres: the distance the play screen shows. */
      readonly distanceMeters: number;
      /** How much closer the player must go, in metres (`tooFarByMeters`): above 0. */
      readonly closerByMeters: number;
    };

/**
 * How much closer (metres) a fix must come to the control for a GPS punch to be legal: the judged
 * distance (centre distance minus the accuracy credit, `gpsPunchDistanceMeters`) minus the level's
 * largest distance. At most 0 when the punch is legal.
 *
 * @example
 * // A fix 67 m from the control, accuracy 8 m, level limit 15 m: 67 − 8 − 15 = 44 m closer.
 */
export function tooFarByMeters(input: {
  control: LatLng;
  fix: GpsFix;
  maxDistanceMeters: number;
}): number {
  return gpsPunchDistanceMeters(input) - input.maxDistanceMeters;
}

export interface PunchAccepted {
  readonly ok: true;
  /** The states the punch leaves (`nextGameStatesAfterPunch`). */
  readonly states: GameState[];
}

/** The answer for a punch of kind `P`: MISSING_FIELD only when `P` may have no method. */
export type PunchJudgement<P extends PunchMade = PunchMade> =
  PunchAccepted | PunchRefusal | (null extends P['method'] ? PunchFieldMissing : never);

/**
 * The game's levels with the ids of the controls placed on each (`placements`: which control is
 * on which level), as the progression takes them.
 */
export function levelsWithPlacements(
  levels: readonly GameLevelRef[],
  placements: readonly { readonly gameLevelId: string; readonly controlId: string }[],
): LevelWithControls[] {
  return levels.map((level) => ({
    id: level.id,
    minNumberControls: level.minNumberControls,
    order: level.order,
    controlIds: placements
      .filter((placed) => placed.gameLevelId === level.id)
      .map((placed) => placed.controlId),
  }));
}

const refuse = <C extends ErrorCode>(code: C) => ({ ok: false, code }) as const;

/**
 * The method's refusal (step 4), or the largest GPS distance (metres; 0 for a code punch) when
 * the level allows it.
 */
function judgeMethod(
  level: PunchLevelRules,
  punch: PunchMade,
): PunchMethodRefusal | PunchFieldMissing | { ok: true; maxDistanceMeters: number } {
  switch (punch.method) {
    case 'CODE':
      return level.allowCodePunching
        ? { ok: true, maxDistanceMeters: 0 }
        : refuse(ErrorCode.PUNCH_METHOD_NOT_ALLOWED);
    case 'GPS':
      // A GPS level without a maximum distance cannot judge a position (the level form requires it).
      if (!level.allowGpsPunching || level.minDistanceLegalPunch === null) {
        return refuse(ErrorCode.PUNCH_METHOD_NOT_ALLOWED);
      }
      if (!punch.fix) return refuse(ErrorCode.POSITION_REQUIRED);
      return { ok: true, maxDistanceMeters: level.minDistanceLegalPunch };
    default:
      return level.allowCodePunching
        ? {
            ok: false,
            code: ErrorCode.MISSING_FIELD,
            field: 'controlSecretCode',
            reason: FieldErrorCode.SECRET_CODE_MISSING,
          }
        : {
            ok: false,
            code: ErrorCode.MISSING_FIELD,
            field: 'lat',
            reason: FieldErrorCode.REQUIRED,
          };
  }
}

/**
 * Judges a punch (see the module comment for the order of the refusals) and, when it stands, the
 * game states it leaves. Pure: it reads nothing and writes nothing.
 *
 * @example
 * judgePunch({ state, level, placement, levels, punches: [], controlId: 'c1',
 *   punch: { method: 'GPS', fix: { lat, lng, accuracyMeters: 5 } }, newStateId: 's2' });
 * // { ok: true, states: [...] } or, say,
 * // { ok: false, code: 'TOO_FAR', distanceMeters: 36.2, closerByMeters: 16.2 }
 */
export function judgePunch<P extends PunchMade>(input: PunchJudgementInput<P>): PunchJudgement<P>;
export function judgePunch(input: PunchJudgementInput): PunchJudgement {
  const { state, level, placement, punch, controlId } = input;
  if (!state || state.progress !== GameProgress.ONGOING) return refuse(ErrorCode.GAME_NOT_ONGOING);
  if (!level || !placement) return refuse(ErrorCode.CONTROL_NOT_ON_LEVEL);
  if (input.punches.some((earlier) => earlier.controlId === controlId)) {
    return refuse(ErrorCode.ALREADY_PUNCHED);
  }
  const method = judgeMethod(level, punch);
  if (!method.ok) return method;
  if (input.time) {
    const time = punchTimeCheck(input.time);
    if (!time.ok) return time;
  }
  if (punch.method === 'CODE' && punch.codeMatches === false) return refuse(ErrorCode.WRONG_CODE);
  if (punch.method === 'GPS' && punch.fix) {
    const judged = {
      control: placement,
      fix: punch.fix,
      maxDistanceMeters: method.maxDistanceMeters,
    };
    if (!isLegalGpsPunch(judged)) {
      return {
        ok: false,
        code: ErrorCode.TOO_FAR,
        distanceMeters: distanceMeters(placement, punch.fix),
        closerByMeters: tooFarByMeters(judged),
      };
    }
  }
  return {
    ok: true,
    states: nextGameStatesAfterPunch({
      state,
      levels: input.levels,
      punches: [...input.punches, { controlId, gameLevelId: state.gameLevel.id }],
      newStateId: input.newStateId,
    }),
  };
}
