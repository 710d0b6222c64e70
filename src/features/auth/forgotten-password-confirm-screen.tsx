import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { forgottenPasswordConfirmSchema } from '../../domain/schemas/forgotten-password-confirm';
import { passwordChangedMessage } from './auth-messages';
import { CodeField, EmailField, NewPasswordFields } from './auth-fields';
import { ValidatedForm } from '../../ui/validated-form';
import { useCodeConfirm } from './use-code-confirm';

/** Choose a new password with the code from the e-mail; then sign in with it. */
export function ForgottenPasswordConfirmScreen({ email }: { email?: string }) {
  const { t } = useLingui();
  const { form, action, typedEmail, codeProblem, onSubmit } = useCodeConfirm(
    forgottenPasswordConfirmSchema,
    {
      email,
      confirm: async (input) =>
        (await import('../../api/auth-password')).confirmPasswordReset(input),
      done: passwordChangedMessage,
    },
  );
  return (
    <section className="page auth-page" aria-labelledby="new-password-title">
      <h1 id="new-password-title">
        <Trans>Choose a new password</Trans>
      </h1>
      <ValidatedForm
        form={{ ...form, failure: action.message }}
        className="form"
        onSubmit={onSubmit}
        alertAction={
          <>
            {codeProblem ? (
              <Link to="/forgotten-password" search={{ email: typedEmail || undefined }}>
                <Trans>Send a new code</Trans>
              </Link>
            ) : null}
          </>
        }
      >
        <EmailField autoComplete="username" defaultValue={email} error={form.errors.email} />
        <CodeField error={form.errors.code} />
        <NewPasswordFields
          labels={{ password: t`New password`, repeat: t`Repeat the new password` }}
          errors={form.errors}
        />
        <button type="submit" disabled={action.pending}>
          <Trans>Save the new password</Trans>
        </button>
      </ValidatedForm>
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
