import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CodeField, EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import type { CodeConfirm } from './use-code-confirm';

/**
 * The form of a screen that confirms something with a mailed code (`useCodeConfirm`): its
 * refusal, with the way to a new code (`resendTo`) when the code was wrong or expired, the
 * e-mail address and the code, then the screen's own fields (`children`) and its button
 * (`submitLabel`). Below the form the same way to a new code is always offered (`resendLabel`):
 * the server answers a mistyped address as a real one, so a code may never come.
 */
export function CodeConfirmForm({
  confirm,
  email,
  emailAutoComplete,
  resendTo,
  submitLabel,
  resendLabel,
  children,
}: {
  confirm: CodeConfirm;
  /** The address the screen was opened with. */
  email: string | undefined;
  emailAutoComplete?: 'email' | 'username';
  resendTo: '/forgotten-password' | '/sign-up-resend-code';
  submitLabel: ReactNode;
  resendLabel: ReactNode;
  children?: ReactNode;
}) {
  const resendSearch = { email: confirm.typedEmail || undefined };
  return (
    <>
      <AuthForm
        auth={confirm}
        submitLabel={submitLabel}
        alertAction={
          confirm.codeProblem ? (
            <Link to={resendTo} search={resendSearch}>
              <Trans>Send a new code</Trans>
            </Link>
          ) : null
        }
      >
        <EmailField
          autoComplete={emailAutoComplete}
          defaultValue={email}
          error={confirm.form.errors.email}
        />
        <CodeField error={confirm.form.errors.code} />
        {children}
      </AuthForm>
      <ul className="auth-links">
        <li>
          <Link to={resendTo} search={resendSearch}>
            {resendLabel}
          </Link>
        </li>
      </ul>
    </>
  );
}
