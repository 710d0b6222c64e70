/**
 * What the level form sends to the domain's schema (`gameLevelSchema`): its texts as typed and
 * its two punch-method check boxes as booleans; server refusals of single fields as form errors.
 */
import { FieldErrorCode } from '../../domain/error-codes';
import { isFieldErrorCode } from '../../domain/schemas/field-errors';

export type FormErrors = Readonly<Partial<Record<string, FieldErrorCode>>>;

export function levelFormValues(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    description: text('description'),
    order: text('order'),
    minNumberControls: text('minNumberControls'),
    allowGpsPunching: form.get('allowGpsPunching') !== null,
    allowCodePunching: form.get('allowCodePunching') !== null,
    minDistanceLegalPunch: text('minDistanceLegalPunch'),
  };
}

/** `{ 'input.order': 'OUT_OF_RANGE' }` -> `{ order: 'OUT_OF_RANGE' }`. */
export function formErrorsFromApi(fields: Readonly<Record<string, string>>): FormErrors {
  const errors: Partial<Record<string, FieldErrorCode>> = {};
  for (const [path, reason] of Object.entries(fields)) {
    const name = path.replace(/^input\./u, '');
    errors[name] = isFieldErrorCode(reason) ? reason : FieldErrorCode.OUT_OF_RANGE;
  }
  return errors;
}

/** The order a new level gets: one after the highest, 1 for the first. */
export function nextLevelOrder(levels: readonly { order: number }[]): number {
  return levels.reduce((highest, level) => Math.max(highest, level.order), 0) + 1;
}

/** The level form's fields in the order they are shown (and get the focus when invalid). */
export const LEVEL_FORM_FIELDS = [
  'name',
  'description',
  'order',
  'minNumberControls',
  'allowGpsPunching',
  'allowCodePunching',
  'minDistanceLegalPunch',
] as const;

/** The field that carries the punch-method error (the schema files it under GPS). */
export const PUNCH_METHOD_FIELD = 'allowGpsPunching';

/** Gives the focus to the first field with an error. */
export function focusFirstError(form: HTMLFormElement, errors: FormErrors): void {
  const first = LEVEL_FORM_FIELDS.find((name) => errors[name] !== undefined);
  if (first !== undefined) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
