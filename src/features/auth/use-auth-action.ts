import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { authFailure, isUnexpectedAuthFailure, type AuthFailure } from '../../api/auth-errors';
import { messageForAuthFailure } from '../../ui/error-messages';
import { reportUnexpectedError } from '../../ui/toast-store';

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
