/**
 * The points rule: a control's points count once per owner (a player, or a team) per score
 * period (week, month, year; see score-period.ts). A punch claims its control in each period it
 * falls in, for the player and for the team the player scores for; only a claim that nobody made
 * before scores. So replaying or restarting a game adds nothing for controls already counted in
 * a period, a new week (month, year) counts them again, and two members of one team punching the
 * same control in one week score it once for the team and once for each of them.
 *
 * Times come in as arguments; the calendar is the score periods' (Europe/Oslo by default).
 */
import {
  DEFAULT_SCORE_TIME_ZONE,
  SCORE_PERIODS,
  scorePeriodKeys,
  type ScorePeriod,
} from './score-period';

/** Who collects points: a player (their `sub`) or a team (its name, as the scores show it). */
export interface ScoreOwner {
  readonly ownerType: 'USER' | 'TEAM';
  readonly owner: string;
}

/** One control claimed by one owner in one period: its points count once for that. */
export interface ScoreClaim extends ScoreOwner {
  readonly period: ScorePeriod;
  /** The period's key: '2026-W48', '2026-11', '2026'. */
  readonly periodKey: string;
  readonly controlId: string;
  readonly points: number;
}

/** An accepted punch as the points rule sees it. */
export interface ScoredPunch {
  readonly controlId: string;
  readonly points: number;
  readonly punchedAt: Date;
  /** The player, and the team they score for, if any. */
  readonly owners: readonly ScoreOwner[];
}

/** What makes a claim the same claim: owner, period, period key and control (not the points). */
export function scoreClaimKey(claim: Omit<ScoreClaim, 'points'>): string {
  return JSON.stringify([
    claim.ownerType,
    claim.owner,
    claim.period,
    claim.periodKey,
    claim.controlId,
  ]);
}

/**
 * The claims of one punch: one per owner and period, the period keys of `punchedAt` on the
 * calendar of `timeZone`.
 *
 * @example
 * const punch = { controlId: 'c1', points: 5, punchedAt: new Date('2026-11-23T12:00:00Z'),
 *   owners: [{ ownerType: 'USER', owner: 'u1' } as const] };
 * punchScoreClaims(punch).map((claim) => claim.periodKey); // ['2026-W48', '2026-11', '2026']
 */
export function punchScoreClaims(
  punch: ScoredPunch,
  timeZone: string = DEFAULT_SCORE_TIME_ZONE,
): ScoreClaim[] {
  const keys = scorePeriodKeys(punch.punchedAt, timeZone);
  return punch.owners.flatMap((owner) =>
    SCORE_PERIODS.map((period) => ({
      ownerType: owner.ownerType,
      owner: owner.owner,
      period,
      periodKey: keys[period],
      controlId: punch.controlId,
      points: punch.points,
    })),
  );
}

/**
 * The claims that score: those whose key is not among `claimedBefore` (each key once, the first
 * in `claims` winning).
 */
export function scoringClaims(
  claims: readonly ScoreClaim[],
  claimedBefore: ReadonlySet<string>,
): ScoreClaim[] {
  const seen = new Set(claimedBefore);
  return claims.filter((claim) => {
    const key = scoreClaimKey(claim);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The scoring claims of punches taken in the order given (the order the server accepts them),
 * the rule applied punch after punch: what a history of punches is worth.
 */
export function scorePunches(
  punches: readonly ScoredPunch[],
  timeZone: string = DEFAULT_SCORE_TIME_ZONE,
): ScoreClaim[] {
  const claimed = new Set<string>();
  const scoring: ScoreClaim[] = [];
  for (const punch of punches) {
    for (const claim of scoringClaims(punchScoreClaims(punch, timeZone), claimed)) {
      claimed.add(scoreClaimKey(claim));
      scoring.push(claim);
    }
  }
  return scoring;
}

/** Points per owner and period key: `{ 'USER u1 2026-W48': 5, ... }` (for reading a history). */
export function pointsByPeriod(claims: readonly ScoreClaim[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const claim of claims) {
    const key = `${claim.ownerType} ${claim.owner} ${claim.periodKey}`;
    totals[key] = (totals[key] ?? 0) + claim.points;
  }
  return totals;
}
