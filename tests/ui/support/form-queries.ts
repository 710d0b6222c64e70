import { screen, waitFor } from '@testing-library/preact';
import { expect } from 'vitest';
import type { Locale } from './catalog';

/** The field labelled `label` (an input, text area or select). */
export const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** What a screen reader reads with the field: the texts its aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** True when the field is marked invalid for assistive technology. */
export const isInvalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';

/** The form's summary of invalid fields: the text of the first alert on the screen. */
export const summaryText = () => screen.getAllByRole('alert')[0]?.textContent ?? '';

/** What the summary of a refused form says, in each language. */
const CORRECT_THE_ERRORS: Record<Locale, string> = {
  en: 'Please correct the errors and try again',
  nb: 'Rett feilene og prøv igjen',
};

/** A message the field's description need only contain (beside a hint, say). */
export const containing = (part: string): unknown => expect.stringContaining(part);

/**
 * Each field of `messages` (by label) is described by its message: the whole description, or a
 * part of it given as `containing(…)`.
 */
export function expectFieldMessages(messages: Record<string, unknown>): void {
  const described = Object.keys(messages).map((label) => [label, descriptionOf(field(label))]);
  expect(Object.fromEntries(described)).toEqual(messages);
}

/**
 * A refused submit as its user meets it: the focus moves to the field labelled `focused`, the
 * fields say why (`expectFieldMessages`) and the summary asks in `locale` to correct the errors.
 */
export async function expectRefusedFields(
  focused: string,
  messages: Record<string, unknown>,
  locale: Locale = 'en',
): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(field(focused)));
  expectFieldMessages(messages);
  expect(summaryText()).toBe(CORRECT_THE_ERRORS[locale]);
}
