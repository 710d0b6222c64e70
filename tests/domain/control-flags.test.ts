import { describe, expect, it } from 'vitest';
import {
  byFlagsThenCode,
  controlFlags,
  unpunchedSince,
  type FlagFigures,
} from '../../src/domain/control-flags';

const quiet: FlagFigures = {
  punchesSince: 1,
  gameHadPlayers: true,
  wrongCodeTries: 0,
  rightCodePunches: 0,
  openReports: 0,
};

describe('controlFlags', () => {
  it.each([
    ['nothing wrong', {}, []],
    ['an open report', { openReports: 1 }, ['OPEN_REPORT']],
    ['no punch while the game had players', { punchesSince: 0 }, ['NEVER_PUNCHED_14_DAYS']],
    ['no punch and no players', { punchesSince: 0, gameHadPlayers: false }, []],
    ['wrong codes equal to right ones', { wrongCodeTries: 3, rightCodePunches: 3 }, []],
    [
      'one wrong code more than right ones',
      { wrongCodeTries: 4, rightCodePunches: 3 },
      ['WRONG_CODES_EXCEED_RIGHT'],
    ],
    [
      'everything at once, in the order said',
      { openReports: 2, punchesSince: 0, wrongCodeTries: 1 },
      ['OPEN_REPORT', 'NEVER_PUNCHED_14_DAYS', 'WRONG_CODES_EXCEED_RIGHT'],
    ],
  ] as const)('%s', (_name, change, flags) => {
    expect(controlFlags({ ...quiet, ...change })).toEqual(flags);
  });

  it('looks back exactly 14 days', () => {
    expect(unpunchedSince(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe(
      '2026-11-12T12:00:00.000Z',
    );
  });
});

describe('byFlagsThenCode', () => {
  it('puts reported controls first, then the more flagged, then visual codes as numbers', () => {
    const controls = [
      { visualCode: '100', flags: [] },
      { visualCode: '31', flags: ['OPEN_REPORT'] },
      { visualCode: '9', flags: [] },
      { visualCode: '50', flags: ['NEVER_PUNCHED_14_DAYS', 'WRONG_CODES_EXCEED_RIGHT'] },
      { visualCode: '60', flags: ['WRONG_CODES_EXCEED_RIGHT'] },
      { visualCode: '45', flags: ['OPEN_REPORT', 'NEVER_PUNCHED_14_DAYS'] },
    ];
    expect(controls.sort(byFlagsThenCode).map((c) => c.visualCode)).toEqual([
      '45',
      '31',
      '50',
      '60',
      '9',
      '100',
    ]);
  });
});
