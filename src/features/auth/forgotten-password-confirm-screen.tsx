import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { forgottenPasswordConfirmSchema } from '../../domain/schemas/forgotten-password-confirm';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/sign-up';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { passwordChangedMessage } from './auth-messages';
import { useAuthAction } from './use-auth-action';

/** Choose a new password with the code from the e-mail; then sign in with it. */
export function ForgottenPasswordConfirmScreen({ email }: { email?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm(forgottenPasswordConfirmSchema);
  const action = useAuthAction();
  const [typedEmail, setTypedEmail] = useState(email ?? '');
  const code = action.failure?.kind === 'refused' ? action.failure.code : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (!input) return;
    setTypedEmail(input.email);
    void action
      .run(async () => {
        await (await import('../../api/auth-password')).confirmPasswordReset(input);
        showToast(passwordChangedMessage);
        await navigate({ to: '/sign-in', search: { email: input.email } });
      })
      .catch(reportUnexpectedError);
  }

  const codeProblem = code === ErrorCode.AUTH_CODE_MISMATCH || code === ErrorCode.AUTH_CODE_EXPIRED;
  return (
    <section className="page auth-page" aria-labelledby="new-password-title">
      <h1 id="new-password-title">
        <Trans>Choose a new password</Trans>
      </h1>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert message={action.message}>
        {codeProblem ? (
          <Link to="/forgotten-password" search={{ email: typedEmail || undefined }}>
            <Trans>Send a new code</Trans>
          </Link>
        ) : null}
      </FormAlert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          name="email"
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          defaultValue={email}
          error={form.errors.email}
        />
        <TextField
          name="code"
          label={t`Code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          error={form.errors.code}
        />
        <TextField
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters, with both upper-case and lower-case letters.`}
          error={form.errors.password}
        />
        <TextField
          name="passwordRepeat"
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          error={form.errors.passwordRepeat}
        />
        <button type="submit" disabled={action.pending}>
          <Trans>Save the new password</Trans>
        </button>
      </form>
      {/* The server answers a mistyped address as a real one, so the way back is always offered. */}
      <ul className="auth-links">
        <li>
          <Link to="/forgotten-password" search={{ email: typedEmail || undefined }}>
            <Trans>Did not get a code? Check the e-mail address and send a new one</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
