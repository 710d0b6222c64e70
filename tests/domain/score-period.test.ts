import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORE_TIME_ZONE,
  lastWeekKeys,
  SCORE_PERIODS,
  scorePeriodKey,
  scorePeriodKeys,
} from '../../src/domain/score-period';

// Expected keys come from Python's datetime.isocalendar() with zoneinfo Europe/Oslo (CET, UTC+1;
// CEST, UTC+2 from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC), worked out separately.

describe('score period constants', () => {
  it('lists the periods week, month, year in that order', () => {
    expect(SCORE_PERIODS).toEqual(['WEEK', 'MONTH', 'YEAR']);
  });

  it('uses Oslo time by default', () => {
    expect(DEFAULT_SCORE_TIME_ZONE).toBe('Europe/Oslo');
  });
});

describe('scorePeriodKeys in Oslo', () => {
  it.each([
    {
      name: '23:30 UTC on 31 Dec 2026 is Fri 1 Jan 2027 00:30 local, in ISO week 53 of 2026',
      instant: '2026-12-31T23:30:00Z',
      expected: { WEEK: '2026-W53', MONTH: '2027-01', YEAR: '2027' },
    },
    {
      name: 'Sunday 29 Nov 2026 23:30 local is the last moment of week 48',
      instant: '2026-11-29T22:30:00Z',
      expected: { WEEK: '2026-W48', MONTH: '2026-11', YEAR: '2026' },
    },
    {
      name: 'Monday 30 Nov 2026 00:30 local starts week 49',
      instant: '2026-11-29T23:30:00Z',
      expected: { WEEK: '2026-W49', MONTH: '2026-11', YEAR: '2026' },
    },
    {
      name: 'Monday 23 Nov 2026 is week 48',
      instant: '2026-11-23T12:00:00Z',
      expected: { WEEK: '2026-W48', MONTH: '2026-11', YEAR: '2026' },
    },
    {
      name: 'Sunday 3 Jan 2021 is in ISO week 53 of 2020',
      instant: '2021-01-03T12:00:00Z',
      expected: { WEEK: '2020-W53', MONTH: '2021-01', YEAR: '2021' },
    },
    {
      name: 'Monday 30 Dec 2024 is in ISO week 1 of 2025',
      instant: '2024-12-30T12:00:00Z',
      expected: { WEEK: '2025-W01', MONTH: '2024-12', YEAR: '2024' },
    },
  ])('$name', ({ instant, expected }) => {
    expect(scorePeriodKeys(new Date(instant))).toEqual(expected);
  });
});

describe('scorePeriodKeys across Oslo daylight saving changes', () => {
  it.each([
    // Spring forward, Sunday 29 March 2026 01:00 UTC (02:00 CET becomes 03:00 CEST).
    {
      instant: '2026-03-29T00:59:59Z',
      local: 'Sun 01:59:59 CET',
      week: '2026-W13',
      month: '2026-03',
    },
    {
      instant: '2026-03-29T01:00:00Z',
      local: 'Sun 03:00 CEST',
      week: '2026-W13',
      month: '2026-03',
    },
    // After it, Monday starts at 22:00 UTC, not 23:00.
    {
      instant: '2026-03-29T21:59:59Z',
      local: 'Sun 23:59:59 CEST',
      week: '2026-W13',
      month: '2026-03',
    },
    {
      instant: '2026-03-29T22:00:00Z',
      local: 'Mon 00:00 CEST',
      week: '2026-W14',
      month: '2026-03',
    },
    {
      instant: '2026-03-31T21:59:59Z',
      local: 'Tue 31 Mar 23:59:59 CEST',
      week: '2026-W14',
      month: '2026-03',
    },
    {
      instant: '2026-03-31T22:00:00Z',
      local: 'Wed 1 Apr 00:00 CEST',
      week: '2026-W14',
      month: '2026-04',
    },
    // Fall back, Sunday 25 October 2026 01:00 UTC (03:00 CEST becomes 02:00 CET).
    {
      instant: '2026-10-25T00:59:59Z',
      local: 'Sun 02:59:59 CEST',
      week: '2026-W43',
      month: '2026-10',
    },
    { instant: '2026-10-25T01:00:00Z', local: 'Sun 02:00 CET', week: '2026-W43', month: '2026-10' },
    // After it, Monday starts at 23:00 UTC again.
    {
      instant: '2026-10-25T22:59:59Z',
      local: 'Sun 23:59:59 CET',
      week: '2026-W43',
      month: '2026-10',
    },
    { instant: '2026-10-25T23:00:00Z', local: 'Mon 00:00 CET', week: '2026-W44', month: '2026-10' },
    {
      instant: '2026-10-31T22:59:59Z',
      local: 'Sat 31 Oct 23:59:59 CET',
      week: '2026-W44',
      month: '2026-10',
    },
    {
      instant: '2026-10-31T23:00:00Z',
      local: 'Sun 1 Nov 00:00 CET',
      week: '2026-W44',
      month: '2026-11',
    },
  ])('$instant ($local) is in $week and $month', ({ instant, week, month }) => {
    const keys = scorePeriodKeys(new Date(instant));
    expect({ WEEK: keys.WEEK, MONTH: keys.MONTH }).toEqual({ WEEK: week, MONTH: month });
  });
});

