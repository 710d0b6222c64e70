/**
 * A change of the signed-in user's own profile (UpdateUserAttributes) in one transaction:
 * - a nickname held by another account in any case or spacing is refused
 *   (NicknameExistsException), and a new nickname is shown at once in the user's team relations
 *   and score rows (they are keyed by the account's id; the nickname only names it);
 * - public points need a nickname (NicknameRequiredException), as rankings show players by it;
 * - the first choice of who sees the points (from "not chosen", when they were kept private)
 *   keeps them: the private rows become public. A later change between PUBLIC and PRIVATE resets
 *   the points, which the app does first with `deleteGameScores` after the seed's confirmation.
 * - saving the nickname, or the rename notice's attribute empty, clears that notice.
 */
import type { Db } from '../db/database';
import { createGameScoreRepository } from '../scores/game-score.repository';
import { createTeamRelationRepository } from '../teams/team-relation.repository';
import type { ProfileAttributes } from './profile-attributes';
import { createProfileRepository, isNicknameClash, type ProfileWrite } from './profile.repository';
import { UserPoolError, notAuthorized } from './user-pool-error';

export const nicknameTaken = () =>
  new UserPoolError('NicknameExistsException', 'Another user has this nickname.');

export const nicknameRequired = () =>
  new UserPoolError('NicknameRequiredException', 'Public results need a nickname.');

export async function changeProfile(
  db: Db,
  userId: string,
  profile: ProfileAttributes,
  at: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const profiles = createProfileRepository(tx);
      const user = await profiles.lock(userId);
      if (!user) throw notAuthorized('Access Token has been revoked');
      const changes: ProfileWrite = {};
      if (profile.name !== undefined) changes.name = profile.name;
      const nickname = profile.nickname ?? user.nickname;
      const renamed = profile.nickname !== undefined && profile.nickname !== user.nickname;
      if (profile.nickname !== undefined) {
        if (await profiles.nicknameHeld(profile.nickname, userId)) throw nicknameTaken();
        changes.nickname = profile.nickname;
        changes.nicknameRenamedFrom = null;
      }
      if (profile.nicknameNoticeSeen) changes.nicknameRenamedFrom = null;
      if (profile.publishResults !== undefined) {
        if (profile.publishResults === 'PUBLIC' && !nickname) throw nicknameRequired();
        changes.publishResults = profile.publishResults;
      }
      await profiles.update(userId, changes, at);
      const scores = createGameScoreRepository(tx);
      if (user.publishResults === null && profile.publishResults === 'PUBLIC') {
        await scores.publishUserScores(userId);
      }
      if (renamed && nickname) {
        await scores.renameUser(userId, nickname);
        await createTeamRelationRepository(tx).renameUser(userId, nickname);
      }
    });
  } catch (error) {
    // Another account took the nickname between the check and the write.
    if (isNicknameClash(error)) throw nicknameTaken();
    throw error;
  }
}
