import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { showToast } from '../../ui/toast-store';
import { passwordChangedMessage, passwordCodeSentMessage } from './auth-messages';
import { SendCodeForm } from './send-code-form';
import { HeadedSection } from '../../ui/headed-section';

/** Ask for a code to choose a new password; then enter it with the new password. */
export function ForgottenPasswordScreen({ email }: { email?: string }) {
  const navigate = useNavigate();
  async function send(address: string) {
    const { done } = await (await import('../../api/auth-password')).requestPasswordReset(address);
    showToast(done ? passwordChangedMessage : passwordCodeSentMessage);
    await navigate(
      done
        ? { to: '/sign-in', search: { email: address } }
        : { to: '/forgotten-password-confirm', search: { email: address } },
    );
  }

  return (
    <HeadedSection level={1} className="page auth-page" title={<Trans>Forgotten password</Trans>}>
      <p>
        <Trans>
          Enter your e-mail address, and we will send you a code to choose a new password.
        </Trans>
      </p>
      <SendCodeForm email={email} send={send} />
      <ul className="auth-links">
        <li>
          <Link to="/forgotten-password-confirm" search={{ email }}>
            <Trans>Have a code? Choose a new password</Trans>
          </Link>
        </li>
      </ul>
    </HeadedSection>
  );
}
