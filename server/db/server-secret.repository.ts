/**
 * Secrets every server copy on one database must share (`server_secrets`): made by whichever copy
 * needs one first; the others read that one. `readOrCreate` inserts the candidate only when the
 * name is free and answers the stored value, so copies racing at start agree.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { serverSecrets } from './schema/play';

export interface ServerSecretRepository {
  readOrCreate(name: string, candidate: () => string | Promise<string>): Promise<string>;
}

export function createServerSecretRepository(db: Db): ServerSecretRepository {
  const read = async (name: string) =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value;
  return {
    async readOrCreate(name, candidate) {
      const stored = await read(name);
      if (stored !== undefined) return stored;
      await db
        .insert(serverSecrets)
        .values({ name, value: await candidate() })
        .onConflictDoNothing();
      const value = await read(name);
      if (value === undefined) throw new Error(`the server secret ${name} could not be stored`);
      return value;
    },
  };
}
