/** Notices of the sign-in screens (errors come from the catalogue in `src/ui/error-messages`). */
import { msg } from '@lingui/core/macro';

export const signUpCodeSentMessage = msg`We have sent a code to your e-mail. Enter it to confirm your registration.`;
export const signUpConfirmedMessage = msg`Your e-mail address is confirmed. You can sign in now.`;
/** Said whether or not the address has an unconfirmed account: the answer does not tell. */
export const signUpCodeResentMessage = msg`If this e-mail has a registration waiting for confirmation, a new code has been sent to it.`;
export const passwordCodeSentMessage = msg`If there is a user with this e-mail, a code has been sent to it.`;
export const passwordChangedMessage = msg`Your password has been changed. You can sign in with it now.`;
export const signedInMessage = msg`You are signed in.`;
/** A multi-factor or other sign-in challenge the app does not support: refused, not half-done. */
export const unsupportedChallengeMessage = msg`This account asks for an extra sign-in step (such as a code from an authenticator app), which this app does not support yet. Contact the organiser.`;
