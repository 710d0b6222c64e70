/**
 * The error catalogue's words: every code the server or the domain returns, as a Lingui message.
 * English here; Norwegian in `locales/nb/messages.po` (the seed's wording verbatim where it has one).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AuthFailure } from '../api/auth-errors';
import { ErrorCode, FieldErrorCode, isErrorCode } from '../domain/error-codes';
import { UNEXPECTED_ERROR_TOAST_MS, unexpectedErrorMessage } from './toast-store';

export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  [ErrorCode.WRONG_CODE]: msg`Wrong code. Double-check and try again.`,
  [ErrorCode.ALREADY_PUNCHED]: msg`This control has already been punched`,
  [ErrorCode.TOO_FAR]: msg`You are not close enough to punch. Move closer to the control.`,
  [ErrorCode.PUNCH_METHOD_NOT_ALLOWED]: msg`This level does not allow that way of punching.`,
  [ErrorCode.PUNCH_TIME_INVALID]: msg`The time of the punch is not plausible. Check the clock on your phone.`,
  [ErrorCode.CONTROL_NOT_ON_LEVEL]: msg`This control is not on the level you are playing.`,
  [ErrorCode.GAME_NOT_ONGOING]: msg`This game is no longer ongoing.`,
  [ErrorCode.POSITION_REQUIRED]: msg`Turn on your position before you punch by GPS.`,
  [ErrorCode.TOO_MANY_CODE_TRIES]: msg`Too many wrong codes for this control. Try again later.`,
  [ErrorCode.UNEXPECTED_PUNCH_ANSWER]: msg`Unexpected system error`,
  [ErrorCode.SYSTEM_ERROR]: msg`A system error occurred. Try again.`,
  [ErrorCode.GAME_CONFLICT]: msg`You cannot start a new game until you complete or cancel the one you've already started.`,
  [ErrorCode.GAME_NOT_PLAYABLE]: msg`This game cannot be played yet: it is switched off or its first level is not ready. Pick another game.`,
  [ErrorCode.BAD_INPUT]: msg`Invalid data was sent`,
  [ErrorCode.MISSING_FIELD]: msg`A required field is missing`,
  [ErrorCode.UNAUTHENTICATED]: msg`Your session has ended. Please sign in again.`,
  [ErrorCode.FORBIDDEN]: msg`You are not allowed to do this.`,
  [ErrorCode.NOT_FOUND]: msg`It could not be found. It may have been deleted.`,
  [ErrorCode.CONTROL_IN_USE]: msg`The control is used on a level. Confirm to remove it from those levels and delete it.`,
  [ErrorCode.LEVEL_IN_PLAY]: msg`Players have played this level. Confirm to delete it with their progress on it.`,
  [ErrorCode.INTERNAL]: msg`Unexpected system error`,
  [ErrorCode.QUERY_TOO_COMPLEX]: msg`The request was too large for the server. Try again with less at once.`,
  [ErrorCode.TEAM_USER_IN_TOO_MANY_TEAMS]: msg`The user is already in 3 teams.`,
  [ErrorCode.TEAM_TOO_MANY_PEOPLE]: msg`The team already has 5 current and former members.`,
  [ErrorCode.TEAM_TOO_MANY_MEMBERS]: msg`The team already has 3 current members.`,
  [ErrorCode.TEAM_MEMBER_NOT_INACTIVE]: msg`The member has not been inactive long enough to be forced out.`,
  [ErrorCode.TEAM_RELATION_EXISTS]: msg`The user already has a relation to this team.`,
  [ErrorCode.TEAM_NOT_FOUND]: msg`There is no active team with that name.`,
  [ErrorCode.TEAM_NAME_TAKEN]: msg`The team name already exists. Choose another one.`,
  [ErrorCode.TEAM_STATE_CHANGE_NOT_ALLOWED]: msg`The requested change of membership is not allowed.`,
  [ErrorCode.TEAM_NO_NAME_MATCH]: msg`No team names begin with the search text.`,
  [ErrorCode.POSITION_UNKNOWN]: msg`Your position could not be found, for an unknown reason.`,
  [ErrorCode.POSITION_DENIED]: msg`Access to your position was denied. Allow it in the browser's settings.`,
  [ErrorCode.POSITION_TIMEOUT]: msg`Finding your position took too long. Try again.`,
  [ErrorCode.MAPS_LOAD_FAILED]: msg`Could not load maps`,
  [ErrorCode.MAP_DELETE_FAILED]: msg`Could not delete maps`,
  [ErrorCode.MAP_SEARCH_FAILED]: msg`Search failed`,
  [ErrorCode.MAP_SEARCH_AREA_TOO_LARGE]: msg`The search area is too big. Zoom in on the map.`,
  [ErrorCode.AUTH_USER_EXISTS]: msg`A user with this e-mail is already registered.`,
  [ErrorCode.AUTH_USER_NOT_FOUND]: msg`There is no user with this e-mail.`,
  [ErrorCode.AUTH_CODE_MISMATCH]: msg`Wrong code. Check the code in the e-mail and try again.`,
  [ErrorCode.AUTH_CODE_EXPIRED]: msg`The code has expired. Ask for a new one.`,
  [ErrorCode.AUTH_NOT_CONFIRMED]: msg`The user is not confirmed yet. Enter the code from the e-mail.`,
  [ErrorCode.AUTH_TOO_MANY_ATTEMPTS]: msg`Too many attempts. Wait a while and try again.`,
  [ErrorCode.AUTH_WRONG_PASSWORD]: msg`Wrong e-mail or password.`,
  [ErrorCode.AUTH_PASSWORD_RESET_REQUIRED]: msg`You must choose a new password: use Forgotten password.`,
  [ErrorCode.AUTH_INVALID_PASSWORD]: msg`The password does not meet the requirements.`,
  [ErrorCode.AUTH_SETTINGS_LOAD_FAILED]: msg`Could not fetch your settings. Please log out and try again.`,
  [ErrorCode.NICKNAME_TAKEN]: msg`Another player already has this nickname (upper and lower case and spaces at the ends do not make a nickname different). Choose another one.`,
  [ErrorCode.NICKNAME_REQUIRED]: msg`Choose a nickname first: other players see you by it in rankings and teams.`,
  [ErrorCode.POST_REPORT_OPEN]: msg`You have already reported this post. The organiser has not closed your report yet.`,
};

export const fieldErrorMessages: Record<FieldErrorCode, MessageDescriptor> = {
  [FieldErrorCode.REQUIRED]: msg`This is a required field`,
  [FieldErrorCode.INVALID_EMAIL]: msg`Enter a valid e-mail address`,
  [FieldErrorCode.INVALID_URL]: msg`Enter a valid web address`,
  [FieldErrorCode.PASSWORDS_DO_NOT_MATCH]: msg`The passwords do not match`,
  [FieldErrorCode.PASSWORD_TOO_SHORT]: msg`The password must be at least 8 characters long`,
  [FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER]: msg`The password must have at least one upper-case and one lower-case letter`,
  [FieldErrorCode.NOT_A_NUMBER]: msg`Enter a number`,
  [FieldErrorCode.OUT_OF_RANGE]: msg`The value is outside the allowed range`,
  [FieldErrorCode.PUNCH_METHOD_REQUIRED]: msg`You must choose at least one punch method`,
  [FieldErrorCode.GPS_NEEDS_MAX_DISTANCE]: msg`Punch method GPS requires you to set Max distance`,
  [FieldErrorCode.CONTROL_ID_MISSING]: msg`Control ID is missing`,
  [FieldErrorCode.GAME_DEFINITION_ID_MISSING]: msg`Game definition ID is missing`,
  [FieldErrorCode.GAME_LEVEL_ID_MISSING]: msg`Level ID is missing`,
  [FieldErrorCode.SECRET_CODE_MISSING]: msg`Secret code is missing`,
  [FieldErrorCode.MAP_REQUIRED]: msg`Choose at least one map`,
  [FieldErrorCode.BAD_WORLD_FILE]: msg`The world file must hold six numbers: pixel size, two rotation terms, pixel size and the position of the top-left pixel`,
  [FieldErrorCode.INVALID_TEXT]: msg`Remove the invisible or broken characters`,
  [FieldErrorCode.ORDER_TAKEN]: msg`Another level of this game already has this order`,
};

/** "Please correct the errors and try again", shown above a form that has invalid fields. */
export const formInvalidMessage = msg`Please correct the errors and try again`;

