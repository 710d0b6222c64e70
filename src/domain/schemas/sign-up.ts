import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { emailField, requiredSecret, requiredText } from './field-schemas';

/** Shortest password accepted (the user pool's default policy). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password, kept exactly as typed: empty -> REQUIRED; fewer than `PASSWORD_MIN_LENGTH`
 * UTF-16 units -> PASSWORD_TOO_SHORT; without both an upper-case and a lower-case letter (any
 * script, so "Æ" and "ø" count) -> PASSWORD_NEEDS_UPPER_AND_LOWER.
 */
export const newPasswordSchema = v.optional(
  v.pipe(
    v.string(FieldErrorCode.REQUIRED),
    v.nonEmpty(FieldErrorCode.REQUIRED),
    v.minLength(PASSWORD_MIN_LENGTH, FieldErrorCode.PASSWORD_TOO_SHORT),
    v.regex(/\p{Lu}/u, FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER),
    v.regex(/\p{Ll}/u, FieldErrorCode.PASSWORD_NEEDS_UPPER_AND_LOWER),
  ),
  '',
);

/**
 * Sign-up form: e-mail (the user name), name, password and its repeat. A repeat that differs
 * from the password gives PASSWORDS_DO_NOT_MATCH on `passwordRepeat` (checked only when both
 * fields are otherwise valid).
 */
export const signUpSchema = v.pipe(
  v.object(
    {
      email: emailField(),
      name: requiredText(),
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

export type SignUpInput = v.InferOutput<typeof signUpSchema>;
