import type * as v from 'valibot';
import { oneTimeCodeSchema } from './confirm-sign-up';
import { emailField } from './field-schemas';
import { withNewPassword } from './sign-up';

/**
 * New-password form: e-mail, the one-time code, a new password under the sign-up rules and its
 * repeat (PASSWORDS_DO_NOT_MATCH on `passwordRepeat`).
 */
export const forgottenPasswordConfirmSchema = withNewPassword({
  email: emailField(),
  code: oneTimeCodeSchema,
});

export type ForgottenPasswordConfirmInput = v.InferOutput<typeof forgottenPasswordConfirmSchema>;
