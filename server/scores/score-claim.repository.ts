/**
 * SQL of the `score_claims` table: which controls have had their points counted for which owner
 * and score period (the rule: src/domain/score-claims.ts). Claiming is one insert that skips the
 * claims already there; the primary key decides, so of two punches claiming the same control at
 * once only one gets it (the second waits for the first to commit).
 */
import { and, eq } from 'drizzle-orm';
import { scoreClaimKey, type ScoreClaim } from '../../src/domain/score-claims';
import type { Db } from '../db/database';
import { scoreClaims } from '../db/schema/score-claims';

/** Where a punch's claims came from: the punch, its time, the game area its points go to. */
export interface ClaimSource {
  controlVisitId: string;
  punchedAt: Date;
  gameGeoHash: string;
}

export function createScoreClaimRepository(db: Db) {
  return {
    /** Inserts the claims not made before; the keys (scoreClaimKey) of those it inserted. */
    async claim(
      claims: readonly ScoreClaim[],
      source: ClaimSource,
      at: Date,
    ): Promise<Set<string>> {
      if (claims.length === 0) return new Set();
      const inserted = await db
        .insert(scoreClaims)
        .values(
          claims.map((claim) => ({
            ownerType: claim.ownerType,
            owner: claim.owner,
            period: claim.period,
            currentPeriod: claim.periodKey,
            controlId: claim.controlId,
            points: claim.points,
            gameGeoHash: source.gameGeoHash,
            controlVisitId: source.controlVisitId,
            punchedAt: source.punchedAt,
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({
          ownerType: scoreClaims.ownerType,
          owner: scoreClaims.owner,
          period: scoreClaims.period,
          periodKey: scoreClaims.currentPeriod,
          controlId: scoreClaims.controlId,
        });
      return new Set(inserted.map((row) => scoreClaimKey(row as Omit<ScoreClaim, 'points'>)));
    },

    /** A statement deleting every USER claim of `owner` (to run beside their scores' deletion). */
    deleteUserClaims(owner: string) {
      return db
        .delete(scoreClaims)
        .where(and(eq(scoreClaims.ownerType, 'USER'), eq(scoreClaims.owner, owner)));
    },
  };
}
