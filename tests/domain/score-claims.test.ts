import { describe, expect, it } from 'vitest';
import {
  pointsByPeriod,
  punchScoreClaims,
  scoreClaimKey,
  scorePunches,
  scoringClaims,
  type ScoreOwner,
  type ScoredPunch,
} from '../../src/domain/score-claims';

const ANNE: ScoreOwner = { ownerType: 'USER', owner: 'anne' };
const BO: ScoreOwner = { ownerType: 'USER', owner: 'bo' };
const FOXES: ScoreOwner = { ownerType: 'TEAM', owner: 'Foxes' };

function punched(at: string, owners: ScoreOwner[], controlId = 'c1', points = 5): ScoredPunch {
  return { controlId, points, punchedAt: new Date(at), owners };
}

/**
 * An owner's totals when all its points fall in ISO week 48 of 2026 (in November): the same points
 * in the week, the month and the year.
 */
function inWeek48({ ownerType, owner }: ScoreOwner, points = 5): Record<string, number> {
  return Object.fromEntries(
    ['2026-W48', '2026-11', '2026'].map((key) => [`${ownerType} ${owner} ${key}`, points]),
  );
}

// Oslo is UTC+1 in November and December (CET). Week keys are ISO weeks, Monday first.
describe('a control counts once per owner and period', () => {
  it('makes one claim per owner and period, keyed by the period the punch falls in', () => {
    const claims = punchScoreClaims(punched('2026-11-23T12:00:00Z', [ANNE, FOXES]));
    expect(claims.map((c) => [c.ownerType, c.owner, c.period, c.periodKey])).toEqual([
      ['USER', 'anne', 'WEEK', '2026-W48'],
      ['USER', 'anne', 'MONTH', '2026-11'],
      ['USER', 'anne', 'YEAR', '2026'],
      ['TEAM', 'Foxes', 'WEEK', '2026-W48'],
      ['TEAM', 'Foxes', 'MONTH', '2026-11'],
      ['TEAM', 'Foxes', 'YEAR', '2026'],
    ]);
    expect(claims.every((c) => c.controlId === 'c1' && c.points === 5)).toBe(true);
  });

  it.each([
    {
      name: 'the same control twice in one week counts once in the week, month and year',
      punches: [punched('2026-11-23T09:00:00Z', [ANNE]), punched('2026-11-27T09:00:00Z', [ANNE])],
      expected: inWeek48(ANNE),
    },
    {
      name: 'five rounds of one game in one day count once',
      punches: Array.from({ length: 5 }, (_, n) => punched(`2026-11-24T1${n}:00:00Z`, [ANNE])),
      expected: inWeek48(ANNE),
    },
    {
      name: 'across a week boundary (Sunday 23:59, Monday 00:00 in Oslo) the new week counts again',
      punches: [
        punched('2026-11-15T22:59:00Z', [ANNE]), // Sun 15 Nov 23:59, week 46
        punched('2026-11-15T23:00:00Z', [ANNE]), // Mon 16 Nov 00:00, week 47
      ],
      expected: {
        'USER anne 2026-W46': 5,
        'USER anne 2026-W47': 5,
        'USER anne 2026-11': 5,
        'USER anne 2026': 5,
      },
    },
    {
      name: 'across a month boundary inside one week the month counts again, the week not',
      punches: [
        punched('2026-09-30T12:00:00Z', [ANNE]), // Wed 30 Sep, week 40
        punched('2026-10-01T12:00:00Z', [ANNE]), // Thu 1 Oct, week 40
      ],
      expected: {
        'USER anne 2026-W40': 5,
        'USER anne 2026-09': 5,
        'USER anne 2026-10': 5,
        'USER anne 2026': 5,
      },
    },
    {
      name: 'across a year boundary inside ISO week 53 the month and year count again, the week not',
      punches: [
        punched('2026-12-31T12:00:00Z', [ANNE]), // Thu 31 Dec 2026, week 2026-W53
        punched('2026-12-31T23:30:00Z', [ANNE]), // Fri 1 Jan 2027 00:30 in Oslo, week 2026-W53
      ],
      expected: {
        'USER anne 2026-W53': 5,
        'USER anne 2026-12': 5,
        'USER anne 2026': 5,
        'USER anne 2027-01': 5,
        'USER anne 2027': 5,
      },
    },
    {
      name: 'two players each score the control',
      punches: [punched('2026-11-23T09:00:00Z', [ANNE]), punched('2026-11-23T10:00:00Z', [BO])],
      expected: { ...inWeek48(ANNE), ...inWeek48(BO) },
    },
    {
      name: 'two members of one team: each player once, the team once',
      punches: [
        punched('2026-11-23T09:00:00Z', [ANNE, FOXES]),
        punched('2026-11-23T10:00:00Z', [BO, FOXES]),
        punched('2026-11-24T10:00:00Z', [ANNE, FOXES]),
      ],
      expected: { ...inWeek48(ANNE), ...inWeek48(BO), ...inWeek48(FOXES) },
    },
    {
      name: 'a player who joins a team after punching still scores the control for the team once',
      punches: [
        punched('2026-11-23T09:00:00Z', [ANNE]),
        punched('2026-11-23T10:00:00Z', [ANNE, FOXES]),
        punched('2026-11-23T11:00:00Z', [ANNE, FOXES]),
      ],
      expected: { ...inWeek48(ANNE), ...inWeek48(FOXES) },
    },
    {
      name: 'different controls in one week each count',
      punches: [
        punched('2026-11-23T09:00:00Z', [ANNE], 'c1', 5),
        punched('2026-11-23T09:10:00Z', [ANNE], 'c2', 3),
        punched('2026-11-23T09:20:00Z', [ANNE], 'c1', 5),
      ],
      expected: inWeek48(ANNE, 8),
    },
  ])('$name', ({ punches, expected }) => {
    expect(pointsByPeriod(scorePunches(punches))).toEqual(expected);
  });

  it('scores only the claims not made before, each key once', () => {
    const claims = punchScoreClaims(punched('2026-11-23T12:00:00Z', [ANNE, FOXES]));
    const [week] = claims;
    const before = new Set([scoreClaimKey(week!)]);
    const scoring = scoringClaims([...claims, ...claims], before);
    expect(scoring.map((c) => `${c.owner} ${c.periodKey}`)).toEqual([
      'anne 2026-11',
      'anne 2026',
      'Foxes 2026-W48',
      'Foxes 2026-11',
      'Foxes 2026',
    ]);
  });

  it('keys a claim by owner, period and control, not by the points', () => {
    const [claim] = punchScoreClaims(punched('2026-11-23T12:00:00Z', [ANNE]));
    const dearer = { ...claim!, points: 99 };
    expect(scoreClaimKey(dearer)).toBe(scoreClaimKey(claim!));
    expect(scoreClaimKey({ ...claim!, controlId: 'c2' })).not.toBe(scoreClaimKey(claim!));
    expect(scoreClaimKey({ ...claim!, ownerType: 'TEAM' })).not.toBe(scoreClaimKey(claim!));
  });
});
