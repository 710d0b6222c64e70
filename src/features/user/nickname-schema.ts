import * as v from 'valibot';
import { FieldErrorCode } from '../../domain/error-codes';
import { userSettingsSchema } from '../../domain/schemas/user-settings';

/** The nickname form: the nickname rule of the user settings (the visibility is set elsewhere). */
export const nicknameSchema = v.object(
  { nickname: userSettingsSchema.entries.nickname },
  FieldErrorCode.REQUIRED,
);
