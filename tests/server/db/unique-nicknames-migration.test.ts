/**
 * Migration 0011 on an embedded database holding nicknames shared in other cases or spacing: the
 * oldest account keeps its nickname, each later one gets the first free suffix (" 2", " 3", ...,
 * past one already taken), its team relations and score rows follow, it is flagged to be told at
 * next sign-in, and from then on the unique index refuses a clash in any case or spacing.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameScores, teamRelations } from '../../../server/db/schema/play';
import { users } from '../../../server/db/schema/users';
import { migratedBeforeAll } from '../support/migrations-before';

/** Ids in the order the accounts were made (the oldest keeps a shared nickname). */
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('migration 0011: unique nicknames', () => {
  const db = migratedBeforeAll('0011_unique_nicknames', async (db) => {
    // Raw rows: the schema of this build has columns the old database does not.
    const accounts: [number, string | null][] = [
      [1, 'Fox'],
      [2, 'fox '],
      [3, 'FOX'],
      [4, 'Fox 2'],
      [5, '   '],
      [6, 'Hare'],
    ];
    for (const [n, nickname] of accounts) {
      await db.execute(sql`insert into users (id, email, name, nickname, password_hash, created_at)
        values (${ID(n)}, ${`u${n}@example.com`}, 'U', ${nickname}, 'x',
          ${new Date(Date.UTC(2026, 0, n)).toISOString()})`);
    }
    await db.execute(sql`insert into team_relations (team_name_key, user_sub, user_nick_name, state)
      values ('foxes', ${ID(2)}, 'fox ', 'ACTIVE')`);
    await db.execute(sql`insert into game_scores (owner_type, owner, period, current_period,
        game_geo_hash, state, owner_nick_name, score)
      values ('USER', ${ID(3)}, 'WEEK', '2026-W48', 'u4pr', 'PUBLIC', 'FOX', 7)`);
  });

  it('keeps the oldest, suffixes the others past a taken suffix, and flags them', async () => {
    const rows = await db
      .select({ id: users.id, nickname: users.nickname, from: users.nicknameRenamedFrom })
      .from(users)
      .orderBy(asc(users.createdAt));
    expect(rows.map((row) => [row.nickname, row.from])).toEqual([
      ['Fox', null],
      ['fox 3', 'fox'],
      ['FOX 4', 'FOX'],
      ['Fox 2', null],
      [null, null],
      ['Hare', null],
    ]);
  });

  it("renames the suffixed accounts' team relations and score rows", async () => {
    const [relation] = await db
      .select()
      .from(teamRelations)
      .where(eq(teamRelations.userSub, ID(2)));
    expect(relation?.userNickName).toBe('fox 3');
    const [score] = await db
      .select()
      .from(gameScores)
      .where(eq(gameScores.owner, ID(3)));
    expect(score?.ownerNickName).toBe('FOX 4');
  });

  it('refuses a nickname held in another case or spacing from then on', async () => {
    await expect(
      db.execute(sql`update users set nickname = ' hare' where id = ${ID(1)}`),
    ).rejects.toThrow();
  });
});
