/** The element ids of a form field's input, hint and error (one form per screen). */
export function fieldIds(name: string): { id: string; hintId: string; errorId: string } {
  const id = `field-${name}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}
