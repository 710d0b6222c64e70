/**
 * Seeds the demo world on an empty database (no game definitions and no users): the demo
 * accounts, the demo map and the two demo games, in one transaction, so a start either seeds all
 * of it or nothing. A database that has any game or any user gets no new rows, so a second start
 * (or a real deployment) seeds nothing; only a demo map seeded before image sizes were stored
 * gets its size.
 */
import { EDITOR_GROUP } from '../../src/domain/user-attributes';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { demoAccountRows, randomDemoPassword, type DemoAccount } from './demo-accounts';
import { createDemoSeedRepository } from './demo-seed.repository';
import { demoWorldRows } from './demo-world';

export interface DemoCredentials extends DemoAccount {
  password: string;
}

export interface DemoSeedResult {
  seeded: boolean;
  /** The accounts made now with their passwords (empty when nothing was seeded). */
  accounts: DemoCredentials[];
}

export interface DemoSeedOptions {
  now?: Date;
  makePassword?: () => string;
}

export async function seedDemoWorld(
  db: Db,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  // Hashing (argon2id) is slow on purpose: done before the transaction, not inside it.
  const accounts = await demoAccountRows(now, options.makePassword ?? randomDemoPassword);
  const editor = accounts.find((account) => account.account.groups.includes(EDITOR_GROUP));
  if (!editor?.row.id) throw new Error('the demo accounts have no Editor');
  const world = demoWorldRows(editor.row.id, now);
  return db.transaction(async (tx) => {
    const repository = createDemoSeedRepository(tx);
    await repository.lock();
    if (!(await repository.isEmpty())) {
      await repository.fillDemoMapSize(world);
      return { seeded: false, accounts: [] };
    }
    await repository.insertUsers(accounts.map((account) => account.row));
    await repository.insertWorld(world);
    return {
      seeded: true,
      accounts: accounts.map(({ account, password }) => ({ ...account, password })),
    };
  });
}

/** The start's seeding: nothing when the configuration turns the demo off (DEMO=0). */
export function seedDemoWorldIfEnabled(
  config: Pick<ServerConfig, 'demo'>,
  db: Db,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  return config.demo
    ? seedDemoWorld(db, options)
    : Promise.resolve({ seeded: false, accounts: [] });
}

/** The lines the server prints after seeding: each account's role, e-mail and password. */
export function demoSeedLog(result: DemoSeedResult): string[] {
  if (!result.seeded) return [];
  return [
    'Demo world seeded near Arendal (DEMO=0 turns this off). Demo accounts, shown only now:',
    ...result.accounts.map(
      (account) =>
        `  ${(account.groups[0] ?? 'Player').padEnd(6)}  ${account.email}  password: ${account.password}`,
    ),
  ];
}
