import type { SignInInput } from '../domain/schemas/sign-in';
import { amplifyAuth } from './amplify';
import { errorName } from './auth-errors';
import { refreshCurrentUser, type RefreshOutcome } from './auth-session';

/**
 * How a sign-in ended: `DONE` (signed in; `user` tells whether the settings could be read), the
 * user must confirm the e-mail first, must choose a new password, or the pool asked for a step the
 * app does not support (multi-factor and other challenges: refused, nothing is left half-done).
 */
export type SignInOutcome =
  | { step: 'DONE'; user: RefreshOutcome }
  | { step: 'CONFIRM_SIGN_UP' }
  | { step: 'RESET_PASSWORD' }
  | { step: 'UNSUPPORTED'; challenge: string };

/** Signs in with e-mail and password (USER_PASSWORD_AUTH). Throws the pool's refusals. */
export async function signInWithPassword({
  username,
  password,
}: SignInInput): Promise<SignInOutcome> {
  const auth = await amplifyAuth();
  const signIn = () =>
    auth.signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn();
  } catch (error) {
    // Amplify still holds an earlier session (another user, or one the server refused): drop it.
    if (errorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await auth.signOut();
    result = await signIn();
  }
  const step = result.nextStep.signInStep;
  switch (step) {
    case 'DONE':
      return { step, user: await refreshCurrentUser() };
    case 'CONFIRM_SIGN_UP':
    case 'RESET_PASSWORD':
      return { step };
    default:
      await auth.signOut().catch(() => undefined);
      return { step: 'UNSUPPORTED', challenge: step };
  }
}
