/** Registration: sign up (user name = e-mail), confirm with the mailed code, resend the code. */
import type { ConfirmSignUpInput } from '../domain/schemas/confirm-sign-up';
import type { SignUpInput } from '../domain/schemas/sign-up';
import { amplifyAuth } from './amplify';

/** Registers the user; `confirmed` is true when the pool needs no code (then sign in at once). */
export async function signUpWithEmail({
  email,
  name,
  password,
}: SignUpInput): Promise<{ confirmed: boolean }> {
  const auth = await amplifyAuth();
  const result = await auth.signUp({
    username: email,
    password,
    options: { userAttributes: { email, name } },
  });
  return { confirmed: result.isSignUpComplete };
}

export async function confirmSignUpWithCode({ email, code }: ConfirmSignUpInput): Promise<void> {
  const auth = await amplifyAuth();
  await auth.confirmSignUp({
    username: email,
    confirmationCode: code,
    options: { forceAliasCreation: true },
  });
}

export async function resendSignUpCodeTo(email: string): Promise<void> {
  const auth = await amplifyAuth();
  await auth.resendSignUpCode({ username: email });
}
