import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../../domain/error-codes';
import { PASSWORD_MIN_LENGTH } from '../../domain/schemas/sign-up';
import { TextField } from '../../ui/form-field';

/** The e-mail address (the account's user name), as every account screen asks for it. */
export function EmailField(props: {
  name?: string;
  autoComplete?: 'email' | 'username';
  defaultValue?: string | undefined;
  error?: FieldErrorCode | undefined;
}) {
  const { t } = useLingui();
  return (
    <TextField
      name={props.name ?? 'email'}
      label={t`E-mail`}
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}

/** The one-time code mailed to the address. */
export function CodeField({ error }: { error?: FieldErrorCode | undefined }) {
  const { t } = useLingui();
  return (
    <TextField
      name="code"
      label={t`Code`}
      autoComplete="one-time-code"
      inputMode="numeric"
      error={error}
    />
  );
}

/** A password chosen anew, typed twice (`password`, `passwordRepeat`), with the rule as hint. */
export function NewPasswordFields(props: {
  labels: { password: string; repeat: string };
  errors: { password?: FieldErrorCode | undefined; passwordRepeat?: FieldErrorCode | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name="password"
        label={props.labels.password}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters, with both upper-case and lower-case letters.`}
        error={props.errors.password}
      />
      <TextField
        name="passwordRepeat"
        label={props.labels.repeat}
        type="password"
        autoComplete="new-password"
        error={props.errors.passwordRepeat}
      />
    </>
  );
}
