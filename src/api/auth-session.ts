/**
 * The session behind the current user: refreshing the user from Amplify, ending it when the pool
 * or the server refuses it, and the token the GraphQL client sends. A network failure never ends
 * a session: the last known user stays (offline-first); only an explicit refusal does.
 */
import { amplifyAuth, type AmplifyAuth } from './amplify';
import { isNetworkError, isSessionRefusal } from './auth-errors';
import { currentUserFrom, type UserAttributes, type UserClaims } from './current-user';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from './current-user-store';

/**
 * - `signed-in`: the user was read from the session and the pool;
 * - `signed-out`: there is no session, or the pool refused it (the user is cleared);
 * - `offline`: the pool could not be reached (the last known user is kept);
 * - `settings-failed`: the session is valid but the user's attributes could not be read.
 */
export type RefreshOutcome = 'signed-in' | 'signed-out' | 'offline' | 'settings-failed';

async function endSession(auth: AmplifyAuth | undefined): Promise<void> {
  clearCurrentUser();
  // Amplify forgets its tokens even when the revocation cannot reach the pool.
  await auth?.signOut().catch(() => undefined);
}

async function readAttributes(auth: AmplifyAuth, claims: UserClaims): Promise<RefreshOutcome> {
  try {
    const attributes: UserAttributes = await auth.fetchUserAttributes();
    setCurrentUser(currentUserFrom(claims, attributes));
    return 'signed-in';
  } catch (error) {
    if (isSessionRefusal(error)) {
      await endSession(auth);
      return 'signed-out';
    }
    // Keep what the device knows of this user (a fresher nickname, say) rather than the token's.
    const known = getCurrentUser();
    const fromToken = currentUserFrom(claims);
    setCurrentUser(
      known?.sub === fromToken.sub ? { ...known, userGroups: fromToken.userGroups } : fromToken,
    );
    return isNetworkError(error) ? 'offline' : 'settings-failed';
  }
}

/** Reads the user from Amplify's session and the pool, and keeps it (see `RefreshOutcome`). */
export async function refreshCurrentUser(): Promise<RefreshOutcome> {
  let auth: AmplifyAuth | undefined;
  try {
    auth = await amplifyAuth();
    const session = await auth.fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    if (!claims) {
      clearCurrentUser();
      return 'signed-out';
    }
    return await readAttributes(auth, claims);
  } catch (error) {
    if (isSessionRefusal(error)) {
      await endSession(auth);
      return 'signed-out';
    }
    if (isNetworkError(error)) return 'offline';
    throw error;
  }
}

/**
 * The server said the session is not valid (a GraphQL error with `extensions.code`
 * UNAUTHENTICATED, or a NotAuthorizedException from the pool): forget the user and the tokens.
 * The GraphQL client calls this; the shell then sends the user to sign in.
 */
export async function handleUnauthenticated(): Promise<void> {
  clearCurrentUser();
  const auth = await amplifyAuth().catch(() => undefined);
  await endSession(auth);
}

/**
 * The ID token for the `Authorization` header (refreshed by Amplify when near expiry), or null
 * when nobody is signed in. Throws when the pool cannot be reached to refresh it.
 */
export async function currentIdToken(): Promise<string | null> {
  return (await currentIdSession())?.token ?? null;
}

/**
 * The ID token with the `sub` claim it was issued for, as Amplify decoded it (not verified: the
 * server does that), or null when nobody is signed in. Throws as `currentIdToken` does.
 */
export async function currentIdSession(): Promise<{ sub: string; token: string } | null> {
  const auth = await amplifyAuth();
  const idToken = (await auth.fetchAuthSession()).tokens?.idToken;
  const sub = idToken?.payload.sub;
  return idToken && typeof sub === 'string' ? { sub, token: idToken.toString() } : null;
}
