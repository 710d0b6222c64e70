/**
 * The one punch judgement of the phone and the server: each refusal at its edge, the order when
 * two apply, and the states an accepted punch leaves.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCode, FieldErrorCode } from '../../src/domain/error-codes';
import { GameProgress, PUNCH_CLOCK_ALLOWANCE_MS } from '../../src/domain/game-progress';
import {
  judgePunch,
  levelsWithPlacements,
  tooFarByMeters,
  type PunchJudgementInput,
  type PunchLevelRules,
} from '../../src/domain/punch-judgement';
import { distanceMeters } from '../../src/domain/geo';
import { gpsPunchDistanceMeters } from '../../src/domain/punch-legality';
import { level1, level2, stateOn } from './level-fixtures';

const NOW = Date.UTC(2026, 5, 1, 12);
const CONTROL = { lat: 58.4608, lng: 8.7667 };
/** About 22 m north of the control, accuracy 5 m: judged about 17 m. */
const FIX = { lat: 58.461, lng: 8.7667, accuracyMeters: 5 };
const FIX_DISTANCE = gpsPunchDistanceMeters({ control: CONTROL, fix: FIX });
/** The same fix's distance to the control's centre (about 22 m). */
const CENTRE_DISTANCE = distanceMeters(CONTROL, FIX);

const state = stateOn(level1);
const bothMethods: PunchLevelRules = {
  allowCodePunching: true,
  allowGpsPunching: true,
  minDistanceLegalPunch: Math.ceil(FIX_DISTANCE),
};

const base: PunchJudgementInput = {
  state,
  level: bothMethods,
  placement: CONTROL,
  levels: [level2, level1],
  punches: [],
  controlId: 'a',
  punch: { method: 'GPS', fix: FIX },
  newStateId: 's2',
};
const code = (codeMatches?: boolean) =>
  ({ method: 'CODE', ...(codeMatches === undefined ? {} : { codeMatches }) }) as const;
const time = (punchedAt: number) => ({ punchedAt, now: NOW, gameStartedAt: NOW - 3_600_000 });
const onlyGps = { ...bothMethods, allowCodePunching: false };
const onlyCode = { ...bothMethods, allowGpsPunching: false };
const tooLate = time(NOW + PUNCH_CLOCK_ALLOWANCE_MS + 1);

type Case = [name: string, change: Partial<PunchJudgementInput>, answer: Record<string, unknown>];

const accepted = { ok: true };

const edges: Case[] = [
  ['no state', { state: undefined }, { code: ErrorCode.GAME_NOT_ONGOING }],
  [
    'a COMPLETE state',
    { state: { ...state, progress: GameProgress.COMPLETE } },
    { code: ErrorCode.GAME_NOT_ONGOING },
  ],
  ['an unknown level', { level: undefined }, { code: ErrorCode.CONTROL_NOT_ON_LEVEL }],
  [
    'a control not on the level',
    { placement: undefined },
    { code: ErrorCode.CONTROL_NOT_ON_LEVEL },
  ],
  [
    'the control punched on another level',
    { punches: [{ controlId: 'a', gameLevelId: 'L0' }] },
    { code: ErrorCode.ALREADY_PUNCHED },
  ],
  ['another control punched', { punches: [{ controlId: 'b', gameLevelId: 'L1' }] }, accepted],
  [
    'a code on a GPS-only level',
    { level: onlyGps, punch: code() },
    { code: ErrorCode.PUNCH_METHOD_NOT_ALLOWED },
  ],
  ['a code on a code level', { level: onlyCode, punch: code() }, accepted],
  ['a fix on a code-only level', { level: onlyCode }, { code: ErrorCode.PUNCH_METHOD_NOT_ALLOWED }],
  [
    'a fix on a GPS level without a distance',
    { level: { ...bothMethods, minDistanceLegalPunch: null } },
    { code: ErrorCode.PUNCH_METHOD_NOT_ALLOWED },
  ],
  ['GPS without a fix', { punch: { method: 'GPS' } }, { code: ErrorCode.POSITION_REQUIRED }],
  [
    'GPS with a null fix',
    { punch: { method: 'GPS', fix: null } },
    { code: ErrorCode.POSITION_REQUIRED },
  ],
  [
    'neither code nor fix on a code level',
    { punch: { method: null } },
    {
      code: ErrorCode.MISSING_FIELD,
      field: 'controlSecretCode',
      reason: FieldErrorCode.SECRET_CODE_MISSING,
    },
  ],
  [
    'neither code nor fix on a GPS-only level',
    { level: onlyGps, punch: { method: null } },
    { code: ErrorCode.MISSING_FIELD, field: 'lat', reason: FieldErrorCode.REQUIRED },
  ],
  ['a punch time at the clock allowance', { time: time(NOW + PUNCH_CLOCK_ALLOWANCE_MS) }, accepted],
  [
    'a punch time 1 ms past it',
    { time: tooLate },
    { code: ErrorCode.PUNCH_TIME_INVALID, reason: 'future' },
  ],
  [
    'a time not a number',
    { time: time(Number.NaN) },
    { code: ErrorCode.PUNCH_TIME_INVALID, reason: 'invalid' },
  ],
  ['a wrong code', { punch: code(false) }, { code: ErrorCode.WRONG_CODE }],
  ['the right code', { punch: code(true) }, accepted],
  ['a code the caller cannot check', { punch: code() }, accepted],
  [
    'a fix exactly at the distance',
    { level: { ...bothMethods, minDistanceLegalPunch: FIX_DISTANCE } },
    accepted,
  ],
  [
    'a fix a millimetre beyond it',
    { level: { ...bothMethods, minDistanceLegalPunch: FIX_DISTANCE - 0.001 } },
    { code: ErrorCode.TOO_FAR, distanceMeters: CENTRE_DISTANCE },
  ],
  [
    'a fix whose accuracy covers the distance',
    {
      level: { ...bothMethods, minDistanceLegalPunch: 0 },
      punch: { method: 'GPS', fix: { ...FIX, accuracyMeters: 25 } },
    },
    accepted,
  ],
];

