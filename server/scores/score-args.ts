/**
 * The filters of `listGameScoreRanking` and `listGameScoreByOwner`, validated: a period of the
 * domain (WEEK, MONTH, YEAR) and its key (default: the period the server's clock is in, on the
 * domain's Europe/Oslo calendar), the seed's defaults (POINT_COUNT, league NONE, owner type USER)
 * and the game area as a geohash prefix.
 */
import * as v from 'valibot';
import { FieldErrorCode } from '../../src/domain/error-codes';
import { VISIBILITIES, optionalText, requiredChoice } from '../../src/domain/schemas/field-schemas';
import { SCORE_PERIODS, scorePeriodKey, type ScorePeriod } from '../../src/domain/score-period';
import { fieldRefusal, parseArgs } from '../graphql/input-validation';
import type { ScoreFilter } from './game-score.repository';
import { type PageArgs } from '../graphql/connection';

export const SCORE_TYPES = ['POINT_COUNT'] as const;
export const OWNER_TYPES = ['USER', 'TEAM'] as const;

/** The key formats `scorePeriodKeys` makes: 2026-W48, 2026-11, 2026. */
const PERIOD_KEY: Record<ScorePeriod, RegExp> = {
  WEEK: /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/u,
  MONTH: /^\d{4}-(0[1-9]|1[0-2])$/u,
  YEAR: /^\d{4}$/u,
};

/** Geohash base-32 (no a, i, l, o), up to the 12 characters a geohash ever has. */
const GEOHASH_PREFIX = /^[0-9b-hjkmnp-z]{0,12}$/u;

function optionalChoice<const TOptions extends readonly string[]>(options: TOptions) {
  return v.pipe(
    optionalText(),
    v.check(
      (value): boolean => value === null || options.includes(value),
      FieldErrorCode.OUT_OF_RANGE,
    ),
  );
}

const scoreArgsSchema = v.object({
  period: requiredChoice(SCORE_PERIODS),
  currentPeriod: optionalText(),
  state: optionalChoice(VISIBILITIES),
  scoreType: optionalChoice(SCORE_TYPES),
  leagueId: optionalText(),
  ownerType: optionalChoice(OWNER_TYPES),
  gameGeoHash: v.pipe(
    optionalText(),
    v.check(
      (value) => value === null || GEOHASH_PREFIX.test(value.toLowerCase()),
      FieldErrorCode.OUT_OF_RANGE,
    ),
  ),
});

export interface ScoreArgs extends PageArgs {
  period?: string | null;
  currentPeriod?: string | null;
  state?: string | null;
  scoreType?: string | null;
  gameGeoHash?: string | null;
  leagueId?: string | null;
  ownerType?: string | null;
}

export interface ParsedScoreArgs extends ScoreFilter {
  /** The state asked for, or null when none was. */
  state: 'PUBLIC' | 'PRIVATE' | null;
  descending: boolean;
}

export function parseScoreArgs(args: ScoreArgs, now: Date): ParsedScoreArgs {
  const parsed = parseArgs(scoreArgsSchema, { ...args });
  const period = parsed.period;
  const currentPeriod = parsed.currentPeriod ?? scorePeriodKey(period, now);
  if (!PERIOD_KEY[period].test(currentPeriod)) {
    throw fieldRefusal('currentPeriod', FieldErrorCode.OUT_OF_RANGE);
  }
  return {
    period,
    currentPeriod,
    state: parsed.state as ParsedScoreArgs['state'],
    scoreType: parsed.scoreType ?? 'POINT_COUNT',
    leagueId: parsed.leagueId ?? 'NONE',
    ownerType: parsed.ownerType ?? 'USER',
    geoHashPrefix: parsed.gameGeoHash?.toLowerCase() ?? '',
    descending: args.sortDirection !== 'ASC',
  };
}
