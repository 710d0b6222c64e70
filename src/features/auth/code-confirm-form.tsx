import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ValidatedForm } from '../../ui/validated-form';
import { CodeField, EmailField } from './auth-fields';
import type { CodeConfirm } from './use-code-confirm';

/**
 * The form of a screen that confirms something with a mailed code (`useCodeConfirm`): its
 * refusal, with the way to a new code (`resendTo`) when the code was wrong or expired, the
 * e-mail address and the code, then the screen's own fields and button (`children`).
 */
export function CodeConfirmForm({
  confirm: { form, action, typedEmail, codeProblem, onSubmit },
  email,
  emailAutoComplete,
  resendTo,
  children,
}: {
  confirm: CodeConfirm;
  /** The address the screen was opened with. */
  email: string | undefined;
  emailAutoComplete?: 'email' | 'username';
  resendTo: '/forgotten-password' | '/sign-up-resend-code';
  children: ReactNode;
}) {
  return (
    <ValidatedForm
      form={{ ...form, failure: action.message }}
      className="form"
      onSubmit={onSubmit}
      alertAction={
        codeProblem ? (
          <Link to={resendTo} search={{ email: typedEmail || undefined }}>
            <Trans>Send a new code</Trans>
          </Link>
        ) : null
      }
    >
      <EmailField autoComplete={emailAutoComplete} defaultValue={email} error={form.errors.email} />
      <CodeField error={form.errors.code} />
      {children}
    </ValidatedForm>
  );
}
