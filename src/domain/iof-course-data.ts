/**
 * Controls of a level from an IOF XML 3.0 CourseData file (the orienteering federation's data
 * standard, namespace http://www.orienteering.org/datastandard/3.0, as OCAD, Purple Pen and
 * Condes write it): the rules that turn the file's records into the control form's inputs. The
 * XML itself is read elsewhere (src/features/controls/iof-xml-reader.ts); this module only maps.
 *
 * - A course is chosen (or every control of the file). Start and finish points are skipped: a
 *   `Control` whose `type` is Start or Finish, or a code the chosen course (or, for every control,
 *   any course) visits as its start or finish.
 * - One control per code, in course order (file order for every control); a course visiting a
 *   code twice (a butterfly loop) gives one control. A code the file defines twice takes its
 *   first definition and is also listed as DUPLICATE_CODE.
 * - visualCode is the code; lat/lng the WGS84 `Position`; a code without one is NO_POSITION, one
 *   outside -90..90 / -180..180 degrees BAD_POSITION, one the course names but the file never
 *   defines NOT_IN_FILE, one already on the level (same visual code) ALREADY_ON_LEVEL.
 * - points: the course's `Score` for the code (the first one met), rounded and clamped to
 *   CONTROL_POINTS_MIN..CONTROL_POINTS_MAX; 1 where the course has none.
 * - secretCode: a fresh code from the caller (the device's randomness), which the editor may
 *   change before saving.
 */
import { CONTROL_POINTS_MAX, CONTROL_POINTS_MIN } from './schemas/control';

/** The namespace of every IOF XML 3.0 element. */
export const IOF_3_NAMESPACE = 'http://www.orienteering.org/datastandard/3.0';

/** A `RaceCourseData/Control`: its code (`Id`), WGS84 `Position` and `type` attribute. */
export interface IofControlRecord {
  code: string;
  lat: number | null;
  lng: number | null;
  /** Control (the default), Start, Finish, CrossingPoint or EndOfMarkedRoute. */
  type: string | null;
}

/** A `Course/CourseControl`: the code it visits, its `type` and its `Score`. */
export interface IofCourseControlRecord {
  code: string;
  type: string | null;
  score: number | null;
}

export interface IofCourseRecord {
  name: string;
  controls: readonly IofCourseControlRecord[];
}

/** What a CourseData file holds for this purpose. */
export interface IofCourseData {
  controls: readonly IofControlRecord[];
  courses: readonly IofCourseRecord[];
}

/** Which controls to take: every control of the file, or those of one course (by index). */
export type IofCourseChoice = { kind: 'all' } | { kind: 'course'; index: number };

/** One control to create: the control form's fields. */
export interface ImportedControl {
  visualCode: string;
  lat: number;
  lng: number;
  points: number;
  secretCode: string;
  /** The file's score when it was outside the allowed points and was clamped, else null. */
  scoreInFile: number | null;
}

export type IofSkipReason =
  | 'START_OR_FINISH'
  | 'DUPLICATE_CODE'
  | 'NO_POSITION'
  | 'BAD_POSITION'
  | 'NOT_IN_FILE'
  | 'ALREADY_ON_LEVEL';

export interface IofSkippedControl {
  code: string;
  reason: IofSkipReason;
}

export interface IofImportPlan {
  controls: ImportedControl[];
  skipped: IofSkippedControl[];
}

export interface IofImportOptions {
  /** Visual codes already on the level. */
  existingCodes: Iterable<string>;
  /** A new secret code (called once per control created). */
  makeSecretCode: () => string;
}

/** Points a course passes that are no posts to punch: IOF 3.0's start, finish, crossing point and end of a marked route. */
const START_OR_FINISH = new Set(['start', 'finish', 'crossingpoint', 'endofmarkedroute']);

function isStartOrFinish(type: string | null): boolean {
  return type !== null && START_OR_FINISH.has(type.trim().toLowerCase());
}

/**
 * Points for a course `Score`: rounded to the nearest whole number and clamped to
 * CONTROL_POINTS_MIN..CONTROL_POINTS_MAX; no score (null, NaN, infinite) gives the minimum, 1.
 *
 * @example
 * pointsForScore(2.6); // 3
 * pointsForScore(10); // 5
 * pointsForScore(null); // 1
 */
