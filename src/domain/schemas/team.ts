import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { cleanTeamName, validTeamName } from '../team-rules';

/**
 * Create-team form: teamName REQUIRED, cleaned (`cleanTeamName`: trimmed, inner white space made
 * one space) and 2 to 40 characters (`validTeamName`, else OUT_OF_RANGE).
 */
export const teamSchema = v.object(
  {
    teamName: v.optional(
      v.pipe(
        v.string(FieldErrorCode.REQUIRED),
        v.transform(cleanTeamName),
        v.nonEmpty(FieldErrorCode.REQUIRED),
        v.check(validTeamName, FieldErrorCode.OUT_OF_RANGE),
      ),
      '',
    ),
  },
  FieldErrorCode.REQUIRED,
);

export type TeamInput = v.InferOutput<typeof teamSchema>;
