/** The element ids of a form field's input, hint and error (one form per screen). */
export function fieldIds(name: string): { id: string; hintId: string; errorId: string } {
  const id = `field-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** An aria-describedby of the ids given (blank ones left out), or undefined when none is. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
