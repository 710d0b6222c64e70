import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../domain/error-codes';
import { TextField } from './form-field';

/**
 * The name of what an editor's form creates or changes (a game, a level): the form's `name`
 * field, which the browser does not fill in from elsewhere.
 */
export function NameField(props: { defaultValue: string; error: FieldErrorCode | undefined }) {
  const { t } = useLingui();
  return <TextField name="name" label={t`Name`} autoComplete="off" {...props} />;
}
