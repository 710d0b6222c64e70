/**
 * The score screen's selections as validated search parameters, so a reload or a shared link
 * keeps them: `period` (week, month, year; default week), `owners` (users or teams; default
 * users) and `area` (a precision-4 geohash; absent for the whole map). Anything else reads as the
 * default rather than an error.
 */
import * as v from 'valibot';
import type { ScoreOwnerType } from '../../api/score-api';
import { MAP_SEARCH_GEOHASH_PRECISION } from '../../domain/geohash-precision';
import type { ScorePeriod } from '../../domain/score-period';

export const PERIOD_PARAMS = ['week', 'month', 'year'] as const;
export type PeriodParam = (typeof PERIOD_PARAMS)[number];

export const OWNER_PARAMS = ['users', 'teams'] as const;
export type OwnerParam = (typeof OWNER_PARAMS)[number];

/** A geohash cell of the map area search's precision (base-32 without a, i, l, o). */
export const AREA_PATTERN = new RegExp(`^[0-9b-hjkmnp-z]{${MAP_SEARCH_GEOHASH_PRECISION}}$`, 'u');

/** Absent (or unknown) choices stay out of the URL: the screen reads them as the defaults. */
export const scoreSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(PERIOD_PARAMS)), undefined),
  owners: v.fallback(v.optional(v.picklist(OWNER_PARAMS)), undefined),
  area: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.toLowerCase(),
        v.check((value) => AREA_PATTERN.test(value)),
      ),
    ),
    undefined,
  ),
});

export type ScoreSearch = v.InferOutput<typeof scoreSearchSchema>;

export const PERIOD_OF_PARAM: Record<PeriodParam, ScorePeriod> = {
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

export const OWNER_TYPE_OF_PARAM: Record<OwnerParam, ScoreOwnerType> = {
  users: 'USER',
  teams: 'TEAM',
};

export const DEFAULT_PERIOD: PeriodParam = 'week';
export const DEFAULT_OWNERS: OwnerParam = 'users';
