import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signUpWithNicknameSchema } from '../../../src/features/auth/sign-up-nickname';
import { fieldErrors } from '../../../src/domain/schemas/field-errors';

const form = {
  email: 'kari@example.com',
  name: 'Kari',
  password: 'Orienteering1',
  passwordRepeat: 'Orienteering1',
};

describe('the sign-up form with a nickname', () => {
  it.each([
    ['', ''],
    ['  Fox  ', 'Fox'],
    ['Fx', 'Fx'],
    ['x'.repeat(30), 'x'.repeat(30)],
  ])('takes the nickname %j as %j', (nickname, expected) => {
    const parsed = v.safeParse(signUpWithNicknameSchema, { ...form, nickname });
    expect(parsed.success && parsed.output).toEqual({ ...form, nickname: expected });
  });

  it.each(['F', ' F ', 'x'.repeat(31)])('refuses the nickname %j as OUT_OF_RANGE', (nickname) => {
    const parsed = v.safeParse(signUpWithNicknameSchema, { ...form, nickname });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed)).toEqual({ nickname: 'OUT_OF_RANGE' });
  });

  it('still checks the rest of the form', () => {
    const parsed = v.safeParse(signUpWithNicknameSchema, { ...form, passwordRepeat: 'Other1one' });
    expect(fieldErrors(parsed)).toEqual({ passwordRepeat: 'PASSWORDS_DO_NOT_MATCH' });
  });
});
