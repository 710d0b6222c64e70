import { screen } from '@testing-library/preact';

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
