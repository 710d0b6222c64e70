import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../../domain/error-codes';
import { fieldErrorMessages } from '../../ui/error-messages';
import { fieldIds } from '../../ui/field-ids';

interface ChoiceFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  error?: FieldErrorCode | undefined;
}

/** A group of radio buttons with its error next to it (linked to each button). */
export function ChoiceField({ name, legend, options, defaultValue, error }: ChoiceFieldProps) {
  const { i18n } = useLingui();
  const { id, errorId } = fieldIds(name);
  return (
    <fieldset className={error ? 'choice-field field-invalid' : 'choice-field'}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {i18n._(fieldErrorMessages[error])}
        </p>
      ) : null}
    </fieldset>
  );
}
