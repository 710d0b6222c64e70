import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { signInSchema } from '../../domain/schemas/sign-in';
import { errorMessages } from '../../ui/error-messages';
import { TextField } from '../../ui/form-field';
import { showToast } from '../../ui/toast-store';
import { signedInMessage, unsupportedChallengeMessage } from './auth-messages';
import { safeRedirectPath } from './auth-search';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { useAuthForm } from './use-auth-action';
import { HeadedSection } from '../../ui/headed-section';

/** Sign in with e-mail and password, then go back to where the user was sent from (or home). */
export function SignInScreen({ email, redirect }: { email?: string; redirect?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [typedEmail, setTypedEmail] = useState(email ?? '');
  const auth = useAuthForm(signInSchema, async (input) => {
    setTypedEmail(input.username);
    // The user-pool code (Amplify and the session) loads when the form is sent, not with the
    // screen: a first visit to sign-in stays light. The other auth screens do the same.
    const outcome = await (await import('../../api/auth-sign-in')).signInWithPassword(input);
    switch (outcome.step) {
      case 'DONE':
        if (outcome.user === 'signed-out') throw new Error('signed in without a session');
        showToast(
          outcome.user === 'settings-failed'
            ? errorMessages[ErrorCode.AUTH_SETTINGS_LOAD_FAILED]
            : signedInMessage,
          { tone: outcome.user === 'settings-failed' ? 'error' : 'info' },
        );
        await navigate({ href: safeRedirectPath(redirect) ?? '/' });
        return;
      case 'CONFIRM_SIGN_UP':
        showToast(errorMessages[ErrorCode.AUTH_NOT_CONFIRMED]);
        await navigate({ to: '/sign-up-confirm', search: { email: input.username } });
        return;
      case 'RESET_PASSWORD':
        showToast(errorMessages[ErrorCode.AUTH_PASSWORD_RESET_REQUIRED]);
        await navigate({ to: '/forgotten-password', search: { email: input.username } });
        return;
      case 'UNSUPPORTED':
        return unsupportedChallengeMessage;
    }
  });

  return (
    <HeadedSection level={1} className="page auth-page" title={<Trans>Sign in</Trans>}>
      <AuthForm
        auth={auth}
        submitLabel={<Trans>Sign in</Trans>}
        alertAction={
          <>
            {auth.refusedCode === ErrorCode.AUTH_NOT_CONFIRMED ? (
              <Link to="/sign-up-confirm" search={{ email: typedEmail }}>
                <Trans>Confirm your e-mail address</Trans>
              </Link>
            ) : null}
            {auth.refusedCode === ErrorCode.AUTH_PASSWORD_RESET_REQUIRED ? (
              <Link to="/forgotten-password" search={{ email: typedEmail }}>
                <Trans>Choose a new password</Trans>
              </Link>
            ) : null}
          </>
        }
      >
        <EmailField
          name="username"
          autoComplete="username"
          defaultValue={email}
          error={auth.form.errors.username}
        />
        <TextField
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={auth.form.errors.password}
        />
      </AuthForm>
      <ul className="auth-links">
        <li>
          <Link to="/forgotten-password" search={{ email: typedEmail || undefined }}>
            <Trans>Forgotten password?</Trans>
          </Link>
        </li>
        <li>
          <Link to="/sign-up">
            <Trans>No account yet? Register</Trans>
          </Link>
        </li>
        <li>
          <Link to="/sign-up-confirm" search={{ email: typedEmail || undefined }}>
            <Trans>Have a code? Confirm your registration</Trans>
          </Link>
        </li>
      </ul>
    </HeadedSection>
  );
}
