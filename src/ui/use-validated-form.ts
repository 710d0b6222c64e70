import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { FieldErrorCode } from '../domain/error-codes';
import { fieldErrors } from '../domain/schemas/field-errors';

export type FieldErrorMap = Readonly<Partial<Record<string, FieldErrorCode>>>;

/**
 * A form checked by one of the domain's input schemas: on submit the form's values are parsed,
 * each field's first error is kept for the field to show, and the first invalid field gets the
 * focus. Returns the parsed values, or null when the form has errors.
 */
export function useValidatedForm<TSchema extends v.GenericSchema>(schema: TSchema) {
  const [errors, setErrors] = useState<FieldErrorMap>({});

  function validate(event: FormEvent<HTMLFormElement>): v.InferOutput<TSchema> | null {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].filter(([, value]) => typeof value === 'string'),
    );
    const result = v.safeParse(schema, values);
    const next: FieldErrorMap = fieldErrors(result);
    // No state update at all when the form had no errors and still has none: even an update
    // that keeps the state runs the form's render in the submit (a punch's write waits on it).
    if (Object.keys(errors).length > 0 || Object.keys(next).length > 0) setErrors(next);
    if (result.success) return result.output;
    const first = [...form.elements].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && next[element.name] !== undefined,
    );
    first?.focus();
    return null;
  }

  return { errors, hasErrors: Object.keys(errors).length > 0, validate };
}
