import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { apiFieldRanges } from '../api/field-range-errors';
import { apiFieldErrors } from '../api/graphql-errors';
import { FieldErrorCode } from '../domain/error-codes';
import { fieldErrors, isFieldErrorCode } from '../domain/schemas/field-errors';
import { fieldRanges, type FieldRange } from '../domain/schemas/field-range';
import { messageForRequestFailure } from './request-failure';

export type FieldErrorMap = Readonly<Partial<Record<string, FieldErrorCode>>>;
export type FieldRangeMap = Readonly<Partial<Record<string, FieldRange>>>;

/** The selector of a field marked invalid (the kit's fields set aria-invalid on their input). */
const INVALID_FIELD_SELECTOR = '[aria-invalid="true"]';

/** The form field of an argument path: `input.name` -> `name`. */
function fieldOfInputPath(path: string): string {
  return path.replace(/^input\./u, '');
}

/**
 * The field problems of a server refusal by form field (`{ 'input.name': 'REQUIRED' }` ->
 * `{ name: 'REQUIRED' }`; `fieldOf` maps a path to another field). A reason that is not a field
 * code still marks its field, as OUT_OF_RANGE (as `fieldErrors` does for the form's own check).
 * Empty when the refusal names no field.
 */
export function serverFieldErrors(
  error: unknown,
  fieldOf: (path: string) => string = fieldOfInputPath,
): FieldErrorMap {
  const errors: Partial<Record<string, FieldErrorCode>> = {};
  for (const [path, reason] of Object.entries(apiFieldErrors(error))) {
    errors[fieldOf(path)] = isFieldErrorCode(reason) ? reason : FieldErrorCode.OUT_OF_RANGE;
  }
  return errors;
}

/** The form's text fields as they are (the default reading of a form for its schema). */
function textValues(data: FormData): Record<string, unknown> {
  return Object.fromEntries([...data].filter(([, value]) => typeof value === 'string'));
}

/**
 * A form's own check of the values it keeps in state (`submitChecked`): the values to save, or
 * the fields' errors.
 */
export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldErrorMap };

/** How a form words a server refusal (`showRefusal`). */
export interface RefusalWords {
  /** The words above the form for a refusal that names no field (default: its code's words). */
  words?: (error: unknown) => MessageDescriptor;
  /** Words above the form beside a refusal's field problems (default: none). */
  withFields?: (error: unknown) => MessageDescriptor | null;
  /** The form field of a refusal's argument path, when not `input.<field>` -> `<field>`. */
  fieldOf?: (path: string) => string;
}

interface ValidatedFormOptions {
  /**
   * What the schema is given, from the form's data, when that is not its text fields as they are
   * (check boxes read as booleans, values the form keeps in state such as chosen maps).
   */
  values?: (data: FormData) => Record<string, unknown>;
}

/**
 * The one form kit: a form checked by one of the domain's input schemas. On submit (`validate`)
 * the form's values are parsed; each field's first error is kept for the field to show (the
 * kit's fields, `TextField` and the like, set aria-invalid and describe the input by its error),
 * and once they show it the first field marked invalid in the form gets the focus (`formRef`'s
 * form, else the one last submitted).
 * `validate` returns the parsed values, or null when the form has errors.
 *
 * The server's field refusals go the same way (`showServerErrors`), and so do the errors of a
 * form with controlled fields (its values in state rather than in the DOM) that checks them
 * itself (`submitChecked`, or `showErrors` for a refusal of its own). A refusal of the whole
 * form is the kit's `failure`, shown above the form (`ValidatedForm` in validated-form.tsx):
 * `submitWith` and `submitChecked` clear it on each submit, `showRefusal` sets it from a server
 * refusal that names no field.
 */
