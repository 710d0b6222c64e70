import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { VISIBILITIES, requiredChoice, requiredText } from './field-schemas';

/** Nickname length in characters (Unicode code points), after trimming. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 30;

/**
 * User settings form: nickname REQUIRED, trimmed, `NICKNAME_MIN_LENGTH` to
 * `NICKNAME_MAX_LENGTH` characters (OUT_OF_RANGE); publishResults PUBLIC or PRIVATE (REQUIRED).
 */
export const userSettingsSchema = v.object(
  {
    nickname: v.pipe(
      requiredText(),
      v.check((nickname) => {
        const length = [...nickname].length;
        return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH;
      }, FieldErrorCode.OUT_OF_RANGE),
    ),
    publishResults: requiredChoice(VISIBILITIES),
  },
  FieldErrorCode.REQUIRED,
);

export type UserSettingsInput = v.InferOutput<typeof userSettingsSchema>;
