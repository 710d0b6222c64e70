import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { forgottenPasswordConfirmSchema } from '../../domain/schemas/forgotten-password-confirm';
import { passwordChangedMessage } from './auth-messages';
import { NewPasswordFields } from './auth-fields';
import { CodeConfirmForm } from './code-confirm-form';
import { useCodeConfirm } from './use-code-confirm';
import { HeadedSection } from '../../ui/headed-section';

/** Choose a new password with the code from the e-mail; then sign in with it. */
export function ForgottenPasswordConfirmScreen({ email }: { email?: string }) {
  const { t } = useLingui();
  const confirm = useCodeConfirm(forgottenPasswordConfirmSchema, {
    email,
    confirm: async (input) => (await import('../../api/auth-password')).confirmPasswordReset(input),
    done: passwordChangedMessage,
  });
  return (
    <HeadedSection
      level={1}
      className="page auth-page"
      title={<Trans>Choose a new password</Trans>}
    >
      <CodeConfirmForm
        confirm={confirm}
        email={email}
        emailAutoComplete="username"
        resendTo="/forgotten-password"
        submitLabel={<Trans>Save the new password</Trans>}
      >
        <NewPasswordFields
          labels={{ password: t`New password`, repeat: t`Repeat the new password` }}
          errors={confirm.form.errors}
        />
      </CodeConfirmForm>
      {/* The server answers a mistyped address as a real one, so the way back is always offered. */}
      <ul className="auth-links">
        <li>
          <Link to="/forgotten-password" search={{ email: confirm.typedEmail || undefined }}>
            <Trans>Did not get a code? Check the e-mail address and send a new one</Trans>
          </Link>
        </li>
      </ul>
    </HeadedSection>
  );
}