const order: Case[] = [
  [
    'not ongoing before not on the level',
    { state: { ...state, progress: GameProgress.COMPLETE }, placement: undefined },
    { code: ErrorCode.GAME_NOT_ONGOING },
  ],
  [
    'not on the level before already punched',
    { placement: undefined, punches: [{ controlId: 'a', gameLevelId: 'L1' }] },
    { code: ErrorCode.CONTROL_NOT_ON_LEVEL },
  ],
  [
    'already punched before the method',
    { level: onlyGps, punch: code(), punches: [{ controlId: 'a', gameLevelId: 'L1' }] },
    { code: ErrorCode.ALREADY_PUNCHED },
  ],
  [
    'already punched before a missing fix',
    { punch: { method: 'GPS' }, punches: [{ controlId: 'a', gameLevelId: 'L1' }] },
    { code: ErrorCode.ALREADY_PUNCHED },
  ],
  [
    'the method before the time',
    { level: onlyCode, time: tooLate },
    { code: ErrorCode.PUNCH_METHOD_NOT_ALLOWED },
  ],
  [
    'a missing field before the time',
    { punch: { method: null }, time: tooLate },
    { code: ErrorCode.MISSING_FIELD },
  ],
  [
    'the time before the code',
    { punch: code(false), time: tooLate },
    { code: ErrorCode.PUNCH_TIME_INVALID },
  ],
  [
    'the time before the distance',
    { level: { ...bothMethods, minDistanceLegalPunch: 1 }, time: tooLate },
    { code: ErrorCode.PUNCH_TIME_INVALID },
  ],
];

describe('judgePunch', () => {
  it.each(edges)('%s', (_name, change, answer) => {
    const judged = judgePunch({ ...base, ...change });
    expect(judged).toMatchObject('code' in answer ? { ok: false, ...answer } : answer);
  });

  it.each(order)('refuses %s', (_name, change, answer) => {
    expect(judgePunch({ ...base, ...change })).toMatchObject({ ok: false, ...answer });
  });

  it('keeps the level ongoing until its minimum is punched', () => {
    expect(judgePunch(base)).toEqual({ ok: true, states: [state] });
  });

  it('completes the level and opens the next one with the given id', () => {
    const judged = judgePunch({ ...base, punches: [{ controlId: 'b', gameLevelId: 'L1' }] });
    expect(judged).toEqual({
      ok: true,
      states: [
        { ...state, progress: GameProgress.COMPLETE },
        {
          ...state,
          id: 's2',
          progress: GameProgress.ONGOING,
          gameLevel: { id: 'L2', minNumberControls: 1, order: 2 },
        },
      ],
    });
  });

  it('completes the game on the last level', () => {
    const last = { ...state, gameLevel: { id: 'L2', minNumberControls: 1, order: 2 } };
    expect(judgePunch({ ...base, state: last, controlId: 'd' })).toEqual({
      ok: true,
      states: [{ ...last, progress: GameProgress.COMPLETE }],
    });
  });
});

describe('a GPS punch too far', () => {
  it('gives the distance to the centre and how much closer to go, the credit and limit taken off', () => {
    const judged = judgePunch({ ...base, level: { ...bothMethods, minDistanceLegalPunch: 10 } });
    expect(judged).toMatchObject({ ok: false, code: ErrorCode.TOO_FAR });
    if (judged.ok || judged.code !== ErrorCode.TOO_FAR) return;
    expect(judged.distanceMeters).toBeCloseTo(CENTRE_DISTANCE, 9);
    // About 22 m away, 5 m of accuracy credited, 10 m allowed: about 7 m closer.
    expect(judged.closerByMeters).toBeCloseTo(CENTRE_DISTANCE - 5 - 10, 9);
  });

  it.each([
    // metres to the centre, accuracy, level limit, metres closer
    [67, 8, 15, 44],
    [67, 30, 15, 27],
    [67, null, 15, 52],
    [40, 25, 15, 0],
    [30, 25, 15, -10],
  ])(
    '%s m away with accuracy %s and limit %s m: %s m closer',
    (metres, accuracy, limit, closer) => {
      // Due north of the control by `metres` (1° of latitude is about 111.2 km here).
      const fix = { lat: CONTROL.lat, lng: CONTROL.lng, accuracyMeters: accuracy };
      const north = { ...fix, lat: CONTROL.lat + metres / 111_195 };
      const exact = distanceMeters(CONTROL, north);
      expect(
        tooFarByMeters({ control: CONTROL, fix: north, maxDistanceMeters: limit }),
      ).toBeCloseTo(closer + (exact - metres), 6);
    },
  );
});

describe('levelsWithPlacements', () => {
  it('gives each level the ids of the controls placed on it', () => {
    const placements = [
      { gameLevelId: 'L2', controlId: 'c4' },
      { gameLevelId: 'L1', controlId: 'c1' },
      { gameLevelId: 'L1', controlId: 'c2' },
    ];
    expect(
      levelsWithPlacements(
        [
          { id: 'L1', order: 1, minNumberControls: 2 },
          { id: 'L3', order: 3, minNumberControls: 1 },
        ],
        placements,
      ),
    ).toEqual([
      { id: 'L1', order: 1, minNumberControls: 2, controlIds: ['c1', 'c2'] },
      { id: 'L3', order: 3, minNumberControls: 1, controlIds: [] },
    ]);
  });
});
