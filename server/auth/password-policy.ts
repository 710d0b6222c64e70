/**
 * The pool's password policy is the domain's (`newPasswordSchema`: at least PASSWORD_MIN_LENGTH
 * characters, an upper-case and a lower-case letter), so the sign-up form and the server can never
 * disagree. A password that breaks it is refused as Cognito refuses it.
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../../src/domain/error-codes';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '../../src/domain/schemas/sign-up';
import { UserPoolError } from './user-pool-error';

export function assertPasswordPolicy(password: string): void {
  const result = v.safeParse(newPasswordSchema, password);
  if (result.success) return;
  const tooShort = result.issues.some(
    (issue) => issue.message === FieldErrorCode.PASSWORD_TOO_SHORT,
  );
  throw new UserPoolError(
    'InvalidPasswordException',
    tooShort
      ? `Password did not conform with policy: Password not long enough (at least ${PASSWORD_MIN_LENGTH} characters)`
      : 'Password did not conform with policy: Password must have uppercase and lowercase characters',
  );
}
