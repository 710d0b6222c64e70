import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaySheet } from '../../../src/features/play/play-sheet';
import { renderIn, type Locale } from '../../ui/support/render-in-locale';

function Sheet() {
  const [expanded, setExpanded] = useState(false);
  return (
    <PlaySheet
      label="Your game"
      summary="2 of 3 controls"
      progress={2 / 3}
      expanded={expanded}
      onExpandedChange={setExpanded}
      peek={<button type="button">Punch</button>}
    >
      <label>
        Code <input name="code" />
      </label>
    </PlaySheet>
  );
}

const renderSheet = (locale: Locale) => renderIn(locale, <Sheet />);

afterEach(cleanup);

describe('the play sheet', () => {
  it('shows its summary and peek collapsed, and opens its body from the handle', () => {
    renderSheet('en');
    const handle = screen.getByRole('button', { name: /2 of 3 controls.*Details/ });
    expect(handle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Punch' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    const body = document.getElementById(handle.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(true);
    fireEvent.click(handle);
    expect(handle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Your game' })).toBeTruthy();
  });

  it('keeps what was typed in its body while closed', () => {
    renderSheet('en');
    const handle = screen.getByRole('button', { name: /Details/ });
    fireEvent.click(handle);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'K7' } });
    fireEvent.click(handle);
    fireEvent.click(handle);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveProperty('value', 'K7');
  });

  it('names its handle in Norwegian', () => {
    renderSheet('nb');
    expect(screen.getByRole('button', { name: /Detaljer/ })).toBeTruthy();
  });
});
