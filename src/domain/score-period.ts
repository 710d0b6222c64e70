/**
 * Score periods (week, month, year) and the key of the period an instant falls in, on the calendar
 * of a time zone that comes in as an argument (default Europe/Oslo). ISO 8601 weeks, Monday first.
 */

/** The time zone whose calendar decides which week, month and year a score belongs to. */
export const DEFAULT_SCORE_TIME_ZONE = 'Europe/Oslo';

/** A ranking period. */
export type ScorePeriod = 'WEEK' | 'MONTH' | 'YEAR';

/** The ranking periods in the order the period selector shows them. */
export const SCORE_PERIODS: readonly ScorePeriod[] = ['WEEK', 'MONTH', 'YEAR'];

/** The keys of the periods an instant falls in, e.g. { WEEK: '2026-W48', MONTH: '2026-11', YEAR: '2026' }. */
export type ScorePeriodKeys = Record<ScorePeriod, string>;

type CalendarDate = { year: number; month: number; day: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The Gregorian calendar date on the wall clocks of `timeZone` at `instant`. */
function localDate(instant: Date, timeZone: string): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day'): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`),
 * avoiding Date.UTC, which reads years 0–99 as 1900–1999.
 */
function daysFromCivil({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * ISO 8601 week-year and week of a calendar date. Weeks start on Monday; week 1 is the week
 * holding the year's first Thursday, so a date belongs to the week-year of the Thursday of its
 * week:
 *
 *   weekday = ISO day of week (Monday 1 … Sunday 7)
 *   thursday = date − weekday + 4
 *   week = ⌊(thursday − 1 January of thursday's year) / 7⌋ + 1
 */
function isoWeek(date: CalendarDate): { weekYear: number; week: number } {
  const days = daysFromCivil(date);
  // 1970-01-01 was a Thursday (ISO weekday 4).
  const weekday = ((((days + 3) % 7) + 7) % 7) + 1;
  const thursday = days - weekday + 4;
  // The Thursday is at most 3 days from the date, so its year is the date's year or a neighbour.
  let weekYear = date.year;
  if (thursday < daysFromCivil({ year: weekYear, month: 1, day: 1 })) weekYear -= 1;
  else if (thursday >= daysFromCivil({ year: weekYear + 1, month: 1, day: 1 })) weekYear += 1;
  const week = Math.floor((thursday - daysFromCivil({ year: weekYear, month: 1, day: 1 })) / 7) + 1;
  return { weekYear, week };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/**
 * The keys of the week, month and year that `instant` falls in on the calendar of `timeZone`
 * (an IANA zone, default Europe/Oslo, daylight saving included):
 *
 * - WEEK `YYYY-Www`: ISO 8601 week-year and week (Monday first), so 1 January may be in the
 *   previous year's week 52 or 53, and 29–31 December in the next year's week 1.
 * - MONTH `YYYY-MM`, YEAR `YYYY`: the local calendar month and year.
 *
 * Throws RangeError for an unknown time zone or an invalid Date (as Intl does).
 *
 * @example
 * // 23:30 UTC on Thursday 31 December 2026 is 00:30 on Friday 1 January 2027 in Oslo:
 * scorePeriodKeys(new Date('2026-12-31T23:30:00Z'));
 * // { WEEK: '2026-W53', MONTH: '2027-01', YEAR: '2027' }
 */
export function scorePeriodKeys(
  instant: Date,
  timeZone: string = DEFAULT_SCORE_TIME_ZONE,
): ScorePeriodKeys {
  const date = localDate(instant, timeZone);
  const { weekYear, week } = isoWeek(date);
  return {
    WEEK: `${pad(weekYear, 4)}-W${pad(week, 2)}`,
    MONTH: `${pad(date.year, 4)}-${pad(date.month, 2)}`,
    YEAR: pad(date.year, 4),
  };
}

/**
 * The key of one period that `instant` falls in; see `scorePeriodKeys` for the formats.
 *
 * @example
 * scorePeriodKey('WEEK', new Date('2026-11-23T12:00:00Z')); // '2026-W48'
 */
export function scorePeriodKey(
  period: ScorePeriod,
  instant: Date,
  timeZone: string = DEFAULT_SCORE_TIME_ZONE,
): string {
  return scorePeriodKeys(instant, timeZone)[period];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The keys of the `count` ISO weeks ending with the one of `now`, newest first. Stepped by days,
 * so an hour of daylight saving never skips a week.
 */
export function lastWeekKeys(now: Date, count: number, timeZone: string): string[] {
  const keys: string[] = [];
  for (let day = 0; keys.length < count; day += 1) {
    const key = scorePeriodKey('WEEK', new Date(now.getTime() - day * DAY_MS), timeZone);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}
