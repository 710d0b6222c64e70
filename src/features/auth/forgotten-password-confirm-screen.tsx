import { Trans, useLingui } from '@lingui/react/macro';
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
        resendLabel={<Trans>Did not get a code? Check the e-mail address and send a new one</Trans>}
      >
        <NewPasswordFields
          labels={{ password: t`New password`, repeat: t`Repeat the new password` }}
          errors={confirm.form.errors}
        />
      </CodeConfirmForm>
    </HeadedSection>
  );
}
