/**
 * The map form's controlled inputs: each labelled, with its hint and error linked to it
 * (aria-describedby) and marked aria-invalid while the error shows.
 */
import { useLingui } from '@lingui/react/macro';
import type { HTMLAttributes, ReactNode } from 'react';
import type { FieldErrorCode } from '../../domain/error-codes';
import type { FieldRange } from '../../domain/schemas/field-range';
import { fieldIds } from '../../ui/field-ids';
import { useLocaleFormat } from '../../ui/locale-format';
import { fieldErrorWords } from '../../ui/range-words';
import { problemIdOf } from './omap-form-values';

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A field's error; an OUT_OF_RANGE error names `range` ("Must be between 0 and 22"). */
export function FieldError({
  name,
  error,
  range,
}: {
  name: string;
  error: FieldErrorCode | undefined;
  range?: FieldRange | null;
}) {
  const { i18n } = useLingui();
  const format = useLocaleFormat();
  if (!error) return null;
  return (
    <p id={fieldIds(name).errorId} className="field-error">
      {i18n._(fieldErrorWords(error, range, (n) => format.number(n)))}
    </p>
  );
}

interface InputFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: FieldErrorCode | undefined;
  /** The values allowed, named by an OUT_OF_RANGE error (the form kit's `ranges`). */
  range?: FieldRange | null;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  className?: string;
}

export function InputField({
  name,
  label,
  value,
  onChange,
  hint,
  error,
  range,
  inputMode,
  readOnly,
  className,
}: InputFieldProps) {
  const { id, hintId, errorId } = fieldIds(name);
  return (
    <div className={[error ? 'field field-invalid' : 'field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        inputMode={inputMode}
        readOnly={readOnly}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId, hint && hintId)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError name={name} error={error} range={range} />
    </div>
  );
}

interface RadioGroupProps<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: FieldErrorCode | undefined;
}

export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  error,
}: RadioGroupProps<T>) {
  const { id, errorId } = fieldIds(name);
  return (
    <fieldset className={error ? 'maps-choice field-invalid' : 'maps-choice'}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

interface FileFieldProps {
  name: string;
  label: string;
  accept: string;
  onFile: (file: File) => void;
  hint?: string | undefined;
  error?: FieldErrorCode | undefined;
  /** A refusal in the screen's own words (a file that could not be read). */
  problem?: string | null | undefined;
  children?: ReactNode;
}

export function FileField({
  name,
  label,
  accept,
  onFile,
  hint,
  error,
  problem,
  children,
}: FileFieldProps) {
  const { id, hintId, errorId } = fieldIds(name);
  const problemId = problemIdOf(id);
  const invalid = Boolean(error ?? problem);
  return (
    <div className={invalid ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(error && errorId, problem && problemId, hint && hintId)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      {children}
      <FieldError name={name} error={error} />
      {problem ? (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
