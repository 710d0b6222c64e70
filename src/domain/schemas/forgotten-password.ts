import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { emailField } from './field-schemas';

/** Forgotten-password form (also the resend-code form): the account's e-mail. */
export const forgottenPasswordSchema = v.object({ email: emailField() }, FieldErrorCode.REQUIRED);

export type ForgottenPasswordInput = v.InferOutput<typeof forgottenPasswordSchema>;
