import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import {
  optionalLatitude,
  optionalLongitude,
  requiredText,
  withLatLngPair,
} from '../../../src/domain/schemas/field-schemas';
import { fieldErrorsOf } from './field-cases';

describe('withLatLngPair', () => {
  const schema = withLatLngPair(
    { name: requiredText(), lat: optionalLatitude(), lng: optionalLongitude() },
    ['lat', 'lng'],
  );
  const errorsOf = fieldErrorsOf(schema);

  it.each([
    ['neither', { name: 'a' }, {}],
    ['both', { name: 'a', lat: 58.46, lng: 8.77 }, {}],
    ['a latitude alone', { name: 'a', lat: 58.46 }, { lng: FieldErrorCode.REQUIRED }],
    ['a longitude alone', { name: 'a', lng: 8.77 }, { lat: FieldErrorCode.REQUIRED }],
    [
      'a latitude alone beside another field’s error',
      { name: '', lat: 58.46 },
      { name: FieldErrorCode.REQUIRED, lng: FieldErrorCode.REQUIRED },
    ],
    [
      'a latitude out of range alone',
      { name: 'a', lat: 91 },
      { lat: FieldErrorCode.OUT_OF_RANGE, lng: FieldErrorCode.REQUIRED },
    ],
  ])('%s', (_, input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('gives the object’s fields parsed', () => {
    const parsed: { name: string; lat: number | null; lng: number | null } = v.parse(schema, {
      name: ' a ',
      lat: '58.46',
      lng: '8.77',
    });
    expect(parsed).toEqual({ name: 'a', lat: 58.46, lng: 8.77 });
  });
});
