/**
 * The words of an OUT_OF_RANGE field error that name the range the field allows (from the
 * field's schema, `src/domain/schemas/field-range.ts`, or the server's refusal): "Must be between
 * 1 and 5", "Must be 1 or more", "Must be 22 or less", "Must be more than 0", or for a whole
 * number "Must be a whole number from 1 to 5". The numbers come
 * formatted in the user's locale ("-90" as "−90" where the locale writes it so).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FieldErrorCode } from '../domain/error-codes';
import type { FieldRange } from '../domain/schemas/field-range';
import { fieldErrorMessages } from './error-messages';

/** The words for a value outside `range`; null when the range names no limit. */
export function outOfRangeMessage(
  range: FieldRange | null | undefined,
  formatNumber: (value: number) => string,
): MessageDescriptor | null {
  const min = range?.min === undefined ? undefined : formatNumber(range.min);
  const max = range?.max === undefined ? undefined : formatNumber(range.max);
  if (range?.integer) {
    if (min !== undefined && max !== undefined) {
      return msg`Must be a whole number from ${min} to ${max}`;
    }
    if (min !== undefined) return msg`Must be a whole number, ${min} or more`;
    if (max !== undefined) return msg`Must be a whole number, ${max} or less`;
  }
  if (min !== undefined && max !== undefined) return msg`Must be between ${min} and ${max}`;
  if (min !== undefined) return msg`Must be ${min} or more`;
  if (max !== undefined) return msg`Must be ${max} or less`;
  if (range?.moreThan !== undefined) {
    const moreThan = formatNumber(range.moreThan);
    return msg`Must be more than ${moreThan}`;
  }
  return null;
}

/**
 * The words of a field's error: an OUT_OF_RANGE error names `range` when it has one, any other
 * error (or a range naming no limit) has its catalogue words (`fieldErrorMessages`).
 */
export function fieldErrorWords(
  error: FieldErrorCode,
  range: FieldRange | null | undefined,
  formatNumber: (value: number) => string,
): MessageDescriptor {
  const rangeWords =
    error === FieldErrorCode.OUT_OF_RANGE ? outOfRangeMessage(range, formatNumber) : null;
  return rangeWords ?? fieldErrorMessages[error];
}