// The generic toast's words live with the toasts (toast-store.ts), so the first screens get the
// toasts without this whole catalogue.
export { UNEXPECTED_ERROR_TOAST_MS, unexpectedErrorMessage };

/** The words for an error code read off the wire; unknown codes get the generic message. */
export function messageForCode(code: unknown): MessageDescriptor {
  return isErrorCode(code) ? errorMessages[code] : unexpectedErrorMessage;
}

/**
 * TOO_MANY_CODE_TRIES naming the wait: whole minutes, rounded up, from the seconds the server
 * gave; the catalogue's plain words when the wait is unknown or over.
 */
export function tooManyCodeTriesMessage(retryAfterSeconds: number | null): MessageDescriptor {
  if (retryAfterSeconds === null || !(retryAfterSeconds > 0)) {
    return errorMessages[ErrorCode.TOO_MANY_CODE_TRIES];
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return msg`Too many wrong codes for this control. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
}

/** A call that got no answer: the device is offline or the server cannot be reached. */
export const offlineMessage = msg`Could not reach the server. Check your connection and try again.`;

/** The words for a failed user-pool call: offline, or the refusal's catalogue code. */
export function messageForAuthFailure(failure: AuthFailure): MessageDescriptor {
  return failure.kind === 'offline' ? offlineMessage : errorMessages[failure.code];
}

/** The control editor's outcomes (the seed's catalogue, Control). */
export const controlUpdatedMessage = msg`Control updated`;
export const controlNotUpdatedMessage = msg`Control not updated`;
export const controlDeletedMessage = msg`Control deleted`;
export const controlNotDeletedMessage = msg`Control not deleted`;
export const controlRemovedMessage = msg`Control removed from the level`;
export const controlNotRemovedMessage = msg`Could not remove the control from the level`;
export const controlToRemoveNotFoundMessage = msg`Could not find the id of the control to remove`;
