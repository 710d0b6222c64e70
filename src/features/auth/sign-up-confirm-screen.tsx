import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { ONE_TIME_CODE_LENGTH, confirmSignUpSchema } from '../../domain/schemas/confirm-sign-up';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { signUpConfirmedMessage } from './auth-messages';
import { useAuthAction } from './use-auth-action';

/** Confirm a registration with the code mailed to the e-mail address; then sign in. */
export function SignUpConfirmScreen({ email }: { email?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm(confirmSignUpSchema);
  const action = useAuthAction();
  const [typedEmail, setTypedEmail] = useState(email ?? '');
  const code = action.failure?.kind === 'refused' ? action.failure.code : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (!input) return;
    setTypedEmail(input.email);
    void action
      .run(async () => {
        await (await import('../../api/auth-sign-up')).confirmSignUpWithCode(input);
        showToast(signUpConfirmedMessage);
        await navigate({ to: '/sign-in', search: { email: input.email } });
      })
      .catch(reportUnexpectedError);
  }

  const codeProblem = code === ErrorCode.AUTH_CODE_MISMATCH || code === ErrorCode.AUTH_CODE_EXPIRED;
  return (
    <section className="page auth-page" aria-labelledby="sign-up-confirm-title">
      <h1 id="sign-up-confirm-title">
        <Trans>Confirm your registration</Trans>
      </h1>
      <p>
        <Trans>Enter the {ONE_TIME_CODE_LENGTH}-digit code we sent to your e-mail address.</Trans>
      </p>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert message={action.message}>
        {codeProblem ? (
          <Link to="/sign-up-resend-code" search={{ email: typedEmail || undefined }}>
            <Trans>Send a new code</Trans>
          </Link>
        ) : null}
      </FormAlert>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          name="email"
          label={t`E-mail`}
          type="email"
          autoComplete="email"
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
        <button type="submit" disabled={action.pending}>
          <Trans>Confirm</Trans>
        </button>
      </form>
      <ul className="auth-links">
        <li>
          <Link to="/sign-up-resend-code" search={{ email: typedEmail || undefined }}>
            <Trans>Did not get a code? Send a new one</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
