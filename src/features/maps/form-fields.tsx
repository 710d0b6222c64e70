/**
 * The map form's file input, labelled, with its hint, its error and the screen's own refusal of
 * the file linked to it (aria-describedby) and marked aria-invalid while either shows. The other
 * fields of the map form are the kit's (src/ui/form-field.tsx, src/ui/choice-field.tsx).
 */
import type { ReactNode } from 'react';
import type { FieldErrorCode } from '../../domain/error-codes';
import { describedBy, fieldIds } from '../../ui/field-ids';
import { FieldError } from '../../ui/form-field';
import { problemIdOf } from './omap-form-values';

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
