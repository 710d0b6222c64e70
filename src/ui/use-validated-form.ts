import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { FieldErrorCode } from '../domain/error-codes';
import { fieldErrors } from '../domain/schemas/field-errors';

export type FieldErrorMap = Readonly<Partial<Record<string, FieldErrorCode>>>;

/** The selector of a field marked invalid (the kit's fields set aria-invalid on their input). */
const INVALID_FIELD_SELECTOR = '[aria-invalid="true"]';

/**
 * A form checked by one of the domain's input schemas: on submit the form's values are parsed,
 * each field's first error is kept for the field to show, and the first invalid field gets the
 * focus. Returns the parsed values, or null when the form has errors.
 *
 * A form with controlled fields (its values in state rather than in the DOM) checks them itself
 * and hands the errors to `showErrors`, as it does with the server's field refusals: the fields
 * render their errors, then the first field marked invalid in `formRef`'s form gets the focus.
 */
export function useValidatedForm<TSchema extends v.GenericSchema>(schema: TSchema) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [errorsShown, setErrorsShown] = useState(0);

  // After `showErrors`, once the fields show their errors: the first invalid field gets the focus.
  useEffect(() => {
    if (errorsShown === 0) return;
    formRef.current?.querySelector<HTMLElement>(INVALID_FIELD_SELECTOR)?.focus();
  }, [errorsShown]);

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

  /** Shows these errors (the form's own check or the server's) and focuses the first. */
  function showErrors(next: FieldErrorMap): void {
    setErrors(next);
    setErrorsShown((n) => n + 1);
  }

  function clearErrors(): void {
    setErrors({});
  }

  /** Sets or clears some fields' errors without moving the focus (a file read as it is chosen). */
  function patchErrors(patch: FieldErrorMap): void {
    setErrors((current) => ({ ...current, ...patch }));
  }

  return {
    errors,
    hasErrors: Object.values(errors).some(Boolean),
    validate,
    formRef,
    showErrors,
    clearErrors,
    patchErrors,
  };
}
