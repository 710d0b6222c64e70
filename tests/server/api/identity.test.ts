/**
 * One identity per account, against the real server on PGlite and PostgreSQL: nicknames are
 * unique without regard to case and surrounding spaces (at sign-up and when changed), public
 * points need one, the first choice of who sees the points keeps them, a nickname change shows in
 * the player's teams and rankings at once, and the rename notice of migration 0011 is read and
 * cleared through GetUser and UpdateUserAttributes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/users';
import { EMBEDDED_CLIENT_ID } from '../../../server/http/client-config';
import { DATABASE_KINDS, type ApiUser } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';
import {
  arrangeCodeGameIn,
  newAreaPrefixes,
  scoreThenCancel,
  setPublishResults,
} from '../support/play-world';

/** 12:00 on Wednesday 25 November 2026 in Oslo (2026-W48). */
const NOW = Date.parse('2026-11-25T11:00:00.000Z');
const WEEK = '2026-W48';

interface PoolAnswer {
  status: number;
  body: { __type?: string; UserAttributes?: { Name: string; Value: string }[] };
}

describe.each(DATABASE_KINDS)('identity (%s)', (kind) => {
  const api = apiBeforeAll(kind, { now: NOW });
  const editor = userBeforeAll(api, 'editor');
  let serial = 0;
  /** A fresh player with a nickname unique in this run. */
  const player = () => api.user('player', `Id${kind}${(serial += 1)}`);
  const nextArea = newAreaPrefixes();

  async function pool(action: string, body: object): Promise<PoolAnswer> {
    const response = await fetch(`${api.url}/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as PoolAnswer['body'] };
  }

  const update = (user: ApiUser, attributes: Record<string, string>) =>
    pool('UpdateUserAttributes', {
      AccessToken: user.accessToken,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    });

  const attributesOf = async (user: ApiUser) =>
    Object.fromEntries(
      ((await pool('GetUser', { AccessToken: user.accessToken })).body.UserAttributes ?? []).map(
        (a) => [a.Name, a.Value],
      ),
    );

  /** A player (not chosen yet, so private) who punched controls worth 2 and 3 this week. */
  async function privateScorer(): Promise<{ player: ApiUser; prefix: string }> {
    const scorer = await player();
    await setPublishResults(api.database.db, scorer.sub, null);
    const prefix = nextArea();
    const game = await arrangeCodeGameIn(api.database.db, editor.sub, prefix, [2, 3]);
    await scoreThenCancel(api.database.db, scorer, game, [0, 1], {
      startedAt: new Date(NOW - 3_600_000),
    });
    return { player: scorer, prefix };
  }

  const ranking = async (user: ApiUser, prefix: string) => {
    const answer = await user.gql<{
      listGameScoreRanking: { items: { owner: string; score: number; ownerNickName: string }[] };
    }>(
      `query ($g: String) { listGameScoreRanking(period: "WEEK", currentPeriod: "${WEEK}",
        state: "PUBLIC", gameGeoHash: $g) { items { owner score ownerNickName } } }`,
      { g: prefix },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.listGameScoreRanking.items ?? [];
  };

  describe('unique nicknames', () => {
    it('refuses a nickname another account holds, in any case or spacing', async () => {
      const [first, second] = [await player(), await player()];
      for (const clash of [first.nickname, first.nickname.toUpperCase(), `  ${first.nickname} `]) {
        const answer = await update(second, { nickname: clash });
        expect(answer.status).toBe(400);
        expect(answer.body.__type).toBe('NicknameExistsException');
      }
      expect((await attributesOf(second)).nickname).toBe(second.nickname);
    });

    it('lets the holder change the case of their own nickname', async () => {
      const holder = await player();
      const shouted = holder.nickname.toUpperCase();
      expect((await update(holder, { nickname: shouted })).status).toBe(200);
      expect((await attributesOf(holder)).nickname).toBe(shouted);
    });

    it('refuses a taken nickname at sign-up', async () => {
      const holder = await player();
      const answer = await pool('SignUp', {
        ClientId: EMBEDDED_CLIENT_ID,
        Username: `new-${holder.sub.slice(0, 8)}@example.com`,
        Password: 'Orienteering1',
        UserAttributes: [
          { Name: 'name', Value: 'New Player' },
          { Name: 'nickname', Value: ` ${holder.nickname.toLowerCase()}` },
        ],
      });
      expect(answer.body.__type).toBe('NicknameExistsException');
    });

    it('needs a nickname before public points', async () => {
      const nameless = await player();
      await api.database.db
        .update(users)
        .set({ nickname: null, publishResults: null })
        .where(eq(users.id, nameless.sub));
      const answer = await update(nameless, { 'custom:publishResults': 'true' });
      expect(answer.body.__type).toBe('NicknameRequiredException');
      expect((await update(nameless, { 'custom:publishResults': 'false' })).status).toBe(200);
    });
  });

  describe('the first choice of who sees the points', () => {
    it('keeps the points when Public is chosen first, and puts the player on the ranking', async () => {
      const { player: scorer, prefix } = await privateScorer();
      expect(await ranking(scorer, prefix)).toEqual([]);
      expect((await update(scorer, { 'custom:publishResults': 'true' })).status).toBe(200);
      expect(await ranking(scorer, prefix)).toEqual([
        { owner: scorer.sub, score: 5, ownerNickName: scorer.nickname },
      ]);
      const own = await scorer.gql<{
        listGameScoreByOwner: { items: { state: string; score: number }[] };
      }>(
        `{ listGameScoreByOwner(period: "WEEK", currentPeriod: "${WEEK}") { items { state score } } }`,
      );
      expect(own.data?.listGameScoreByOwner.items).toEqual([{ state: 'PUBLIC', score: 5 }]);
    });

    it('keeps the points private when Private is chosen first', async () => {
      const { player: scorer } = await privateScorer();
      expect((await update(scorer, { 'custom:publishResults': 'false' })).status).toBe(200);
      const own = await scorer.gql<{
        listGameScoreByOwner: { items: { state: string; score: number }[] };
      }>(
        `{ listGameScoreByOwner(period: "WEEK", currentPeriod: "${WEEK}", state: "PRIVATE") {
          items { state score } } }`,
      );
      expect(own.data?.listGameScoreByOwner.items).toEqual([{ state: 'PRIVATE', score: 5 }]);
    });
  });

  describe('a nickname change', () => {
    it("shows at once in the player's team and ranking rows, and finds them by the new one", async () => {
      const { player: scorer, prefix } = await privateScorer();
      await update(scorer, { 'custom:publishResults': 'true' });
      const owner = await player();
      await owner.gql('mutation ($t: String!) { createNewTeam(teamName: $t) { nextToken } }', {
        t: `Follow ${kind}`,
      });
      await scorer.gql(
        'mutation ($t: String!) { requestTeamMembership(teamName: $t) { nextToken } }',
        {
          t: `Follow ${kind}`,
        },
      );
      const renamed = `Renamed ${kind} ${serial}`;
      expect((await update(scorer, { nickname: renamed })).status).toBe(200);

      const team = await owner.gql<{
        getTeamDetails: { items: { userNickName: string; state: string }[] };
      }>(
        'query ($t: String!) { getTeamDetails(teamName: $t, teamState: "ACTIVE") { items { userNickName state } } }',
        { t: `Follow ${kind}` },
      );
      expect(team.data?.getTeamDetails.items.map((r) => r.userNickName).sort()).toEqual(
        [owner.nickname, renamed].sort(),
      );
      expect((await ranking(owner, prefix)).map((row) => row.ownerNickName)).toEqual([renamed]);
      // The seed's userNickName arguments find the account by its new nickname, in any case.
      const accepted = await owner.gql<{
        setTeamMemberState: { items: { userNickName: string; state: string }[] };
      }>(
        `mutation ($t: String!, $n: String!) { setTeamMemberState(teamName: $t, userNickName: $n,
          state: "ACTIVE") { items { userNickName state } } }`,
        { t: `Follow ${kind}`, n: renamed.toLowerCase() },
      );
      expect(accepted.errors).toBeUndefined();
      expect(accepted.data?.setTeamMemberState.items).toContainEqual({
        userNickName: renamed,
        state: 'ACTIVE',
      });
      // Neither split nor merged: still one relation per account.
      expect(accepted.data?.setTeamMemberState.items).toHaveLength(2);
    });
  });

  describe('the rename notice', () => {
    it('is an attribute of GetUser until the player clears it', async () => {
      const renamed = await player();
      await api.database.db
        .update(users)
        .set({ nicknameRenamedFrom: 'Twin' })
        .where(eq(users.id, renamed.sub));
      expect((await attributesOf(renamed))['custom:nicknameRenamedFrom']).toBe('Twin');
      expect((await update(renamed, { 'custom:nicknameRenamedFrom': 'x' })).body.__type).toBe(
        'InvalidParameterException',
      );
      expect((await update(renamed, { 'custom:nicknameRenamedFrom': '' })).status).toBe(200);
      expect(await attributesOf(renamed)).not.toHaveProperty('custom:nicknameRenamedFrom');
    });
  });
});
