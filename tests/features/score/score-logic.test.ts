import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { GameScore } from '../../../src/api/score-api';
import {
  areaBounds,
  areaOfPoint,
  monthName,
  ownStanding,
  rankingFilter,
  rankingRows,
  seasonWeekKeys,
  weekNumber,
} from '../../../src/features/score/score-logic';
import { scoreSearchSchema } from '../../../src/features/score/score-search';

const score = (owner: string, points: number, state = 'PUBLIC'): GameScore => ({
  id: `USER#${owner}#${state}`,
  state,
  period: 'WEEK',
  currentPeriod: '2026-W47',
  owner,
  ownerType: 'USER',
  score: points,
  ownerNickName: owner,
});

describe('the score search parameters', () => {
  it('leave out what is not chosen (this week, individuals and the whole map)', () => {
    expect(v.parse(scoreSearchSchema, {})).toEqual({});
    expect(rankingFilter({}, new Date('2026-11-22T11:00:00Z'))).toMatchObject({
      period: 'WEEK',
      ownerType: 'USER',
      gameGeoHash: '',
    });
  });

  it('keep valid choices and read an area in lower case', () => {
    expect(v.parse(scoreSearchSchema, { period: 'year', owners: 'teams', area: 'U4PR' })).toEqual({
      period: 'year',
      owners: 'teams',
      area: 'u4pr',
    });
  });

  it('read anything else as the default rather than failing', () => {
    expect(v.parse(scoreSearchSchema, { period: 'decade', owners: 'dogs', area: 'u4pra' })).toEqual(
      { period: undefined, owners: undefined, area: undefined },
    );
    expect(v.parse(scoreSearchSchema, { area: 'aaaa' }).area).toBeUndefined();
  });
});

describe('the ranking filter', () => {
  // Sunday 22 November 2026, 12:00 in Oslo: ISO week 47.
  const now = new Date('2026-11-22T11:00:00Z');

  it('asks for the period the clock is in', () => {
    expect(rankingFilter({ period: 'week', owners: 'users' }, now)).toEqual({
      period: 'WEEK',
      currentPeriod: '2026-W47',
      ownerType: 'USER',
      gameGeoHash: '',
    });
    expect(rankingFilter({ period: 'month', owners: 'teams', area: 'u4pr' }, now)).toEqual({
      period: 'MONTH',
      currentPeriod: '2026-11',
      ownerType: 'TEAM',
      gameGeoHash: 'u4pr',
    });
    expect(rankingFilter({ period: 'year', owners: 'users' }, now).currentPeriod).toBe('2026');
  });

  it('takes a Monday just after midnight in Oslo as the new week', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday 23 November in Oslo.
    const monday = new Date('2026-11-22T23:30:00Z');
    expect(rankingFilter({ period: 'week', owners: 'users' }, monday).currentPeriod).toBe(
      '2026-W48',
    );
  });
});

describe('areas', () => {
  it('are the precision-4 geohash cell of a point, holding the point', () => {
    const point = { lat: 58.46, lng: 8.77 };
    const area = areaOfPoint(point);
    expect(area).toMatch(/^[0-9b-hjkmnp-z]{4}$/);
    const bounds = areaBounds(area);
    expect(point.lat).toBeGreaterThanOrEqual(bounds.south);
    expect(point.lat).toBeLessThanOrEqual(bounds.north);
    expect(point.lng).toBeGreaterThanOrEqual(bounds.west);
    expect(point.lng).toBeLessThanOrEqual(bounds.east);
  });

  it('differ for points about 100 km apart', () => {
    expect(areaOfPoint({ lat: 58.46, lng: 8.77 })).not.toBe(
      areaOfPoint({ lat: 59.91, lng: 10.75 }),
    );
  });
});

describe('the season weeks', () => {
  it('are the last twelve weeks, oldest first, each once', () => {
    const weeks = seasonWeekKeys(new Date('2026-11-22T11:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-W47');
    expect(weeks[0]).toBe('2026-W36');
    expect(new Set(weeks).size).toBe(12);
  });

  it('cross a new year and a daylight-saving change without a gap', () => {
    const weeks = seasonWeekKeys(new Date('2027-01-05T10:00:00Z'), 3);
    expect(weeks).toEqual(['2026-W52', '2026-W53', '2027-W01']);
    // Monday 30 March 2026 00:30 in Oslo, the day after summer time began.
    const spring = seasonWeekKeys(new Date('2026-03-29T22:30:00Z'), 2);
    expect(spring).toEqual(['2026-W13', '2026-W14']);
  });

  it('name their week numbers', () => {
    expect(weekNumber('2026-W07')).toBe(7);
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(monthName('2026-11', 'nb')).toMatch(/^november 2026$/i);
  });
});

describe('the ranking rows and the own standing', () => {
  it('append the pages, each owner once', () => {
    const rows = rankingRows([
      { items: [score('a', 9), score('b', 7)], nextToken: 't' },
      { items: [score('b', 7), score('c', 5)], nextToken: null },
    ]);
    expect(rows.map((row) => row.owner)).toEqual(['a', 'b', 'c']);
  });

  it('place the player among the loaded rows', () => {
    const rows = [score('a', 9), score('me', 7)];
    expect(ownStanding([score('me', 7)], rows, 'me')).toEqual({
      points: 7,
      isPrivate: false,
      place: 2,
    });
  });

  it('keep the standing of a player further down the list, without a place', () => {
    expect(ownStanding([score('me', 1)], [score('a', 9)], 'me')).toEqual({
      points: 1,
      isPrivate: false,
      place: null,
    });
  });

  it('say when the points are private, and nothing without points', () => {
    expect(ownStanding([score('me', 4, 'PRIVATE')], [score('a', 9)], 'me')).toEqual({
      points: 4,
      isPrivate: true,
      place: null,
    });
    expect(ownStanding([], [score('a', 9)], 'me')).toBeNull();
  });
});
