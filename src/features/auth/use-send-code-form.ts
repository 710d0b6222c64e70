import { forgottenPasswordSchema } from '../../domain/schemas/forgotten-password';
import type { FormEvent } from 'react';
import { reportUnexpectedError } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { useAuthAction } from './use-auth-action';

/**
 * A form that asks only for the e-mail address and has a code sent to it (a new password, the
 * registration's code again): `send` runs with the checked address while the form waits.
 */
export function useSendCodeForm(send: (email: string) => Promise<void>) {
  const form = useValidatedForm(forgottenPasswordSchema);
  const action = useAuthAction();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (!input) return;
    void action.run(() => send(input.email)).catch(reportUnexpectedError);
  }

  return { form, action, onSubmit };
}
