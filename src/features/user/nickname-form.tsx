import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { authFailure, isUnexpectedAuthFailure, type AuthFailure } from '../../api/auth-errors';
import { updateNickname } from '../../api/auth-user';
import { ErrorCode } from '../../domain/error-codes';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../domain/schemas/user-settings';
import { messageForAuthFailure } from '../../ui/error-messages';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { nicknameSchema } from './nickname-schema';
import { nicknameSavedMessage } from './user-messages';

/**
 * Sets the nickname others see in rankings and teams (saved as the user's attribute); one held by
 * another player in any case or spacing is refused, and the refusal names it.
 */
export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useLingui();
  const form = useValidatedForm(nicknameSchema);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [clash, setClash] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (!input) return;
    setPending(true);
    setFailure(null);
    setClash(null);
    updateNickname(input.nickname)
      .then(() => showToast(nicknameSavedMessage))
      .catch((error: unknown) => {
        const next = authFailure(error);
        if (isUnexpectedAuthFailure(next)) reportUnexpectedError(error);
        else if (next.kind === 'refused' && next.code === ErrorCode.NICKNAME_TAKEN) {
          setClash(input.nickname);
        } else setFailure(next);
      })
      .finally(() => setPending(false));
  }

  return (
    <section aria-labelledby="nickname-title">
      <h2 id="nickname-title">
        <Trans>Nickname</Trans>
      </h2>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert
        message={
          clash !== null
            ? msg`Another player already has the nickname “${clash}”. Nicknames count as the same whatever their upper and lower case and spaces at the ends. Choose another one.`
            : failure
              ? messageForAuthFailure(failure)
              : null
        }
      />
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="nickname-title">
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
      </form>
    </section>
  );
}
