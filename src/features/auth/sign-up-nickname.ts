/**
 * The sign-up form with the nickname others will see: optional here (a player may choose it at
 * the first need instead, before a ranking or a team), else trimmed and of the settings' length.
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../../domain/error-codes';
import { signUpSchema } from '../../domain/schemas/sign-up';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../domain/schemas/user-settings';

export const signUpWithNicknameSchema = v.intersect([
  signUpSchema,
  v.object({
    nickname: v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      v.check((nickname) => {
        const length = [...nickname].length;
        return length === 0 || (length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH);
      }, FieldErrorCode.OUT_OF_RANGE),
    ),
  }),
]);
