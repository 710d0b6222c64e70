import { describe, expect, it } from 'vitest';
import {
  SECRET_CODE_ALPHABET,
  courseControlCount,
  hasAnyPosition,
  planIofImport,
  pointsForScore,
  secretCodeFrom,
  type IofControlRecord,
  type IofCourseData,
} from '../../src/domain/iof-course-data';

const control = (
  code: string,
  lat: number | null = 58.48,
  lng: number | null = 8.73,
  type: string | null = null,
): IofControlRecord => ({ code, lat, lng, type });

const visit = (code: string, type: string | null = 'Control', score: number | null = null) => ({
  code,
  type,
  score,
});

/** A small score course: start S1, controls 31-34 (33 twice), finish F1. */
const DATA: IofCourseData = {
  controls: [
    control('S1', 58.48, 8.73, 'Start'),
    control('31', 58.481, 8.731),
    control('32', 58.482, 8.732),
    control('33', 58.483, 8.733),
    control('34', 58.484, 8.734),
    control('F1', 58.485, 8.735),
  ],
  courses: [
    {
      name: 'A',
      controls: [
        visit('S1', 'Start'),
        visit('31', 'Control', 2),
        visit('33', 'Control', 4),
        visit('33', 'Control', 4),
        visit('F1', 'Finish'),
      ],
    },
    { name: 'B', controls: [visit('S1', 'Start'), visit('32'), visit('34', 'Control', 5)] },
  ],
};

let counter = 0;
const options = (existingCodes: string[] = []) => ({
  existingCodes,
  makeSecretCode: () => `K${(counter += 1)}`,
});

describe('pointsForScore: the course Score as points 1..5', () => {
  it.each([
    { score: null, points: 1 },
    { score: Number.NaN, points: 1 },
    { score: Number.POSITIVE_INFINITY, points: 1 },
    { score: -3, points: 1 },
    { score: 0, points: 1 },
    { score: 0.49, points: 1 },
    { score: 1, points: 1 },
    { score: 2.49, points: 2 },
    { score: 2.5, points: 3 },
    { score: 5, points: 5 },
    { score: 5.4, points: 5 },
    { score: 6, points: 5 },
    { score: 100, points: 5 },
  ])('score $score gives $points points', ({ score, points }) => {
    expect(pointsForScore(score)).toBe(points);
  });
});

describe('planIofImport: one course', () => {
  it('takes the course controls in course order with their scores, once each', () => {
    const plan = planIofImport(DATA, { kind: 'course', index: 0 }, options());
    expect(
      plan.controls.map(({ visualCode, points, lat, lng }) => [visualCode, points, lat, lng]),
    ).toEqual([
      ['31', 2, 58.481, 8.731],
      ['33', 4, 58.483, 8.733],
    ]);
  });

  it('skips the start and the finish, by course role or by control type', () => {
    const plan = planIofImport(DATA, { kind: 'course', index: 0 }, options());
    expect(plan.skipped).toEqual([
      { code: 'S1', reason: 'START_OR_FINISH' },
      { code: 'F1', reason: 'START_OR_FINISH' },
    ]);
  });

  it('gives 1 point where the course has no score', () => {
    const plan = planIofImport(DATA, { kind: 'course', index: 1 }, options());
    expect(plan.controls.map((c) => [c.visualCode, c.points])).toEqual([
      ['32', 1],
      ['34', 5],
    ]);
  });

  it('gives each control a fresh secret code from the caller', () => {
    const codes = ['AAAA', 'BBBB'];
    const plan = planIofImport(
      DATA,
      { kind: 'course', index: 0 },
      { existingCodes: [], makeSecretCode: () => codes.shift() ?? '' },
    );
    expect(plan.controls.map((c) => c.secretCode)).toEqual(['AAAA', 'BBBB']);
  });
});

describe('planIofImport: every control of the file', () => {
  it('takes the file order, skipping codes any course starts or finishes at', () => {
    const data: IofCourseData = { ...DATA, controls: [...DATA.controls, control('S2')] };
    const withStart = {
      ...data,
      courses: [...data.courses, { name: 'C', controls: [visit('S2', 'Start')] }],
    };
    const plan = planIofImport(withStart, { kind: 'all' }, options());
    expect(plan.controls.map((c) => c.visualCode)).toEqual(['31', '32', '33', '34']);
    expect(plan.skipped.map((s) => s.code)).toEqual(['S1', 'F1', 'S2']);
  });

  it('uses the first score found across the courses', () => {
    const plan = planIofImport(DATA, { kind: 'all' }, options());
    expect(plan.controls.map((c) => c.points)).toEqual([2, 1, 4, 5]);
  });

  it('works for a file without courses (1 point each)', () => {
    const plan = planIofImport(
      { controls: [control('41'), control('42')], courses: [] },
      { kind: 'all' },
      options(),
    );
    expect(plan.controls.map((c) => [c.visualCode, c.points])).toEqual([
      ['41', 1],
      ['42', 1],
    ]);
  });
});

