/**
 * The error catalogue as stable codes. Nothing below the UI returns a human sentence: the server
 * sends one of these as `extensions.code`, domain functions return them, and the client turns each
 * into the catalogue's words in the user's language (see `src/app/error-messages.ts`).
 */
export const ErrorCode = {
  // Punch
  WRONG_CODE: 'WRONG_CODE',
  ALREADY_PUNCHED: 'ALREADY_PUNCHED',
  TOO_FAR: 'TOO_FAR',
  PUNCH_METHOD_NOT_ALLOWED: 'PUNCH_METHOD_NOT_ALLOWED',
  PUNCH_TIME_INVALID: 'PUNCH_TIME_INVALID',
  CONTROL_NOT_ON_LEVEL: 'CONTROL_NOT_ON_LEVEL',
  GAME_NOT_ONGOING: 'GAME_NOT_ONGOING',
  POSITION_REQUIRED: 'POSITION_REQUIRED',
  /** Too many wrong codes on one control lately; `extensions.retryAfterSeconds` says how long to wait. */
  TOO_MANY_CODE_TRIES: 'TOO_MANY_CODE_TRIES',
  UNEXPECTED_PUNCH_ANSWER: 'UNEXPECTED_PUNCH_ANSWER',
  SYSTEM_ERROR: 'SYSTEM_ERROR',
  // Game
  GAME_CONFLICT: 'GAME_CONFLICT',
  /** The game cannot be played (see `game-playability.ts`): inactive, or its first level cannot be completed. */
  GAME_NOT_PLAYABLE: 'GAME_NOT_PLAYABLE',
  // Generic
  BAD_INPUT: 'BAD_INPUT',
  MISSING_FIELD: 'MISSING_FIELD',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONTROL_IN_USE: 'CONTROL_IN_USE',
  /** Game states still point to the level; `extensions.affected` counts them. Forced deletes remove them. */
  LEVEL_IN_PLAY: 'LEVEL_IN_PLAY',
  INTERNAL: 'INTERNAL',
  /** A request over the server's limits on tokens, depth, aliases, directives or cost. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  // Team (one per rule of the seed's catalogue)
  TEAM_USER_IN_TOO_MANY_TEAMS: 'TEAM_USER_IN_TOO_MANY_TEAMS',
  TEAM_TOO_MANY_PEOPLE: 'TEAM_TOO_MANY_PEOPLE',
  TEAM_TOO_MANY_MEMBERS: 'TEAM_TOO_MANY_MEMBERS',
  TEAM_MEMBER_NOT_INACTIVE: 'TEAM_MEMBER_NOT_INACTIVE',
  TEAM_RELATION_EXISTS: 'TEAM_RELATION_EXISTS',
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  TEAM_NAME_TAKEN: 'TEAM_NAME_TAKEN',
  TEAM_STATE_CHANGE_NOT_ALLOWED: 'TEAM_STATE_CHANGE_NOT_ALLOWED',
  TEAM_NO_NAME_MATCH: 'TEAM_NO_NAME_MATCH',
  // Position (browser geolocation failures)
  POSITION_UNKNOWN: 'POSITION_UNKNOWN',
  POSITION_DENIED: 'POSITION_DENIED',
  POSITION_TIMEOUT: 'POSITION_TIMEOUT',
  // Maps
  MAPS_LOAD_FAILED: 'MAPS_LOAD_FAILED',
  MAP_DELETE_FAILED: 'MAP_DELETE_FAILED',
  MAP_SEARCH_FAILED: 'MAP_SEARCH_FAILED',
  MAP_SEARCH_AREA_TOO_LARGE: 'MAP_SEARCH_AREA_TOO_LARGE',
  // Auth (the user pool's refusals, see `authErrorCodeFor`)
  AUTH_USER_EXISTS: 'AUTH_USER_EXISTS',
  AUTH_USER_NOT_FOUND: 'AUTH_USER_NOT_FOUND',
  AUTH_CODE_MISMATCH: 'AUTH_CODE_MISMATCH',
  AUTH_CODE_EXPIRED: 'AUTH_CODE_EXPIRED',
  AUTH_NOT_CONFIRMED: 'AUTH_NOT_CONFIRMED',
  AUTH_TOO_MANY_ATTEMPTS: 'AUTH_TOO_MANY_ATTEMPTS',
  AUTH_WRONG_PASSWORD: 'AUTH_WRONG_PASSWORD',
  AUTH_PASSWORD_RESET_REQUIRED: 'AUTH_PASSWORD_RESET_REQUIRED',
  AUTH_INVALID_PASSWORD: 'AUTH_INVALID_PASSWORD',
  AUTH_SETTINGS_LOAD_FAILED: 'AUTH_SETTINGS_LOAD_FAILED',
  // Identity (see `src/domain/nickname.ts`)
  /** Another account holds the nickname, in some case or spacing. */
  NICKNAME_TAKEN: 'NICKNAME_TAKEN',
  /** A ranking (public points) or a team needs a nickname first. */
  NICKNAME_REQUIRED: 'NICKNAME_REQUIRED',
  // Post reports (see `src/domain/schemas/post-report.ts`)
  /** The player already has an open report on this control (one open report per player and control). */
  POST_REPORT_OPEN: 'POST_REPORT_OPEN',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const errorCodes = new Set<string>(Object.values(ErrorCode));

/** True when `value` is one of the catalogue's codes (for codes read off the wire). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && errorCodes.has(value);
}

/** The catalogue code of each Cognito user pool error name the app tells apart. */
const AUTH_ERROR_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  ['UsernameExistsException', ErrorCode.AUTH_USER_EXISTS],
  ['AliasExistsException', ErrorCode.AUTH_USER_EXISTS],
  ['UserNotFoundException', ErrorCode.AUTH_USER_NOT_FOUND],
  ['CodeMismatchException', ErrorCode.AUTH_CODE_MISMATCH],
  ['ExpiredCodeException', ErrorCode.AUTH_CODE_EXPIRED],
  ['UserNotConfirmedException', ErrorCode.AUTH_NOT_CONFIRMED],
  ['LimitExceededException', ErrorCode.AUTH_TOO_MANY_ATTEMPTS],
  ['TooManyRequestsException', ErrorCode.AUTH_TOO_MANY_ATTEMPTS],
  ['TooManyFailedAttemptsException', ErrorCode.AUTH_TOO_MANY_ATTEMPTS],
  ['NotAuthorizedException', ErrorCode.AUTH_WRONG_PASSWORD],
  ['PasswordResetRequiredException', ErrorCode.AUTH_PASSWORD_RESET_REQUIRED],
  ['InvalidPasswordException', ErrorCode.AUTH_INVALID_PASSWORD],
  ['InvalidParameterException', ErrorCode.BAD_INPUT],
  ['NicknameExistsException', ErrorCode.NICKNAME_TAKEN],
  ['NicknameRequiredException', ErrorCode.NICKNAME_REQUIRED],
]);