export function pointsForScore(score: number | null): number {
  if (score === null || !Number.isFinite(score)) return CONTROL_POINTS_MIN;
  return Math.min(CONTROL_POINTS_MAX, Math.max(CONTROL_POINTS_MIN, Math.round(score)));
}

/** The number of controls a course visits that are not its start or finish (repeats once). */
export function courseControlCount(course: IofCourseRecord): number {
  const codes = course.controls.filter((c) => !isStartOrFinish(c.type)).map((c) => c.code);
  return new Set(codes).size;
}

/** True when at least one control of the file has a WGS84 position. */
export function hasAnyPosition(data: IofCourseData): boolean {
  return data.controls.some((c) => c.lat !== null && c.lng !== null);
}

/** The codes, in order, and each code's first score and start/finish role for the choice. */
function chosenCodes(data: IofCourseData, choice: IofCourseChoice) {
  const courses = choice.kind === 'all' ? data.courses : [data.courses[choice.index]];
  const scores = new Map<string, number>();
  const startOrFinish = new Set<string>();
  const visited: string[] = [];
  for (const course of courses) {
    for (const visit of course?.controls ?? []) {
      if (isStartOrFinish(visit.type)) startOrFinish.add(visit.code);
      if (visit.score !== null && !scores.has(visit.code)) scores.set(visit.code, visit.score);
      visited.push(visit.code);
    }
  }
  const codes = choice.kind === 'all' ? data.controls.map((c) => c.code) : visited;
  return { codes, scores, startOrFinish };
}

function positionProblem(record: IofControlRecord): IofSkipReason | null {
  if (record.lat === null || record.lng === null) return 'NO_POSITION';
  const { lat, lng } = record;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return 'BAD_POSITION';
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'BAD_POSITION';
  return null;
}

/**
 * The controls to create on a level for `choice`, and the codes skipped with their reasons. See
 * the module comment for the rules.
 */
export function planIofImport(
  data: IofCourseData,
  choice: IofCourseChoice,
  options: IofImportOptions,
): IofImportPlan {
  const existing = new Set([...options.existingCodes].map((code) => code.trim()));
  const records = new Map<string, IofControlRecord>();
  const duplicates = new Set<string>();
  for (const record of data.controls) {
    if (records.has(record.code)) duplicates.add(record.code);
    else records.set(record.code, record);
  }
  const { codes, scores, startOrFinish } = chosenCodes(data, choice);
  const plan: IofImportPlan = { controls: [], skipped: [] };
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) continue;
    seen.add(code);
    const record = records.get(code);
    if (!record) {
      plan.skipped.push({ code, reason: 'NOT_IN_FILE' });
      continue;
    }
    const reason: IofSkipReason | null =
      isStartOrFinish(record.type) || startOrFinish.has(code)
        ? 'START_OR_FINISH'
        : existing.has(code)
          ? 'ALREADY_ON_LEVEL'
          : positionProblem(record);
    if (reason !== null || record.lat === null || record.lng === null) {
      plan.skipped.push({ code, reason: reason ?? 'NO_POSITION' });
      continue;
    }
    const score = scores.get(code) ?? null;
    const points = pointsForScore(score);
    plan.controls.push({
      visualCode: code,
      lat: record.lat,
      lng: record.lng,
      points,
      secretCode: options.makeSecretCode(),
      scoreInFile: score !== null && points !== score ? score : null,
    });
  }
  // The file defines these codes more than once: the first definition was used.
  for (const code of duplicates) {
    if (seen.has(code)) plan.skipped.push({ code, reason: 'DUPLICATE_CODE' });
  }
  return plan;
}

/** Letters and digits that cannot be mistaken for each other when read off a post (no 0/O, 1/I/L). */
export const SECRET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SECRET_CODE_LENGTH = 4;

/**
 * A secret code of SECRET_CODE_LENGTH characters from SECRET_CODE_ALPHABET, each chosen by
 * `random()` (a number in [0, 1), the caller's source of randomness).
 *
 * @example
 * secretCodeFrom(() => 0); // 'AAAA'
 */
export function secretCodeFrom(random: () => number): string {
  let code = '';
  for (let i = 0; i < SECRET_CODE_LENGTH; i += 1) {
    const index = Math.min(
      SECRET_CODE_ALPHABET.length - 1,
      Math.floor(random() * SECRET_CODE_ALPHABET.length),
    );
    code += SECRET_CODE_ALPHABET[index] ?? 'A';
  }
  return code;
}
