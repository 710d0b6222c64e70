import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { authFailure, isUnexpectedAuthFailure } from '../../api/auth-errors';
import { updateNickname } from '../../api/auth-user';
import { ErrorCode } from '../../domain/error-codes';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../domain/schemas/user-settings';
import { messageForAuthFailure } from '../../ui/error-messages';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
import { nicknameSchema } from './nickname-schema';
import { nicknameSavedMessage } from './user-messages';

/** The refusal of a nickname another player has, naming it. */
function nicknameTakenMessage(clash: string) {
  return msg`Another player already has the nickname “${clash}”. Nicknames count as the same whatever their upper and lower case and spaces at the ends. Choose another one.`;
}

/**
 * Sets the nickname others see in rankings and teams (saved as the user's attribute); one held by
 * another player in any case or spacing is refused, and the refusal names it.
 */
export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useLingui();
  const form = useValidatedForm(nicknameSchema);
  const [pending, setPending] = useState(false);

  const onSubmit = form.submitWith((input) => {
    setPending(true);
    updateNickname(input.nickname)
      .then(() => showToast(nicknameSavedMessage))
      .catch((error: unknown) => {
        const failure = authFailure(error);
        if (isUnexpectedAuthFailure(failure)) reportUnexpectedError(error);
        else if (failure.kind === 'refused' && failure.code === ErrorCode.NICKNAME_TAKEN) {
          form.setFailure(nicknameTakenMessage(input.nickname));
        } else form.setFailure(messageForAuthFailure(failure));
      })
      .finally(() => setPending(false));
  });

  return (
    <section aria-labelledby="nickname-title">
      <h2 id="nickname-title">
        <Trans>Nickname</Trans>
      </h2>
      <ValidatedForm form={form} className="form" onSubmit={onSubmit} labelledBy="nickname-title">
        <TextField
          name="nickname"
          label={t`Nickname`}
          autoComplete="nickname"
          defaultValue={nickname}
          hint={t`${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters. Shown to others in the rankings and in teams.`}
          error={form.errors.nickname}
        />
        <button type="submit" disabled={pending}>
          <Trans>Save nickname</Trans>
        </button>
      </ValidatedForm>
    </section>
  );
}
