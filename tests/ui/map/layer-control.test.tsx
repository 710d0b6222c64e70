import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BaseLayer } from '../../../src/api/runtime-config';
import { LayerControl } from '../../../src/ui/map/layer-control';
import { renderIn, type Locale } from '../support/render-in-locale';

const LAYERS = [
  {
    id: 'street',
    urlTemplate: 'https://tiles.invalid/{z}/{x}/{y}.png',
    attribution: '',
    maxZoom: 19,
  },
  { id: 'topo', urlTemplate: 'https://topo.invalid/{z}/{x}/{y}.png', attribution: '', maxZoom: 17 },
] as unknown as BaseLayer[];

/** The control as a map screen holds it: the choice kept by the screen. */
function Screen() {
  const [visible, setVisible] = useState('street');
  return (
    <>
      <LayerControl layers={LAYERS} visibleId={visible} onChoose={setVisible} />
      <p data-testid="visible">{visible}</p>
      <button type="button">elsewhere</button>
    </>
  );
}

const renderScreen = (locale: Locale) => renderIn(locale, <Screen />);

afterEach(cleanup);

describe('the base-layer map control', () => {
  it('opens a menu of the layers from a labelled button and closes on a choice', () => {
    renderScreen('en');
    const button = screen.getByRole('button', { name: 'Background map' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('radio', { name: 'Topographic map' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Background map' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Street map' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Topographic map' }));
    expect(screen.getByTestId('visible').textContent).toBe('topo');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape with the focus back on its button, and on a tap elsewhere', () => {
    renderScreen('en');
    const button = screen.getByRole('button', { name: 'Background map' });
    fireEvent.click(button);
    const radio = screen.getByRole('radio', { name: 'Street map' });
    radio.focus();
    fireEvent.keyDown(radio, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('visible').textContent).toBe('street');
  });

  it('speaks Norwegian', () => {
    renderScreen('nb');
    fireEvent.click(screen.getByRole('button', { name: 'Bakgrunnskart' }));
    expect(screen.getByRole('radio', { name: 'Gatekart' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Topografisk kart' })).toBeTruthy();
  });
});
