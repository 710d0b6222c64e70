/** Forgotten password: ask for a code by e-mail, then set a new password with it. */
import type { ForgottenPasswordConfirmInput } from '../domain/schemas/forgotten-password-confirm';
import { amplifyAuth } from './amplify';

/** Mails a reset code; `done` is true when the pool needs no code (nothing more to do). */
export async function requestPasswordReset(email: string): Promise<{ done: boolean }> {
  const auth = await amplifyAuth();
  const result = await auth.resetPassword({ username: email });
  return { done: result.isPasswordReset };
}

export async function confirmPasswordReset({
  email,
  code,
  password,
}: ForgottenPasswordConfirmInput): Promise<void> {
  const auth = await amplifyAuth();
  await auth.confirmResetPassword({
    username: email,
    confirmationCode: code,
    newPassword: password,
  });
}
