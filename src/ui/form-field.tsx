import { useLingui } from '@lingui/react/macro';
import type { HTMLAttributes } from 'react';
import type { FieldErrorCode } from '../domain/error-codes';
import { fieldErrorMessages } from './error-messages';
import { fieldIds } from './field-ids';

interface TextFieldProps {
  /** The form field's name; also the key of its error. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  defaultValue?: string;
  /** A line of help under the label, read out with the field. */
  hint?: string;
  error?: FieldErrorCode | undefined;
}

/**
 * A labelled text input with its error next to it: the error (and the hint) are linked to the
 * input with aria-describedby, and the input is marked aria-invalid while the error shows.
 */
export function TextField({ name, label, type = 'text', hint, error, ...input }: TextFieldProps) {
  const { i18n } = useLingui();
  const { id, hintId, errorId } = fieldIds(name);
  // The error first: it is what the user needs to hear now.
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {i18n._(fieldErrorMessages[error])}
        </p>
      ) : null}
    </div>
  );
}