describe('planIofImport: codes that are not imported', () => {
  it.each([
    { name: 'no position', record: control('50', null, null), reason: 'NO_POSITION' },
    { name: 'no longitude', record: control('50', 58.5, null), reason: 'NO_POSITION' },
    { name: 'latitude over 90', record: control('50', 90.0001, 8.7), reason: 'BAD_POSITION' },
    { name: 'longitude under -180', record: control('50', 58, -180.5), reason: 'BAD_POSITION' },
    { name: 'not a number', record: control('50', Number.NaN, 8.7), reason: 'BAD_POSITION' },
    { name: 'type Finish', record: control('50', 58, 8, 'Finish'), reason: 'START_OR_FINISH' },
    {
      name: 'type start (any case)',
      record: control('50', 58, 8, 'start'),
      reason: 'START_OR_FINISH',
    },
    {
      name: 'type CrossingPoint (Purple Pen)',
      record: control('50', 58, 8, 'CrossingPoint'),
      reason: 'START_OR_FINISH',
    },
    {
      name: 'type EndOfMarkedRoute',
      record: control('50', 58, 8, 'EndOfMarkedRoute'),
      reason: 'START_OR_FINISH',
    },
  ])('$name -> $reason', ({ record, reason }) => {
    const plan = planIofImport({ controls: [record], courses: [] }, { kind: 'all' }, options());
    expect(plan).toEqual({ controls: [], skipped: [{ code: '50', reason }] });
  });

  it('imports positions exactly at the limits', () => {
    const plan = planIofImport(
      { controls: [control('N', 90, 180), control('S', -90, -180)], courses: [] },
      { kind: 'all' },
      options(),
    );
    expect(plan.controls.map((c) => c.visualCode)).toEqual(['N', 'S']);
  });

  it('skips a code already on the level', () => {
    const plan = planIofImport(DATA, { kind: 'course', index: 0 }, options([' 33 ']));
    expect(plan.controls.map((c) => c.visualCode)).toEqual(['31']);
    expect(plan.skipped).toContainEqual({ code: '33', reason: 'ALREADY_ON_LEVEL' });
  });

  it('takes the first of two definitions of a code and reports the duplicate', () => {
    const data: IofCourseData = {
      controls: [control('60', 58.1, 8.1), control('60', 58.2, 8.2)],
      courses: [{ name: 'A', controls: [visit('60', 'Control', 3)] }],
    };
    for (const choice of [{ kind: 'all' } as const, { kind: 'course', index: 0 } as const]) {
      const plan = planIofImport(data, choice, options());
      expect(plan.controls.map((c) => [c.visualCode, c.lat, c.points])).toEqual([['60', 58.1, 3]]);
      expect(plan.skipped).toEqual([{ code: '60', reason: 'DUPLICATE_CODE' }]);
    }
  });

  it('reports a course control the file never defines', () => {
    const data: IofCourseData = {
      controls: [control('70')],
      courses: [{ name: 'A', controls: [visit('70'), visit('71')] }],
    };
    const plan = planIofImport(data, { kind: 'course', index: 0 }, options());
    expect(plan.skipped).toEqual([{ code: '71', reason: 'NOT_IN_FILE' }]);
  });
});

describe('planIofImport: a score outside the points range', () => {
  it.each([
    { score: 10, points: 5, scoreInFile: 10 },
    { score: 0, points: 1, scoreInFile: 0 },
    { score: 2.6, points: 3, scoreInFile: 2.6 },
    { score: 3, points: 3, scoreInFile: null },
  ])('score $score -> $points points (file score kept: $scoreInFile)', (row) => {
    const data: IofCourseData = {
      controls: [control('80')],
      courses: [{ name: 'A', controls: [visit('80', 'Control', row.score)] }],
    };
    const [imported] = planIofImport(data, { kind: 'course', index: 0 }, options()).controls;
    expect(imported?.points).toBe(row.points);
    expect(imported?.scoreInFile).toBe(row.scoreInFile);
  });
});

describe('courseControlCount and hasAnyPosition', () => {
  it('counts the controls a course visits, without start, finish and repeats', () => {
    expect(courseControlCount(DATA.courses[0] ?? { name: '', controls: [] })).toBe(2);
  });

  it.each([
    { controls: [control('1', null, null)], expected: false },
    { controls: [control('1', null, null), control('2')], expected: true },
    { controls: [], expected: false },
  ])('hasAnyPosition is $expected', ({ controls, expected }) => {
    expect(hasAnyPosition({ controls, courses: [] })).toBe(expected);
  });
});

describe('secretCodeFrom', () => {
  it.each([
    { random: 0, expected: 'AAAA' },
    { random: 0.999999, expected: '9999' },
    { random: 1, expected: '9999' },
  ])('random() = $random gives $expected', ({ random, expected }) => {
    expect(secretCodeFrom(() => random)).toBe(expected);
  });

  it('uses only unambiguous characters, 4 of them', () => {
    const values = [0.1, 0.5, 0.33, 0.9];
    const code = secretCodeFrom(() => values.shift() ?? 0);
    expect(code).toHaveLength(4);
    expect([...code].every((ch) => SECRET_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(SECRET_CODE_ALPHABET).not.toMatch(/[01OIL]/u);
  });
});