/**
 * The catalogue code for a Cognito user pool error name (`__type`, for example
 * `CodeMismatchException`), as aws-amplify reports it in `error.name`. Unknown names map to
 * `INTERNAL` so the user sees the generic message, never the pool's English text.
 */
export function authErrorCodeFor(cognitoErrorName: string): ErrorCode {
  return AUTH_ERROR_CODES.get(cognitoErrorName) ?? ErrorCode.INTERNAL;
}

/**
 * Field-level validation codes returned by the input schemas (`src/domain/schemas/*`) as the
 * valibot issue message. The forms show each in the user's language next to its field.
 */
export const FieldErrorCode = {
  REQUIRED: 'REQUIRED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_URL: 'INVALID_URL',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_NEEDS_UPPER_AND_LOWER: 'PASSWORD_NEEDS_UPPER_AND_LOWER',
  NOT_A_NUMBER: 'NOT_A_NUMBER',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  PUNCH_METHOD_REQUIRED: 'PUNCH_METHOD_REQUIRED',
  GPS_NEEDS_MAX_DISTANCE: 'GPS_NEEDS_MAX_DISTANCE',
  CONTROL_ID_MISSING: 'CONTROL_ID_MISSING',
  GAME_DEFINITION_ID_MISSING: 'GAME_DEFINITION_ID_MISSING',
  GAME_LEVEL_ID_MISSING: 'GAME_LEVEL_ID_MISSING',
  SECRET_CODE_MISSING: 'SECRET_CODE_MISSING',
  MAP_REQUIRED: 'MAP_REQUIRED',
  BAD_WORLD_FILE: 'BAD_WORLD_FILE',
  /** A NUL or other control character, or a broken character (see `schemas/valid-text.ts`). */
  INVALID_TEXT: 'INVALID_TEXT',
  /** Another level of the game has this order; `extensions.affected.levels` names it. */
  ORDER_TAKEN: 'ORDER_TAKEN',
} as const;

export type FieldErrorCode = (typeof FieldErrorCode)[keyof typeof FieldErrorCode];
