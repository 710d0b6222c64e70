import type { MessageDescriptor } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { authFailure, isUnexpectedAuthFailure, type AuthFailure } from '../../api/auth-errors';
import { messageForAuthFailure } from '../../ui/error-messages';
import { reportUnexpectedError } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';

/**
 * Runs one user-pool call for a form: `pending` while it runs, then the refusal to show above the
 * form (in the catalogue's words), or the message `action` returned. What the catalogue has no
 * words for is reported with the generic toast instead.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  async function run(action: () => Promise<MessageDescriptor | void>): Promise<void> {
    setPending(true);
    setFailure(null);
    setNotice(null);
    try {
      setNotice((await action()) ?? null);
    } catch (error) {
      const next = authFailure(error);
      if (isUnexpectedAuthFailure(next)) reportUnexpectedError(error);
      else setFailure(next);
    } finally {
      setPending(false);
    }
  }

  const message = failure ? messageForAuthFailure(failure) : notice;
  return { pending, failure, message, run };
}

/**
 * A user-pool form: `schema` checks it on submit, and when it holds `send` runs with its values
 * as the form's action (`useAuthAction`). `refusedCode` is the catalogue code of the pool's last
 * refusal, for a screen that offers a way on from it.
 */
export function useAuthForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  send: (input: v.InferOutput<TSchema>) => Promise<MessageDescriptor | void>,
) {
  const form = useValidatedForm(schema);
  const action = useAuthAction();
  const refusedCode = action.failure?.kind === 'refused' ? action.failure.code : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    if (input) void action.run(() => send(input)).catch(reportUnexpectedError);
  }

  return { form, action, refusedCode, onSubmit };
}
