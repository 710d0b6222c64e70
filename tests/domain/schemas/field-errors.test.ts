import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../src/domain/error-codes';
import { confirmSignUpSchema } from '../../../src/domain/schemas/confirm-sign-up';
import { controlSchema } from '../../../src/domain/schemas/control';
import { fieldErrors, isFieldErrorCode } from '../../../src/domain/schemas/field-errors';
import { forgottenPasswordSchema } from '../../../src/domain/schemas/forgotten-password';
import { forgottenPasswordConfirmSchema } from '../../../src/domain/schemas/forgotten-password-confirm';
import { gameDefinitionSchema } from '../../../src/domain/schemas/game-definition';
import { gameLevelSchema } from '../../../src/domain/schemas/game-level';
import { omapSchema } from '../../../src/domain/schemas/omap';
import {
  codePunchSchema,
  gpsPunchSchema,
  punchAtControlInputSchema,
} from '../../../src/domain/schemas/punch';
import { signInSchema } from '../../../src/domain/schemas/sign-in';
import { signUpSchema } from '../../../src/domain/schemas/sign-up';
import { teamSchema } from '../../../src/domain/schemas/team';
import { userSettingsSchema } from '../../../src/domain/schemas/user-settings';

describe('fieldErrors', () => {
  const schema = v.object(
    {
      name: v.pipe(
        v.string(FieldErrorCode.REQUIRED),
        v.nonEmpty(FieldErrorCode.REQUIRED),
        v.minLength(3, FieldErrorCode.OUT_OF_RANGE),
      ),
      place: v.object({ lat: v.number(FieldErrorCode.NOT_A_NUMBER) }, FieldErrorCode.REQUIRED),
    },
    FieldErrorCode.REQUIRED,
  );

  it('gives no errors for a successful parse', () => {
    expect(fieldErrors(v.safeParse(schema, { name: 'Ada', place: { lat: 1 } }))).toEqual({});
  });

  it('keeps the first issue of a field', () => {
    expect(fieldErrors(v.safeParse(schema, { name: '', place: { lat: 1 } }))).toEqual({
      name: FieldErrorCode.REQUIRED,
    });
  });

  it('names a nested field by its dot path', () => {
    expect(fieldErrors(v.safeParse(schema, { name: 'Ada', place: { lat: 'x' } }))).toEqual({
      'place.lat': FieldErrorCode.NOT_A_NUMBER,
    });
  });

  it('files an issue of the whole input under the empty path', () => {
    expect(fieldErrors(v.safeParse(schema, null))).toEqual({ '': FieldErrorCode.REQUIRED });
  });

  it('reports a message that is not a code as OUT_OF_RANGE', () => {
    const uncoded = v.object({ name: v.string() });
    expect(fieldErrors(v.safeParse(uncoded, { name: 1 }))).toEqual({
      name: FieldErrorCode.OUT_OF_RANGE,
    });
  });

  it.each([
    ['REQUIRED', true],
    ['MAP_REQUIRED', true],
    ['required', false],
    ['WRONG_CODE', false],
    [1, false],
  ])('isFieldErrorCode(%j) is %s', (value, expected) => {
    expect(isFieldErrorCode(value)).toBe(expected);
  });
});

describe('every input schema speaks only in field error codes', () => {
  const schemas = {
    signUpSchema,
    signInSchema,
    confirmSignUpSchema,
    forgottenPasswordSchema,
    forgottenPasswordConfirmSchema,
    gameLevelSchema,
    controlSchema,
    codePunchSchema,
    gpsPunchSchema,
    punchAtControlInputSchema,
    gameDefinitionSchema,
    omapSchema,
    userSettingsSchema,
    teamSchema,
  };
  const odd: unknown[] = [null, 42, 'text', true, -1e9, Number.NaN, {}, [], ' ', 'x'.repeat(300)];
  const cases = Object.entries(schemas).flatMap(([name, schema]) => {
    const keys = Object.keys(schema.entries);
    const inputs: unknown[] = [
      ...odd,
      ...odd.map((value) => Object.fromEntries(keys.map((key) => [key, value]))),
    ];
    return inputs.map((input) => [name, input, schema] as const);
  });

  it.each(cases)('%s with %j', (_name, input, schema) => {
    const messages = (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);
    expect(messages.filter((message) => !isFieldErrorCode(message))).toEqual([]);
  });
});