export function useValidatedForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  options: ValidatedFormOptions = {},
) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  // The ranges the server's last refusal named, by form field.
  const [serverRanges, setServerRanges] = useState<Readonly<Record<string, FieldRange>>>({});
  /**
   * The range each field's OUT_OF_RANGE error names, by field: the one the server's refusal
   * named, else the one the form's schema sets (`fieldRanges`).
   */
  const ranges: FieldRangeMap = useMemo(
    () => ({ ...fieldRanges(schema), ...serverRanges }),
    [schema, serverRanges],
  );
  const formRef = useRef<HTMLFormElement>(null);
  // The form last submitted, for a form that does not hand its element to `formRef`.
  const submitted = useRef<HTMLFormElement | null>(null);
  const [errorsShown, setErrorsShown] = useState(0);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  // After errors are shown, once the fields show them: the first invalid field gets the focus.
  useEffect(() => {
    if (errorsShown === 0) return;
    const form = formRef.current ?? submitted.current;
    form?.querySelector<HTMLElement>(INVALID_FIELD_SELECTOR)?.focus();
  }, [errorsShown]);

  /** Shows these errors (the form's own check or the server's) and focuses the first. */
  function showErrors(next: FieldErrorMap): void {
    setErrors(next);
    setErrorsShown((n) => n + 1);
  }

  /**
   * Settles a submit by a check: shows its errors (null), or clears the last ones and gives the
   * values to save.
   */
  function settle<T>(event: FormEvent<HTMLFormElement>, check: () => FormCheck<T>): T | null {
    event.preventDefault();
    submitted.current = event.currentTarget;
    const result = check();
    if (!result.ok) {
      if (Object.keys(serverRanges).length > 0) setServerRanges({});
      showErrors(result.errors);
      return null;
    }
    // No state update at all when the form had no errors and still has none: even an update
    // that keeps the state runs the form's render in the submit (a punch's write waits on it).
    if (Object.keys(errors).length > 0) setErrors({});
    return result.value;
  }

  function validate(event: FormEvent<HTMLFormElement>): v.InferOutput<TSchema> | null {
    const data = new FormData(event.currentTarget);
    return settle(event, () => {
      const result = v.safeParse(schema, (options.values ?? textValues)(data));
      return result.success
        ? { ok: true, value: result.output }
        : { ok: false, errors: fieldErrors(result) };
    });
  }

  /**
   * Shows a refusal's field problems on their fields (see `serverFieldErrors`) and focuses the
   * first; false when the refusal names no field (the caller shows it another way).
   */
  function showServerErrors(
    error: unknown,
    fieldOf: (path: string) => string = fieldOfInputPath,
  ): boolean {
    const next = serverFieldErrors(error, fieldOf);
    if (Object.keys(next).length === 0) return false;
    const ranges = Object.entries(apiFieldRanges(error)).map(([path, r]) => [fieldOf(path), r]);
    setServerRanges(Object.fromEntries(ranges) as Record<string, FieldRange>);
    showErrors(next);
    return true;
  }

  /**
   * The form's submit handler: clears the last refusal, checks the form and hands its parsed
   * values to `save` (not called when the form has errors).
   */
  function submitWith(save: (values: v.InferOutput<TSchema>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      setFailure(null);
      const values = validate(event);
      if (values) save(values);
    };
  }

  /**
   * The submit handler of a form that keeps its values in state and checks them itself (`check`,
   * the domain's schema and the rules between its parts): as `submitWith`, with that check.
   */
  function submitChecked<T>(check: () => FormCheck<T>, save: (value: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      setFailure(null);
      const value = settle(event, check);
      if (value !== null) save(value);
    };
  }

  /**
   * Shows a server refusal: its field problems on their fields (focusing the first) with
   * `withFields`' words above the form, else `words` for the whole form.
   */
  function showRefusal(error: unknown, wording: RefusalWords = {}): void {
    const { words = messageForRequestFailure, withFields, fieldOf } = wording;
    if (showServerErrors(error, fieldOf)) setFailure(withFields?.(error) ?? null);
    else setFailure(words(error));
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
    showServerErrors,
    ranges,
    clearErrors,
    patchErrors,
    submitWith,
    submitChecked,
    failure,
    setFailure,
    showRefusal,
  };
}
