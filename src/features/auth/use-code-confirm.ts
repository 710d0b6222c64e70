import type { MessageDescriptor } from '@lingui/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import { ErrorCode } from '../../domain/error-codes';
import { showToast } from '../../ui/toast-store';
import { useAuthForm } from './use-auth-action';

/**
 * A form that confirms something with the code mailed to an address (a registration, a new
 * password): checked by `schema`, sent by `confirm`; then `done` is said and the sign-in screen
 * opens with the address filled in. `codeProblem` when the pool refused the code (wrong or
 * expired): the screen offers a new one for `typedEmail`.
 */
export function useCodeConfirm<TSchema extends v.GenericSchema<unknown, { email: string }>>(
  schema: TSchema,
  options: {
    email: string | undefined;
    confirm: (input: v.InferOutput<TSchema>) => Promise<void>;
    done: MessageDescriptor;
  },
) {
  const navigate = useNavigate();
  const [typedEmail, setTypedEmail] = useState(options.email ?? '');
  const { form, action, refusedCode, onSubmit } = useAuthForm(schema, async (input) => {
    setTypedEmail(input.email);
    await options.confirm(input);
    showToast(options.done);
    await navigate({ to: '/sign-in', search: { email: input.email } });
  });

  const codeProblem =
    refusedCode === ErrorCode.AUTH_CODE_MISMATCH || refusedCode === ErrorCode.AUTH_CODE_EXPIRED;
  return { form, action, typedEmail, codeProblem, onSubmit };
}

/** What a code-confirm screen's form shows and sends (see `CodeConfirmForm`). */
export type CodeConfirm = ReturnType<typeof useCodeConfirm>;