describe('scorePeriodKeys: ISO week at every year boundary shape (UTC noon)', () => {
  it.each([
    { date: '2018-01-01', weekday: 'Mon', week: '2018-W01' },
    { date: '2019-01-01', weekday: 'Tue', week: '2019-W01' },
    { date: '2020-01-01', weekday: 'Wed', week: '2020-W01' },
    { date: '2015-01-01', weekday: 'Thu', week: '2015-W01' },
    { date: '2021-01-01', weekday: 'Fri', week: '2020-W53' },
    { date: '2022-01-01', weekday: 'Sat', week: '2021-W52' },
    { date: '2023-01-01', weekday: 'Sun', week: '2022-W52' },
    { date: '2018-12-31', weekday: 'Mon', week: '2019-W01' },
    { date: '2019-12-31', weekday: 'Tue', week: '2020-W01' },
    { date: '2025-12-31', weekday: 'Wed', week: '2026-W01' },
    { date: '2026-12-31', weekday: 'Thu', week: '2026-W53' },
    { date: '2021-12-31', weekday: 'Fri', week: '2021-W52' },
    { date: '2016-12-31', weekday: 'Sat', week: '2016-W52' },
    { date: '2017-12-31', weekday: 'Sun', week: '2017-W52' },
    { date: '2015-12-28', weekday: 'Mon', week: '2015-W53' },
    { date: '2024-02-29', weekday: 'Thu', week: '2024-W09' },
    { date: '2024-03-04', weekday: 'Mon', week: '2024-W10' },
  ])('$date ($weekday) is in $week', ({ date, week }) => {
    expect(scorePeriodKeys(new Date(`${date}T12:00:00Z`), 'UTC').WEEK).toBe(week);
  });

  it('pads years before 1000 to four digits (0099-12-31 is in 0099-W53)', () => {
    const instant = new Date('0099-12-31T12:00:00Z');
    expect(scorePeriodKeys(instant, 'UTC')).toEqual({
      WEEK: '0099-W53',
      MONTH: '0099-12',
      YEAR: '0099',
    });
  });
});

describe('scorePeriodKeys with another time zone', () => {
  it.each([
    {
      timeZone: 'UTC',
      expected: { WEEK: '2026-W53', MONTH: '2026-12', YEAR: '2026' },
    },
    {
      timeZone: 'Europe/Oslo',
      expected: { WEEK: '2026-W53', MONTH: '2027-01', YEAR: '2027' },
    },
    {
      // UTC−10: still 13:30 on Thursday 31 December.
      timeZone: 'Pacific/Honolulu',
      expected: { WEEK: '2026-W53', MONTH: '2026-12', YEAR: '2026' },
    },
  ])('2026-12-31T23:30Z in $timeZone', ({ timeZone, expected }) => {
    expect(scorePeriodKeys(new Date('2026-12-31T23:30:00Z'), timeZone)).toEqual(expected);
  });

  it('puts Sunday 23:30 UTC in a different week than Oslo does', () => {
    const instant = new Date('2026-11-29T23:30:00Z');
    expect([scorePeriodKey('WEEK', instant, 'UTC'), scorePeriodKey('WEEK', instant)]).toEqual([
      '2026-W48',
      '2026-W49',
    ]);
  });

  it('throws RangeError for an unknown time zone', () => {
    expect(() => scorePeriodKeys(new Date('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(
      RangeError,
    );
  });

  it('throws RangeError for an invalid date', () => {
    expect(() => scorePeriodKeys(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('scorePeriodKey', () => {
  it.each([
    { period: 'WEEK', expected: '2026-W53' },
    { period: 'MONTH', expected: '2027-01' },
    { period: 'YEAR', expected: '2027' },
  ] as const)('$period of 2026-12-31T23:30Z in Oslo is $expected', ({ period, expected }) => {
    expect(scorePeriodKey(period, new Date('2026-12-31T23:30:00Z'))).toBe(expected);
  });
});

describe('lastWeekKeys', () => {
  it('lists ISO weeks newest first, across a year end', () => {
    expect(lastWeekKeys(new Date('2027-01-06T12:00:00Z'), 3, 'Europe/Oslo')).toEqual([
      '2027-W01',
      '2026-W53',
      '2026-W52',
    ]);
  });

  it('skips no week at a daylight-saving change (Monday 00:30 in Oslo)', () => {
    // 2027-03-28 is the spring change; Monday 29 March 00:30 CEST is 22:30 UTC on Sunday.
    expect(lastWeekKeys(new Date('2027-03-28T22:30:00Z'), 2, 'Europe/Oslo')).toEqual([
      '2027-W13',
      '2027-W12',
    ]);
  });
});
