import type { FieldErrorCode } from '../domain/error-codes';
import { fieldIds } from './field-ids';
import { FieldError } from './form-field';

interface ChoiceFieldProps<T extends string> {
  /** The form field's name; also the key of its error. */
  name: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  /** The choice the form starts with (the form reads the chosen button on submit)... */
  defaultValue?: string | undefined;
  /** ...or the choice the screen keeps, told of each change. */
  value?: T;
  onChange?: (value: T) => void;
  error?: FieldErrorCode | undefined;
  /** The group's class (its box and layout), `choice-field` unless the screen sets its own. */
  className?: string;
}

/**
 * A group of radio buttons under its legend, with its error after them, linked to each button
 * (aria-describedby), each marked aria-invalid while the error shows.
 */
export function ChoiceField<T extends string>({
  name,
  legend,
  options,
  defaultValue,
  value,
  onChange,
  error,
  className = 'choice-field',
}: ChoiceFieldProps<T>) {
  const { id, errorId } = fieldIds(name);
  return (
    <fieldset className={error ? `${className} field-invalid` : className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            {...(onChange
              ? { checked: value === option.value, onChange: () => onChange(option.value) }
              : { defaultChecked: defaultValue === option.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {option.label}
        </label>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
