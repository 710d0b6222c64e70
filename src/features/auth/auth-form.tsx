import type { ReactNode } from 'react';
import { ValidatedForm } from '../../ui/validated-form';
import type { useAuthForm } from './use-auth-action';

/**
 * The form of an auth screen (`useAuthForm`): its fields' errors and the pool's refusal or notice
 * above it, with the screen's way on from that refusal (`alertAction`), the fields (`children`)
 * and the one button that sends them (`submitLabel`), off while the pool call runs.
 */
export function AuthForm({
  auth: { form, action, onSubmit },
  alertAction,
  submitLabel,
  children,
}: {
  auth: Pick<ReturnType<typeof useAuthForm>, 'form' | 'action' | 'onSubmit'>;
  alertAction?: ReactNode;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <ValidatedForm
      form={{ ...form, failure: action.message }}
      className="form"
      onSubmit={onSubmit}
      alertAction={alertAction}
    >
      {children}
      <button type="submit" disabled={action.pending}>
        {submitLabel}
      </button>
    </ValidatedForm>
  );
}
