import type { ReactNode } from 'react';
import type { FieldErrorCode } from '../domain/error-codes';
import { fieldIds } from './field-ids';
import { FieldError } from './form-field';

/** What each input of a group carries: marked invalid and linked to the group's error while it shows. */
interface GroupInputProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Inputs under their legend with the group's error (the error of `name`) after them: `inputs`
 * renders them with the props that link each to the error (aria-describedby) and mark it
 * aria-invalid while the error shows.
 */
export function FieldGroup({
  name,
  legend,
  error,
  className,
  inputs,
}: {
  name: string;
  legend: string;
  error: FieldErrorCode | undefined;
  /** The group's class (its box and layout). */
  className: string;
  inputs: (props: GroupInputProps) => ReactNode;
}) {
  const { errorId } = fieldIds(name);
  return (
    <fieldset className={error ? `${className} field-invalid` : className}>
      <legend>{legend}</legend>
      {inputs({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

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

/** A group of radio buttons under its legend, with its error after them (see `FieldGroup`). */
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
  const { id } = fieldIds(name);
  return (
    <FieldGroup
      name={name}
      legend={legend}
      error={error}
      className={className}
      inputs={(errorLink) =>
        options.map((option) => (
          <label key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : { defaultChecked: defaultValue === option.value })}
              {...errorLink}
            />
            {option.label}
          </label>
        ))
      }
    />
  );
}
