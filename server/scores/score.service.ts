/**
 * What an accepted punch is worth: the control's points added to the player's score for the
 * week, month and year of the punch (the domain's Europe/Oslo periods) in the game's area, and to
 * the team the player is ACTIVE in. Called inside the punch's transaction, so a punch and its
 * points are stored together or not at all.
 */
import { SCORE_PERIODS, scorePeriodKeys } from '../../src/domain/score-period';
import type { AuthenticatedUser } from '../auth/token-verifier';
import type { Db } from '../db/database';
import { createGameScoreRepository, type ScoreAddition } from './game-score.repository';
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
  points: number;
  punchedAt: Date;
  /** The game definition's start geohash (full precision; rankings filter by its prefix). */
  gameGeoHash: string;
  /** The server's clock. */
  now: Date;
}

export async function addPunchScore(db: Db, punch: PunchScore): Promise<void> {
  const keys = scorePeriodKeys(punch.punchedAt);
  const rowsFor = (
    owner: Pick<ScoreAddition, 'ownerType' | 'owner' | 'ownerNickName' | 'state'>,
  ): ScoreAddition[] =>
    SCORE_PERIODS.map((period) => ({
      ...owner,
      period,
      currentPeriod: keys[period],
      gameGeoHash: punch.gameGeoHash,
      points: punch.points,
    }));
  const additions = rowsFor({
    ownerType: OwnerType.USER,
    owner: punch.user.sub,
    ownerNickName: punch.user.nickname ?? null,
    state: scoreStateOf(punch.user),
  });
  const teamScoring = createTeamScoringRepository(db);
  const team = await teamScoring.activeTeamOf(punch.user.sub);
  if (team) {
    // A team's score is always public (seed: "always PUBLIC for TEAM").
    additions.push(
      ...rowsFor({
        ownerType: OwnerType.TEAM,
        owner: team.teamName,
        ownerNickName: team.teamName,
        state: 'PUBLIC',
      }),
    );
    await teamScoring.touch(team, punch.user.sub, punch.punchedAt);
  }
  await createGameScoreRepository(db).add(additions, punch.now);
}
