/** The signed-in user's own account: change the nickname, sign out. */
import { amplifyAuth } from './amplify';
import { refreshCurrentUser, type RefreshOutcome } from './auth-session';
import { clearCurrentUser } from './current-user-store';
import type { Visibility } from '../domain/schemas/field-schemas';
import { PUBLISH_RESULTS_ATTRIBUTE, publishResultsAttribute } from '../domain/user-attributes';

/** Saves the nickname in the pool and reads the user again. Throws the pool's refusals. */
export async function updateNickname(nickname: string): Promise<RefreshOutcome> {
  const auth = await amplifyAuth();
  await auth.updateUserAttributes({ userAttributes: { nickname } });
  return refreshCurrentUser();
}

/**
 * Signs out on this device: Amplify forgets the tokens (and asks the pool to revoke the refresh
 * token when it can be reached), `leave` runs (to go home before the route guards see a signed-out
 * user on a member screen), then the app forgets the user. Throws when Amplify cannot be set up
 * (no network and no cached configuration): the user then stays signed in.
 */
export async function signOutUser(leave: () => Promise<void> = async () => {}): Promise<void> {
  const auth = await amplifyAuth();
  await auth.signOut();
  try {
    await leave();
  } finally {
    clearCurrentUser();
  }
}

/**
 * Saves who sees the user's points (`custom:publishResults`) in the pool and reads the user
 * again. Throws the pool's refusals. The points themselves are reset by the caller first
 * (`deleteGameScores`), as the seed's change of visibility asks.
 */
export async function updatePublishResults(visibility: Visibility): Promise<RefreshOutcome> {
  const auth = await amplifyAuth();
  await auth.updateUserAttributes({
    userAttributes: { [PUBLISH_RESULTS_ATTRIBUTE]: publishResultsAttribute(visibility) },
  });
  return refreshCurrentUser();
}
