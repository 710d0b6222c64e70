import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../ui/toast-store';
import { signUpCodeResentMessage } from './auth-messages';
import { SendCodeForm } from './send-code-form';
import { HeadedSection } from '../../ui/headed-section';

/** Send the registration code again, then enter it. */
export function SignUpResendCodeScreen({ email }: { email?: string }) {
  const navigate = useNavigate();
  async function send(address: string) {
    await (await import('../../api/auth-sign-up')).resendSignUpCodeTo(address);
    showToast(signUpCodeResentMessage);
    await navigate({ to: '/sign-up-confirm', search: { email: address } });
  }

  return (
    <HeadedSection level={1} className="page auth-page" title={<Trans>Send a new code</Trans>}>
      <p>
        <Trans>Enter the e-mail address you registered with, and we will send a new code.</Trans>
      </p>
      <SendCodeForm email={email} send={send} />
    </HeadedSection>
  );
}
