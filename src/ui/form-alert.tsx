import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { formInvalidMessage } from './error-messages';

/** "Please correct the errors and try again", above a form whose fields have errors. */
export function FormErrorSummary({ show }: { show: boolean }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={show ? 'form-alert' : undefined}>
      {show ? i18n._(formInvalidMessage) : null}
    </div>
  );
}

/** A refusal of the whole form (wrong password, say), with an optional way on. */
export function FormAlert({
  message,
  children,
}: {
  message: MessageDescriptor | null;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className={message ? 'form-alert' : undefined}>
      {message ? <p>{i18n._(message)}</p> : null}
      {message ? children : null}
    </div>
  );
}
