import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { requiredSecret, requiredText } from './field-schemas';

/** Sign-in form: user name (the e-mail, trimmed) and password (as typed), both REQUIRED. */
export const signInSchema = v.object(
  { username: requiredText(), password: requiredSecret() },
  FieldErrorCode.REQUIRED,
);

export type SignInInput = v.InferOutput<typeof signInSchema>;
