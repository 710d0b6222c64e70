import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import {
  errorMessages,
  fieldErrorMessages,
  formInvalidMessage,
  messageForCode,
  unexpectedErrorMessage,
} from '../../src/ui/error-messages';
import { catalogIn } from './support/catalog';

const i18n = catalogIn('nb');
const inNorwegian = (descriptor: MessageDescriptor) => i18n._(descriptor);
const inEnglish = (descriptor: MessageDescriptor) => {
  i18n.activate('en');
  const text = i18n._(descriptor);
  i18n.activate('nb');
  return text;
};

describe('the error catalogue in both languages', () => {
  it('has words for every error code and every field code', () => {
    expect(Object.keys(errorMessages).sort()).toEqual(Object.values(ErrorCode).sort());
    expect(Object.keys(fieldErrorMessages).sort()).toEqual(Object.values(FieldErrorCode).sort());
  });

  it('translates every code into Norwegian (no English left over)', () => {
    for (const descriptor of [
      ...Object.values(errorMessages),
      ...Object.values(fieldErrorMessages),
    ]) {
      const english = inEnglish(descriptor);
      const norwegian = inNorwegian(descriptor);
      expect(norwegian, english).not.toBe('');
      expect(norwegian, english).not.toBe(english);
    }
  });

  it.each([
    [ErrorCode.WRONG_CODE, 'Feil kode. Dobbeltsjekk og prøv igjen.'],
    [ErrorCode.ALREADY_PUNCHED, 'Denne posten er allerede stemplet'],
    [ErrorCode.TOO_FAR, 'Du er ikke nær nok til å stemple. Gå nærmere posten.'],
    [ErrorCode.BAD_INPUT, 'Ugyldige data er sendt inn'],
    [ErrorCode.INTERNAL, 'Uventet systemfeil'],
  ])('%s keeps the seed wording "%s"', (code, wording) => {
    expect(inNorwegian(errorMessages[code])).toBe(wording);
  });

  it.each([
    [FieldErrorCode.REQUIRED, 'Dette er et påkrevd felt', 'This is a required field'],
    [FieldErrorCode.INVALID_URL, 'Skriv inn en gyldig web-adresse', 'Enter a valid web address'],
    [
      FieldErrorCode.PUNCH_METHOD_REQUIRED,
      'Du må velge minst en stemplingsmetode',
      'You must choose at least one punch method',
    ],
    [
      FieldErrorCode.GPS_NEEDS_MAX_DISTANCE,
      'Stemplingsmetode GPS krever at du setter Maks avstand',
      'Punch method GPS requires you to set Max distance',
    ],
    [FieldErrorCode.CONTROL_ID_MISSING, 'Post ID mangler', 'Control ID is missing'],
    [
      FieldErrorCode.GAME_DEFINITION_ID_MISSING,
      'Spill definisjon ID mangler',
      'Game definition ID is missing',
    ],
    [FieldErrorCode.GAME_LEVEL_ID_MISSING, 'Nivå ID mangler', 'Level ID is missing'],
    [FieldErrorCode.SECRET_CODE_MISSING, 'Hemmelig kode mangler', 'Secret code is missing'],
  ])('%s says "%s" and "%s"', (code, norwegian, english) => {
    expect(inNorwegian(fieldErrorMessages[code])).toBe(norwegian);
    expect(inEnglish(fieldErrorMessages[code])).toBe(english);
  });

  it('keeps the game conflict, form and generic messages of the seed', () => {
    expect(inEnglish(errorMessages[ErrorCode.GAME_CONFLICT])).toBe(
      "You cannot start a new game until you complete or cancel the one you've already started.",
    );
    expect(inNorwegian(formInvalidMessage)).toBe('Rett feilene og prøv igjen');
    expect(inNorwegian(unexpectedErrorMessage)).toMatch(/^En uventet feil oppstod/);
    expect(inEnglish(unexpectedErrorMessage)).toBe(
      'An unexpected error occurred. It has been reported.',
    );
  });

  it('gives the generic message for a code it does not know', () => {
    expect(messageForCode('NO_SUCH_CODE')).toBe(unexpectedErrorMessage);
    expect(messageForCode(undefined)).toBe(unexpectedErrorMessage);
    expect(messageForCode(ErrorCode.TOO_FAR)).toBe(errorMessages[ErrorCode.TOO_FAR]);
  });
});
