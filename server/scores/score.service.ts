/**
 * What an accepted punch is worth: the control's points added to the player's score for the
 * week, month and year of the punch (the domain's Europe/Oslo periods) in the game's area, and to
 * the team the player is ACTIVE in, each only where the control has not been counted for that
 * owner in that period yet (the domain's points rule, src/domain/score-claims.ts: replaying or
 * restarting a game scores nothing new). Called inside the punch's transaction, so a punch, its
 * claims and its points are stored together or not at all.
 */
import {
  punchScoreClaims,
  scoreClaimKey,
  scoringClaims,
  type ScoreOwner,
} from '../../src/domain/score-claims';
import type { AuthenticatedUser } from '../auth/token-verifier';
import type { Db } from '../db/database';
import { createGameScoreRepository, type ScoreAddition } from './game-score.repository';
import { createScoreClaimRepository } from './score-claim.repository';
import { createTeamScoringRepository } from './team-scoring.repository';

export const OwnerType = { USER: 'USER', TEAM: 'TEAM' } as const;

/**
 * Where a player's points are shown: PUBLIC only when they chose so. A user who has not chosen
 * (publishResults null) is PRIVATE, because publishing is the user's choice (seed section 1) and
 * nobody has agreed to it by default.
 */
export function scoreStateOf(
  user: Pick<AuthenticatedUser, 'publishResults'>,
): 'PUBLIC' | 'PRIVATE' {
  return user.publishResults === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
}

export interface PunchScore {
  user: Pick<AuthenticatedUser, 'sub' | 'nickname' | 'publishResults'>;
  /** The accepted punch (its id) and the control it punched. */
  controlVisitId: string;
  controlId: string;
  points: number;
  punchedAt: Date;
  /** The game definition's start geohash (full precision; rankings filter by its prefix). */
  gameGeoHash: string;
  /** The server's clock. */
  now: Date;
}

/** How a score owner's rows are shown: their nickname and state. */
type OwnerRows = Pick<ScoreAddition, 'ownerNickName' | 'state'>;

export async function addPunchScore(db: Db, punch: PunchScore): Promise<void> {
  const player: ScoreOwner = { ownerType: OwnerType.USER, owner: punch.user.sub };
  const shown = new Map<string, OwnerRows>([
    [
      JSON.stringify([player.ownerType, player.owner]),
      { ownerNickName: punch.user.nickname ?? null, state: scoreStateOf(punch.user) },
    ],
  ]);
  const owners: ScoreOwner[] = [player];
  const teamScoring = createTeamScoringRepository(db);
  const team = await teamScoring.activeTeamOf(punch.user.sub);
  if (team) {
    const teamOwner: ScoreOwner = { ownerType: OwnerType.TEAM, owner: team.teamName };
    owners.push(teamOwner);
    // A team's score is always public (seed: "always PUBLIC for TEAM").
    shown.set(JSON.stringify([teamOwner.ownerType, teamOwner.owner]), {
      ownerNickName: team.teamName,
      state: 'PUBLIC',
    });
    await teamScoring.touch(team, punch.user.sub, punch.punchedAt);
  }

  const claims = punchScoreClaims({
    controlId: punch.controlId,
    points: punch.points,
    punchedAt: punch.punchedAt,
    owners,
  });
  const claimed = await createScoreClaimRepository(db).claim(
    claims,
    {
      controlVisitId: punch.controlVisitId,
      punchedAt: punch.punchedAt,
      gameGeoHash: punch.gameGeoHash,
    },
    punch.now,
  );
  const claimedBefore = new Set(claims.map(scoreClaimKey).filter((key) => !claimed.has(key)));
  const additions = scoringClaims(claims, claimedBefore).flatMap((claim): ScoreAddition[] => {
    const rows = shown.get(JSON.stringify([claim.ownerType, claim.owner]));
    if (!rows) return [];
    return [
      {
        ownerType: claim.ownerType,
        owner: claim.owner,
        ...rows,
        period: claim.period,
        currentPeriod: claim.periodKey,
        gameGeoHash: punch.gameGeoHash,
        points: claim.points,
      },
    ];
  });
  await createGameScoreRepository(db).add(additions, punch.now);
}
