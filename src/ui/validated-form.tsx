import type { MessageDescriptor } from '@lingui/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormAlert, FormErrorSummary } from './form-alert';

interface ValidatedFormProps {
  /**
   * The form kit (`useValidatedForm`): whether fields show errors, the form's refusal and the
   * `formRef` by which it focuses the first invalid field.
   */
  form: {
    hasErrors: boolean;
    failure: MessageDescriptor | null;
    formRef: RefObject<HTMLFormElement | null>;
  };
  /** The form's accessible name: its words, or the id of the heading that says them (if any). */
  label?: string;
  labelledBy?: string;
  /** A way on, shown with the refusal (a link to ask for a new code). */
  alertAction?: ReactNode;
  className: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A form on the kit: the summary of its invalid fields and its refusal above it (both read out
 * as alerts), the browser's own checks off (the kit's schema checks, in the app's words).
 */
export function ValidatedForm({
  form: { hasErrors, failure, formRef },
  label,
  labelledBy,
  alertAction,
  className,
  onSubmit,
  children,
}: ValidatedFormProps) {
  return (
    <>
      <FormErrorSummary show={hasErrors} />
      <FormAlert message={failure}>{alertAction}</FormAlert>
      <form
        ref={formRef}
        className={className}
        noValidate
        onSubmit={onSubmit}
        aria-label={label}
        aria-labelledby={labelledBy}
      >
        {children}
      </form>
    </>
  );
}
