/**
 * The code punch form on the form kit: missing fields are named in the player's language and the
 * first of them takes the focus, nothing is punched; a punch that stands empties the form; a
 * refused one keeps the control chosen (even once it is no longer open) and the code typed.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodePunchForm } from '../../../src/features/play/code-punch-form';
import type { PlayControl } from '../../../src/features/play/play-logic';
import { renderIn, type Locale } from '../../ui/support/render-in-locale';

const open = (controlId: string, label: string): PlayControl => ({
  id: `lc-${controlId}`,
  gameLevelId: 'L1',
  controlId,
  points: 1,
  visualCode: label,
  lat: 58.46,
  lng: 8.77,
  label,
  mark: 'open',
});
const CONTROLS = [open('c1', '31'), open('c2', '32')];

function renderForm(
  onPunch: (input: { controlId: string; code: string }) => Promise<boolean>,
  {
    locale = 'en',
    controls = CONTROLS,
    chosenControlId = '',
  }: { locale?: Locale; controls?: readonly PlayControl[]; chosenControlId?: string } = {},
) {
  const node = (list: readonly PlayControl[]) => (
    <CodePunchForm
      controls={list}
      gameDefinitionId="G1"
      gameLevelId="L1"
      chosenControlId={chosenControlId}
      onPunch={onPunch}
    />
  );
  const view = renderIn(locale, node(controls));
  return { ...view, showControls: (list: readonly PlayControl[]) => view.rerender(node(list)) };
}

/** The words a control's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const control = () => screen.getByLabelText<HTMLSelectElement>(/^(Control|Post)$/);
const code = () => screen.getByLabelText<HTMLInputElement>(/^(Secret code|Hemmelig kode)/);

afterEach(cleanup);

describe('CodePunchForm', () => {
  it('names each missing field and focuses the first, punching nothing', async () => {
    const onPunch = vi.fn(() => Promise.resolve(true));
    renderForm(onPunch);
    fireEvent.click(screen.getByRole('button', { name: 'Punch by code' }));
    await waitFor(() => expect(document.activeElement).toBe(control()));
    expect(control().getAttribute('aria-invalid')).toBe('true');
    expect(description(control())).toBe('Control ID is missing');
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(description(code())).toMatch(/^Secret code is missing/);
    expect(onPunch).not.toHaveBeenCalled();
  });

  it('says what is missing in Norwegian too', async () => {
    renderForm(() => Promise.resolve(true), { locale: 'nb', chosenControlId: 'c1' });
    fireEvent.click(screen.getByRole('button', { name: /stemple/i }));
    await waitFor(() => expect(code().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(code());
    expect(control().getAttribute('aria-invalid')).toBeNull();
    const words = description(code());
    expect(words).not.toMatch(/Secret code is missing/);
    expect(words.length).toBeGreaterThan(0);
  });

  it('hands over the control and the code, and empties the form when the punch stands', async () => {
    const onPunch = vi.fn(() => Promise.resolve(true));
    renderForm(onPunch);
    fireEvent.change(control(), { target: { value: 'c2' } });
    fireEvent.input(code(), { target: { value: ' K7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Punch by code' }));
    await waitFor(() => expect(onPunch).toHaveBeenCalledWith({ controlId: 'c2', code: 'K7' }));
    await waitFor(() => expect(code().value).toBe(''));
    expect(control().value).toBe('');
  });

  it('keeps a refused punch’s control and code, even once the control is no longer open', async () => {
    const onPunch = vi.fn(() => Promise.resolve(false));
    const { showControls } = renderForm(onPunch);
    fireEvent.change(control(), { target: { value: 'c1' } });
    fireEvent.input(code(), { target: { value: 'WRONG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Punch by code' }));
    await waitFor(() => expect(onPunch).toHaveBeenCalledOnce());
    // The phone's live list marks the control as waiting for a moment: it is still offered.
    showControls([{ ...CONTROLS[0]!, mark: 'waiting-verification' }, CONTROLS[1]!]);
    await waitFor(() => expect(control().value).toBe('c1'));
    expect(code().value).toBe('WRONG');
  });
});
