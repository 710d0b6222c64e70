import { useLingui } from '@lingui/react/macro';
import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import type { FieldErrorCode } from '../domain/error-codes';
import type { FieldRange } from '../domain/schemas/field-range';
import { describedBy, fieldIds } from './field-ids';
import { useLocaleFormat } from './locale-format';
import { fieldErrorWords } from './range-words';

interface FieldProps {
  /** The form field's name; also the key of its error. */
  name: string;
  label: string;
  defaultValue?: string;
  /** A line of help under the label, read out with the field. */
  hint?: string | undefined;
  error?: FieldErrorCode | undefined;
  /**
   * The values the field allows, named by an OUT_OF_RANGE error ("Must be between 1 and 5"):
   * the form kit's `ranges[name]` (the server's refusal, else the form schema's, from
   * src/domain/schemas/field-range.ts).
   */
  range?: FieldRange | null;
}

/** What a field's control carries: its id and name, and its error and hint for screen readers. */
interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field's error, in the user's words; an OUT_OF_RANGE error names `range` ("Must be 1 or more"). */
export function FieldError({
  name,
  error,
  range,
}: {
  name: string;
  error: FieldErrorCode | undefined;
  range?: FieldRange | null | undefined;
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

/** A field's box around its control: the label, hint, error and the screen's own `problem`. */
interface FieldBoxProps extends Omit<FieldProps, 'defaultValue'> {
  /** A class of the field's box besides `field`. */
  className?: string | undefined;
  problem?: string | null | undefined;
  /** What shows under the control (what a file input has taken). */
  children?: ReactNode;
}

/**
 * A labelled control with its hint and its error next to it: the error (and the hint) are linked
 * to the control with aria-describedby, and the control is marked aria-invalid while the error
 * shows (the form kit, `use-validated-form.ts`, focuses the first such control). A refusal in the
 * screen's own words (`problem`: a file that could not be read) shows and links the same way.
 */
export function Field({
  name,
  label,
  hint,
  error,
  range,
  problem,
  className,
  control,
  children,
}: FieldBoxProps & { control: (props: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, problemId } = fieldIds(name);
  const invalid = Boolean(error ?? problem);
  const box = [invalid ? 'field field-invalid' : 'field', className].filter(Boolean).join(' ');
  return (
    <div className={box}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        name,
        'aria-invalid': invalid ? true : undefined,
        // The error first: it is what the user needs to hear now.
        'aria-describedby': describedBy(error && errorId, problem && problemId, hint && hintId),
      })}
      {children}
      <FieldError name={name} error={error} range={range} />
      {problem ? (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A `Field` whose control is an `<input>` with the attributes `input` (its type, its value...). */
function InputBox({
  input,
  ...field
}: FieldBoxProps & { input: InputHTMLAttributes<HTMLInputElement> }) {
  return <Field {...field} control={(props) => <input {...props} {...input} />} />;
}

/** A labelled file input that hands over the file chosen (see `Field`). */
export function FileField({
  accept,
  onFile,
  ...field
}: Omit<FieldBoxProps, 'range'> & { accept: string; onFile: (file: File) => void }) {
  return (
    <InputBox
      {...field}
      input={{
        type: 'file',
        accept,
        onChange: (event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        },
      }}
    />
  );
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * The text the screen keeps, told of each change (a controlled input); without `onChange` the
   * form reads the typed text on submit and the field starts from `defaultValue`.
   */
  value?: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  /** A class of the field's box besides `field`. */
  className?: string;
}

/** A labelled text input with its hint and error (see `Field`). */
export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  value,
  onChange,
  readOnly,
  defaultValue,
  ...field
}: TextFieldProps) {
  return (
    <InputBox
      {...field}
      input={{
        type,
        autoComplete,
        inputMode,
        readOnly,
        ...(onChange
          ? { value, onChange: (event) => onChange(event.target.value) }
          : { defaultValue }),
      }}
    />
  );
}

/** A labelled text area of `rows` lines with its hint and error (see `Field`). */
export function TextAreaField({ rows = 3, ...field }: FieldProps & { rows?: number }) {
  return (
    <Field
      {...field}
      control={(props) => <textarea {...props} rows={rows} defaultValue={field.defaultValue} />}
    />
  );
}

/**
 * A labelled text input whose text the screen keeps (a latitude a map tap fills in, a map's
 * scale), never filled in by the browser (see `TextField`).
 */
export function InputField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'defaultValue'> & {
    value: string;
    onChange: (text: string) => void;
  },
) {
  return <TextField {...props} autoComplete="off" />;
}
