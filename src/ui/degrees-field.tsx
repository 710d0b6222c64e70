import { useLingui } from '@lingui/react/macro';
import type { FieldErrorCode } from '../domain/error-codes';
import type { FieldRange } from '../domain/schemas/field-range';
import { fieldIds } from './field-ids';
import { useLocaleFormat } from './locale-format';
import { fieldErrorWords } from './range-words';

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
 * or a drag fills it in), with its error linked to the input.
 */
export function DegreesField({ name, label, value, onChange, error, range }: DegreesFieldProps) {
  const { i18n } = useLingui();
  const format = useLocaleFormat();
  const { id, errorId } = fieldIds(name);
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {i18n._(fieldErrorWords(error, range, (n) => format.number(n)))}
        </p>
      ) : null}
    </div>
  );
}
