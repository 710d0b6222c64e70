import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { oneTimeCodeSchema } from './confirm-sign-up';
import { emailField, requiredSecret } from './field-schemas';
import { newPasswordSchema } from './sign-up';

/**
 * New-password form: e-mail, the one-time code, a new password under the sign-up rules and its
 * repeat (PASSWORDS_DO_NOT_MATCH on `passwordRepeat`).
 */
export const forgottenPasswordConfirmSchema = v.pipe(
  v.object(
    {
      email: emailField(),
      code: oneTimeCodeSchema,
      password: newPasswordSchema,
      passwordRepeat: requiredSecret(),
    },
    FieldErrorCode.REQUIRED,
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordRepeat']],
      (input) => input.password === input.passwordRepeat,
      FieldErrorCode.PASSWORDS_DO_NOT_MATCH,
    ),
    ['passwordRepeat'],
  ),
);

export type ForgottenPasswordConfirmInput = v.InferOutput<typeof forgottenPasswordConfirmSchema>;
