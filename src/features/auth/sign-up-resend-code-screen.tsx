import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { forgottenPasswordSchema } from '../../domain/schemas/forgotten-password';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { signUpCodeResentMessage } from './auth-messages';
import { EmailField } from './auth-fields';
import { useAuthAction } from './use-auth-action';

/** Send the registration code again, then enter it. */
export function SignUpResendCodeScreen({ email }: { email?: string }) {
  const navigate = useNavigate();
  const form = useValidatedForm(forgottenPasswordSchema);
  const action = useAuthAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (!input) return;
    void action
      .run(async () => {
        await (await import('../../api/auth-sign-up')).resendSignUpCodeTo(input.email);
        showToast(signUpCodeResentMessage);
        await navigate({ to: '/sign-up-confirm', search: { email: input.email } });
      })
      .catch(reportUnexpectedError);
  }

  return (
    <section className="page auth-page" aria-labelledby="resend-code-title">
      <h1 id="resend-code-title">
        <Trans>Send a new code</Trans>
      </h1>
      <p>
        <Trans>Enter the e-mail address you registered with, and we will send a new code.</Trans>
      </p>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert message={action.message} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <EmailField defaultValue={email} error={form.errors.email} />
        <button type="submit" disabled={action.pending}>
          <Trans>Send code</Trans>
        </button>
      </form>
    </section>
  );
}
