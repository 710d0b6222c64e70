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

/** Two fields that must be equal, the second a repeat of the first. */
// A type alias, not an interface: valibot's paths need the index signature an alias has.
type Repeated = { password: string; passwordRepeat: string };

/** PASSWORDS_DO_NOT_MATCH on `passwordRepeat` (checked only when both fields are otherwise valid). */
const passwordsMatch = v.forward<Repeated, v.PartialCheckIssue<Repeated>, ['passwordRepeat']>(
  v.partialCheck(
    [['password'], ['passwordRepeat']],
    (input) => input.password === input.passwordRepeat,
    FieldErrorCode.PASSWORDS_DO_NOT_MATCH,
  ),
  ['passwordRepeat'],
);

/**
 * A form that sets a new password: its `entries`, the password under the rules above and its
 * repeat; a repeat that differs from the password gives PASSWORDS_DO_NOT_MATCH on
 * `passwordRepeat` (checked only when both fields are otherwise valid).
 */
export function withNewPassword<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const form = v.object(
    { ...entries, password: newPasswordSchema, passwordRepeat: requiredSecret() },
    FieldErrorCode.REQUIRED,
  );
  // The check reads only the two password fields, whatever else the form holds.
  const check = passwordsMatch as unknown as v.GenericValidation<v.InferOutput<typeof form>>;
  return v.pipe(form, check);
}

/** Sign-up form: e-mail (the user name), name, password and its repeat. */
export const signUpSchema = withNewPassword({ email: emailField(), name: requiredText() });

export type SignUpInput = v.InferOutput<typeof signUpSchema>;
