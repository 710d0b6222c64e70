import type { FieldErrorCode } from '../domain/error-codes';
import type { FieldRange } from '../domain/schemas/field-range';
import { Field } from './form-field';

export interface DegreesFieldProps {
  /** The form field's name; also the key of its error. */
  name: string;
  label: string;
  /** The text as typed, kept in step with the map by the screen. */
  value: string;
  onChange: (text: string) => void;
  error?: FieldErrorCode | undefined;
  /** The degrees allowed, named by an OUT_OF_RANGE error ("Must be between −90 and 90"). */
  range?: FieldRange | null;
}

/**
 * A latitude or longitude in decimal degrees, as text the screen keeps in step with a map (a tap
 * or a drag fills it in), with its error linked to the input (the form kit's `Field`).
 */
export function DegreesField({ value, onChange, ...field }: DegreesFieldProps) {
  return (
    <Field
      {...field}
      control={(props) => (
        <input
          {...props}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}
