import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { teamSchema } from '../../../src/domain/schemas/team';
import { fieldErrorsOf } from './field-cases';

const errorsOf = fieldErrorsOf(teamSchema);

describe('teamSchema', () => {
  it('accepts a valid name and cleans it', () => {
    expect(v.parse(teamSchema, { teamName: '  Ørn   Lag ' })).toEqual({ teamName: 'Ørn Lag' });
  });

  it.each([
    ['', FieldErrorCode.REQUIRED],
    ['   ', FieldErrorCode.REQUIRED],
    [undefined, FieldErrorCode.REQUIRED],
    ['a', FieldErrorCode.OUT_OF_RANGE],
    ['a'.repeat(41), FieldErrorCode.OUT_OF_RANGE],
  ])('teamName %j gives %s', (teamName, code) => {
    expect(errorsOf({ teamName })).toEqual({ teamName: code });
  });

  it.each(['ab', 'a'.repeat(40)])('accepts %j', (teamName) => {
    expect(errorsOf({ teamName })).toEqual({});
  });
});
