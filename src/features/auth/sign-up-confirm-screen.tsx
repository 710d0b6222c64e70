import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ONE_TIME_CODE_LENGTH, confirmSignUpSchema } from '../../domain/schemas/confirm-sign-up';
import { signUpConfirmedMessage } from './auth-messages';
import { CodeField, EmailField } from './auth-fields';
import { ValidatedForm } from '../../ui/validated-form';
import { useCodeConfirm } from './use-code-confirm';

/** Confirm a registration with the code mailed to the e-mail address; then sign in. */
export function SignUpConfirmScreen({ email }: { email?: string }) {
  const { form, action, typedEmail, codeProblem, onSubmit } = useCodeConfirm(confirmSignUpSchema, {
    email,
    confirm: async (input) => (await import('../../api/auth-sign-up')).confirmSignUpWithCode(input),
    done: signUpConfirmedMessage,
  });
  return (
    <section className="page auth-page" aria-labelledby="sign-up-confirm-title">
      <h1 id="sign-up-confirm-title">
        <Trans>Confirm your registration</Trans>
      </h1>
      <p>
        <Trans>Enter the {ONE_TIME_CODE_LENGTH}-digit code we sent to your e-mail address.</Trans>
      </p>
      <ValidatedForm
        form={{ ...form, failure: action.message }}
        className="form"
        onSubmit={onSubmit}
        alertAction={
          <>
            {codeProblem ? (
              <Link to="/sign-up-resend-code" search={{ email: typedEmail || undefined }}>
                <Trans>Send a new code</Trans>
              </Link>
            ) : null}
          </>
        }
      >
        <EmailField defaultValue={email} error={form.errors.email} />
        <CodeField error={form.errors.code} />
        <button type="submit" disabled={action.pending}>
          <Trans>Confirm</Trans>
        </button>
      </ValidatedForm>
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
