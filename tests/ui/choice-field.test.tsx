import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceField } from '../../src/ui/choice-field';
import { renderIn } from './support/render-in-locale';

afterEach(cleanup);

const options = [
  { value: 'classic', label: 'Classic' },
  { value: 'levels', label: 'Levels' },
];

describe('a choice between radio buttons', () => {
  it('is a labelled group with the chosen value checked', () => {
    renderIn(
      'en',
      <ChoiceField name="type" legend="Type" options={options} defaultValue="levels" />,
    );
    expect(screen.getByRole('group', { name: 'Type' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Levels' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Classic' }).checked).toBe(false);
  });

  it('shows its error in the user language, linked to each button', () => {
    renderIn('nb', <ChoiceField name="type" legend="Type" options={options} error="REQUIRED" />);
    const error = screen.getByText('Dette er et påkrevd felt');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(radio.getAttribute('aria-describedby')).toBe(error.id);
    }
  });

  it('keeps the choice the screen holds, told of each change (a controlled group)', () => {
    function Kept() {
      const [value, setValue] = useState('classic');
      return (
        <>
          <ChoiceField
            name="type"
            legend="Type"
            options={options}
            value={value}
            onChange={setValue}
            className="maps-choice"
          />
          <output>{value}</output>
        </>
      );
    }
    renderIn('en', <Kept />);
    expect(screen.getByRole('group', { name: 'Type' }).className).toBe('maps-choice');
    fireEvent.click(screen.getByRole('radio', { name: 'Levels' }));
    expect(screen.getByRole('status').textContent).toBe('levels');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Levels' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Classic' }).checked).toBe(false);
  });
});
