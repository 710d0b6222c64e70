/**
 * The post report's input and time rules at their edges: the note's 500 characters counted as a
 * person counts them, the position given whole or not at all, and the phone's time clamped into
 * the punch window's bounds.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PUNCH_MAX_AGE_MS } from '../../../src/domain/game-progress';
import {
  createPostReportInputSchema,
  noteLength,
  reportedAtMs,
} from '../../../src/domain/schemas/post-report';

const VALID = {
  id: '5b0e1f8e-2f7a-4c1e-9a53-0d6b2f1c9e11',
  controlId: 'c1',
  kind: 'MISPLACED',
  reportedAt: '2026-11-26T10:00:00.000Z',
};

const parse = (input: Record<string, unknown>) =>
  v.safeParse(createPostReportInputSchema, { ...VALID, ...input });

describe('the report input', () => {
  it.each([
    ['a 500-character note', { note: 'å'.repeat(500) }, true],
    ['a 501-character note', { note: 'å'.repeat(501) }, false],
    ['500 emoji (1000 UTF-16 units)', { note: '🌲'.repeat(500) }, true],
    ['a position with its accuracy', { lat: 58.46, lng: 8.77, accuracy: 0 }, true],
    ['a latitude without longitude', { lat: 58.46 }, false],
    ['a negative accuracy', { lat: 58.46, lng: 8.77, accuracy: -1 }, false],
    ['an id that is not a UUID', { id: 'p1' }, false],
    ['a kind not offered', { kind: 'STOLEN' }, false],
    ['a time without a zone', { reportedAt: '2026-11-26T10:00:00' }, false],
  ])('%s: accepted %s', (_name, input, accepted) => {
    expect(parse(input).success).toBe(accepted);
  });

  it('trims the note and keeps a blank one as none', () => {
    expect(parse({ note: '  flag torn ' }).output).toMatchObject({ note: 'flag torn' });
    expect(parse({ note: '   ' }).output).toMatchObject({ note: null });
  });

  it('counts code points, not UTF-16 units', () => {
    expect(noteLength('🌲ø')).toBe(2);
  });
});

describe('reportedAtMs', () => {
  const NOW = Date.parse('2026-11-26T12:00:00.000Z');
  it.each([
    ['a time in the past', NOW - 60_000, NOW - 60_000],
    ['the server time itself', NOW, NOW],
    ['a phone clock 5 minutes ahead', NOW + 300_000, NOW],
    ['exactly the oldest kept', NOW - PUNCH_MAX_AGE_MS, NOW - PUNCH_MAX_AGE_MS],
    ['a report older than that', NOW - PUNCH_MAX_AGE_MS - 1, NOW - PUNCH_MAX_AGE_MS],
    ['not a time', Number.NaN, NOW],
  ])('%s', (_name, phone, stored) => {
    expect(reportedAtMs(phone, NOW)).toBe(stored);
  });
});
