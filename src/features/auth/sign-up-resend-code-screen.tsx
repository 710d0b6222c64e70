import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { showToast } from '../../ui/toast-store';
import { signUpCodeResentMessage } from './auth-messages';
import { EmailField } from './auth-fields';
import { useSendCodeForm } from './use-send-code-form';

/** Send the registration code again, then enter it. */
export function SignUpResendCodeScreen({ email }: { email?: string }) {
  const navigate = useNavigate();
  const { form, action, onSubmit } = useSendCodeForm(async (address) => {
    await (await import('../../api/auth-sign-up')).resendSignUpCodeTo(address);
    showToast(signUpCodeResentMessage);
    await navigate({ to: '/sign-up-confirm', search: { email: address } });
  });

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
