/** Notices of the user page (errors come from the catalogue in `src/ui/error-messages`). */
import { msg } from '@lingui/core/macro';

export const nicknameSavedMessage = msg`Your nickname has been saved.`;
export const signedOutMessage = msg`You are signed out.`;
export const signOutFailedMessage = msg`Could not sign out. Check your connection and try again.`;
export const visibilitySavedMessage = msg`Your result visibility has been saved.`;
export const visibilitySavedResetMessage = msg`Your result visibility has been saved and your points are reset to zero.`;
