/**
 * The element ids of a form field's input, hint, error and own refusal (a file that could not be
 * read), one form per screen.
 */
export function fieldIds(name: string): {
  id: string;
  hintId: string;
  errorId: string;
  problemId: string;
} {
  const id = `field-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error`, problemId: `${id}-problem` };
}

/** An aria-describedby of the ids given (blank ones left out), or undefined when none is. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
