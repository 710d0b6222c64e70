import { Trans } from '@lingui/react/macro';
import { forgottenPasswordSchema } from '../../domain/schemas/forgotten-password';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';
import { useAuthForm } from './use-auth-action';

/**
 * A form that asks only for the e-mail address and has a code sent to it (a new password, the
 * registration's code again): `send` runs with the checked address while the form waits, and its
 * refusal shows above the form.
 */
export function SendCodeForm({
  email,
  send,
}: {
  email: string | undefined;
  send: (email: string) => Promise<void>;
}) {
  const auth = useAuthForm(forgottenPasswordSchema, (input) => send(input.email));

  return (
    <>
      <AuthForm auth={auth} submitLabel={<Trans>Send code</Trans>}>
        <EmailField defaultValue={email} error={auth.form.errors.email} />
      </AuthForm>
    </>
  );
}
