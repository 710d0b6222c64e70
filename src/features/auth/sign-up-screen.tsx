import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { ErrorCode } from '../../domain/error-codes';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../domain/schemas/user-settings';
import { TextField } from '../../ui/form-field';
import { showToast } from '../../ui/toast-store';
import { signUpCodeSentMessage, signUpConfirmedMessage } from './auth-messages';
import { EmailField, NewPasswordFields } from './auth-fields';
import { AuthForm } from './auth-form';
import { signUpWithNicknameSchema } from './sign-up-nickname';
import { useAuthForm } from './use-auth-action';
import { HeadedSection } from '../../ui/headed-section';

/**
 * Register with e-mail (the user name), name, the nickname others see (optional: it may be chosen
 * at the first need) and password; then confirm with the mailed code.
 */
export function SignUpScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const auth = useAuthForm(signUpWithNicknameSchema, async (input) => {
    const { confirmed } = await (await import('../../api/identity-api')).signUpWithNickname(input);
    showToast(confirmed ? signUpConfirmedMessage : signUpCodeSentMessage);
    await navigate(
      confirmed
        ? { to: '/sign-in', search: { email: input.email } }
        : { to: '/sign-up-confirm', search: { email: input.email } },
    );
  });

  return (
    <HeadedSection level={1} className="page auth-page" title={<Trans>Register</Trans>}>
      <AuthForm
        auth={auth}
        submitLabel={<Trans>Register</Trans>}
        alertAction={
          <>
            {auth.refusedCode === ErrorCode.AUTH_USER_EXISTS ? (
              <p>
                <Link to="/sign-in">
                  <Trans>Sign in</Trans>
                </Link>{' '}
                <Link to="/forgotten-password">
                  <Trans>Forgotten password?</Trans>
                </Link>
              </p>
            ) : null}
          </>
        }
      >
        <EmailField error={auth.form.errors.email} />
        <TextField name="name" label={t`Name`} autoComplete="name" error={auth.form.errors.name} />
        <TextField
          name="nickname"
          label={t`Nickname (you may choose it later)`}
          autoComplete="nickname"
          hint={t`${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters. Shown to others in the rankings and in teams.`}
          error={auth.form.errors.nickname}
        />
        <NewPasswordFields
          labels={{ password: t`Password`, repeat: t`Repeat the password` }}
          errors={auth.form.errors}
        />
      </AuthForm>
      <ul className="auth-links">
        <li>
          <Link to="/sign-in">
            <Trans>Already registered? Sign in</Trans>
          </Link>
        </li>
        <li>
          <Link to="/sign-up-confirm">
            <Trans>Have a code? Confirm your registration</Trans>
          </Link>
        </li>
      </ul>
    </HeadedSection>
  );
}
