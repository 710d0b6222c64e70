import { Trans } from '@lingui/react/macro';
import { forgottenPasswordSchema } from '../../domain/schemas/forgotten-password';
import { ValidatedForm } from '../../ui/validated-form';
import { EmailField } from './auth-fields';
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
  const { form, action, onSubmit } = useAuthForm(forgottenPasswordSchema, (input) =>
    send(input.email),
  );

  return (
    <>
      <ValidatedForm
        form={{ ...form, failure: action.message }}
        className="form"
        onSubmit={onSubmit}
      >
        <EmailField defaultValue={email} error={form.errors.email} />
        <button type="submit" disabled={action.pending}>
          <Trans>Send code</Trans>
        </button>
      </ValidatedForm>
    </>
  );
}
