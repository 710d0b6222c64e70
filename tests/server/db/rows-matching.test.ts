import { describe, expect, it } from 'vitest';
import { rowMatching, rowsMatching } from '../../../server/db/rows-matching';
import { users } from '../../../server/db/schema/users';
import { createTestDatabase } from '../support/test-database';

describe('rowMatching and rowsMatching', () => {
  it(
    'read the rows whose columns hold the values, and refuse a read that would match every row',
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase();
      try {
        await database.db.insert(users).values([
          {
            id: '00000000-0000-4000-8000-000000000001',
            email: 'kari@example.com',
            name: 'Kari',
            passwordHash: 'x',
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            email: 'ola@example.com',
            name: 'Ola',
            passwordHash: 'x',
            nickname: 'ola',
          },
        ]);
        expect((await rowMatching(database.db, users, { name: 'Ola' }))?.email).toBe(
          'ola@example.com',
        );
        expect(
          (await rowsMatching(database.db, users, { nickname: null })).map((row) => row.name),
        ).toEqual(['Kari']);
        expect(await rowMatching(database.db, users, { name: 'Nobody' })).toBeUndefined();
        await expect(rowsMatching(database.db, users, {})).rejects.toThrow('no column to match');
        await expect(rowMatching(database.db, users, { name: undefined })).rejects.toThrow(
          'no value to match for name',
        );
      } finally {
        await database.close();
      }
    },
  );
});
