import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../src/domain/error-codes';
import { controlSchema } from '../../src/domain/schemas/control';
import { fieldRangeOf } from '../../src/domain/schemas/field-range';
import { FileField, InputField, TextField } from '../../src/ui/form-field';
import { descriptionOf } from './support/form-queries';
import { renderIn } from './support/render-in-locale';

afterEach(cleanup);

function renderField(locale: 'en' | 'nb', error: FieldErrorCode, withRange = true) {
  renderIn(
    locale,
    <TextField
      name="points"
      label="Points"
      error={error}
      range={withRange ? fieldRangeOf(controlSchema, 'points') : undefined}
    />,
  );
  return screen.getByRole('textbox', { name: 'Points' });
}

describe('TextField: an out-of-range error names the range', () => {
  it('in English', () => {
    const input = renderField('en', FieldErrorCode.OUT_OF_RANGE);
    expect(descriptionOf(input)).toBe('Must be a whole number from 1 to 5');
  });

  it('in Norwegian', () => {
    const input = renderField('nb', FieldErrorCode.OUT_OF_RANGE);
    expect(descriptionOf(input)).toBe('Må være et heltall fra 1 til 5');
  });

  it('without a range, the general words', () => {
    const input = renderField('en', FieldErrorCode.OUT_OF_RANGE, false);
    expect(descriptionOf(input)).toBe('The value is outside the allowed range');
  });

  it('another error keeps its own words', () => {
    const input = renderField('en', FieldErrorCode.REQUIRED);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).not.toMatch(/between/u);
  });
});

describe('InputField: a text the screen keeps', () => {
  it('shows the text it is given and tells each change, with its hint read out', () => {
    const changes: string[] = [];
    renderIn(
      'en',
      <InputField
        name="lat"
        label="Latitude"
        hint="Tap the map"
        inputMode="decimal"
        value="59.9"
        onChange={(text) => changes.push(text)}
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Latitude' });
    expect(input.value).toBe('59.9');
    expect(descriptionOf(input)).toBe('Tap the map');
    fireEvent.input(input, { target: { value: '60.1' } });
    expect(changes).toEqual(['60.1']);
  });
});

describe('FileField: a file input with its own refusal', () => {
  function renderFileField(problem: string | null, chosen: File[]) {
    renderIn(
      'en',
      <FileField
        name="image"
        label="Image file"
        accept="image/png"
        hint="A PNG"
        error={undefined}
        problem={problem}
        onFile={(file) => chosen.push(file)}
      />,
    );
    return screen.getByLabelText<HTMLInputElement>('Image file');
  }

  it('hands over the file chosen', () => {
    const chosen: File[] = [];
    const input = renderFileField(null, chosen);
    const file = new File(['png'], 'map.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent(input, new Event('change', { bubbles: true }));
    expect(chosen).toEqual([file]);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(input)).toBe('A PNG');
  });

  it('marks the input invalid with its refusal read out before the hint', () => {
    const input = renderFileField('The file could not be read.', []);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe('The file could not be read. A PNG');
  });
});
