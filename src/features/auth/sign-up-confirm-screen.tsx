import { Trans } from '@lingui/react/macro';
import { ONE_TIME_CODE_LENGTH, confirmSignUpSchema } from '../../domain/schemas/confirm-sign-up';
import { signUpConfirmedMessage } from './auth-messages';
import { CodeConfirmForm } from './code-confirm-form';
import { useCodeConfirm } from './use-code-confirm';
import { HeadedSection } from '../../ui/headed-section';

/** Confirm a registration with the code mailed to the e-mail address; then sign in. */
export function SignUpConfirmScreen({ email }: { email?: string }) {
  const confirm = useCodeConfirm(confirmSignUpSchema, {
    email,
    confirm: async (input) => (await import('../../api/auth-sign-up')).confirmSignUpWithCode(input),
    done: signUpConfirmedMessage,
  });
  return (
    <HeadedSection
      level={1}
      className="page auth-page"
      title={<Trans>Confirm your registration</Trans>}
    >
      <p>
        <Trans>Enter the {ONE_TIME_CODE_LENGTH}-digit code we sent to your e-mail address.</Trans>
      </p>
      <CodeConfirmForm
        confirm={confirm}
        email={email}
        resendTo="/sign-up-resend-code"
        submitLabel={<Trans>Confirm</Trans>}
        resendLabel={<Trans>Did not get a code? Send a new one</Trans>}
      />
    </HeadedSection>
  );
}
