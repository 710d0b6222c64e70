/**
 * A player's report of a post (a control in the terrain): missing, damaged or in the wrong place,
 * with an optional note and the phone's position. The phone and the server check the same input;
 * the server clamps the phone's time with `reportedAtMs`.
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../error-codes';
import { PUNCH_MAX_AGE_MS } from '../game-progress';
import {
  isoTimestampMs,
  optionalLatitude,
  optionalLongitude,
  optionalNumber,
  optionalText,
  requiredChoice,
  requiredText,
  withLatLngPair,
} from './field-schemas';

/** What can be wrong with a post. */
export const POST_REPORT_KINDS = ['MISSING', 'DAMAGED', 'MISPLACED'] as const;
export type PostReportKind = (typeof POST_REPORT_KINDS)[number];

/** Longest note, in characters (Unicode code points, so "ø" or an emoji counts once). */
export const POST_REPORT_NOTE_MAX_LENGTH = 500;

/** The note's length as a person counts it: code points, not UTF-16 units. */
export function noteLength(note: string): number {
  return [...note].length;
}

/**
 * Input of `createPostReport`: `id` a UUID made on the phone (REQUIRED; else OUT_OF_RANGE),
 * `controlId` (CONTROL_ID_MISSING), `kind` one of POST_REPORT_KINDS, `note` trimmed (blank gives
 * null; over POST_REPORT_NOTE_MAX_LENGTH characters OUT_OF_RANGE), the position lat/lng in
 * degrees (optional, but together) with its accuracy in metres (>= 0), and `reportedAt` the
 * phone's time (ISO 8601 with seconds and zone; REQUIRED, else OUT_OF_RANGE).
 */
export const createPostReportInputSchema = withLatLngPair(
  {
    id: v.pipe(requiredText(), v.uuid(FieldErrorCode.OUT_OF_RANGE)),
    controlId: requiredText(FieldErrorCode.CONTROL_ID_MISSING),
    kind: requiredChoice(POST_REPORT_KINDS),
    note: v.pipe(
      optionalText(),
      v.check(
        (note) => note === null || noteLength(note) <= POST_REPORT_NOTE_MAX_LENGTH,
        FieldErrorCode.OUT_OF_RANGE,
      ),
    ),
    lat: optionalLatitude(),
    lng: optionalLongitude(),
    accuracy: v.pipe(
      optionalNumber(),
      v.check((metres) => metres === null || metres >= 0, FieldErrorCode.OUT_OF_RANGE),
    ),
    reportedAt: v.pipe(
      requiredText(),
      v.check((text) => isoTimestampMs(text) !== null, FieldErrorCode.OUT_OF_RANGE),
    ),
  },
  ['lat', 'lng'],
);

export type CreatePostReportInput = v.InferOutput<typeof createPostReportInputSchema>;

/**
 * The report's time as stored, clamped like a punch's window (src/domain/game-progress.ts): a
 * phone clock running ahead gives `nowMs` (a report is never in the future), and a report older
 * than PUNCH_MAX_AGE_MS (an outbox forgotten for weeks) is stored at that age. Times are
 * milliseconds since the Unix epoch. Example: now 12:00, phone 12:05 -> 12:00.
 */
export function reportedAtMs(phoneMs: number, nowMs: number): number {
  if (!Number.isFinite(phoneMs)) return nowMs;
  return Math.min(nowMs, Math.max(nowMs - PUNCH_MAX_AGE_MS, phoneMs));
}
