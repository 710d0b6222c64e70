/**
 * Nicknames name people in teams and rankings, so taking another player's nickname would let a
 * stranger be taken for them: the real server refuses it in any case or spacing, and a team move
 * by nickname reaches the account that holds it, never a second account under the same name.
 */
import { describe, expect, it } from 'vitest';
import type { ApiUser } from '../server/support/api-harness';
import { apiBeforeAll } from '../server/support/before-all';
import { callPoolAsSent } from './support/user-pool-call';

describe('nickname impersonation', () => {
  const api = apiBeforeAll('pglite');

  function setNickname(user: ApiUser, nickname: string) {
    return callPoolAsSent(api.url, 'UpdateUserAttributes', {
      AccessToken: user.accessToken,
      UserAttributes: [{ Name: 'nickname', Value: nickname }],
    });
  }

  it("refuses a stranger the team captain's nickname, so the team never shows two of them", async () => {
    const captain = await api.user('player', 'Captain Fox');
    const stranger = await api.user('player', 'Stranger');
    await captain.gql('mutation { createNewTeam(teamName: "Fox Den") { nextToken } }');
    for (const copy of ['Captain Fox', 'captain fox', ' CAPTAIN FOX ']) {
      const answer = await setNickname(stranger, copy);
      expect(answer.status).toBe(400);
      expect(answer.body.__type).toBe('NicknameExistsException');
    }
    // Asking to join under their own name, the stranger cannot pass for the captain.
    await stranger.gql('mutation { requestTeamMembership(teamName: "Fox Den") { nextToken } }');
    const removal = await stranger.gql<{ deleteTeamRelation: unknown }>(
      'mutation { deleteTeamRelation(teamName: "Fox Den", userNickName: "captain fox") { nextToken } }',
    );
    expect(removal.errors?.[0]?.extensions?.code).toBeDefined();
    const team = await captain.gql<{
      getTeamDetails: { items: { userNickName: string; state: string }[] };
    }>(
      '{ getTeamDetails(teamName: "Fox Den", teamState: "ACTIVE") { items { userNickName state } } }',
    );
    expect(team.data?.getTeamDetails.items).toEqual(
      expect.arrayContaining([
        { userNickName: 'Captain Fox', state: 'ACTIVE' },
        { userNickName: 'Stranger', state: 'PENDING_NEW' },
      ]),
    );
    expect(team.data?.getTeamDetails.items).toHaveLength(2);
  });
});
