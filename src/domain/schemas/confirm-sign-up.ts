import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { emailField } from './field-schemas';

/** Digits in a one-time code (sign-up confirmation and password reset). */
export const ONE_TIME_CODE_LENGTH = 6;

/**
 * A one-time code: white space removed (a pasted "123 456" works), empty -> REQUIRED, anything
 * but exactly `ONE_TIME_CODE_LENGTH` digits -> OUT_OF_RANGE.
 */
export const oneTimeCodeSchema = v.optional(
  v.pipe(
    v.string(FieldErrorCode.REQUIRED),
    v.transform((input) => input.replace(/\s+/gu, '')),
    v.nonEmpty(FieldErrorCode.REQUIRED),
    v.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`, 'u'), FieldErrorCode.OUT_OF_RANGE),
  ),
  '',
);

/** Sign-up confirmation form: e-mail and the one-time code mailed to it. */
export const confirmSignUpSchema = v.object(
  { email: emailField(), code: oneTimeCodeSchema },
  FieldErrorCode.REQUIRED,
);

export type ConfirmSignUpInput = v.InferOutput<typeof confirmSignUpSchema>;
