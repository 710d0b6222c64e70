/**
 * The demo accounts: an Admin, an Editor (who owns the demo world) and a player, confirmed, with
 * nicknames and public results. Passwords are random, made at seeding and printed on the server
 * log of that start only (they are never stored in clear); a lost one is reset through the
 * forgotten-password flow, whose code the dev outbox shows.
 */
import { hash } from '@node-rs/argon2';
import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_GROUP, EDITOR_GROUP } from '../../src/domain/user-attributes';
import type { users } from '../db/schema/users';

export interface DemoAccount {
  email: string;
  name: string;
  nickname: string;
  groups: string[];
}

export const DEMO_ADMIN: DemoAccount = {
  email: 'admin@demo.map-game.invalid',
  name: 'Demo Admin',
  nickname: 'DemoAdmin',
  groups: [ADMIN_GROUP],
};
export const DEMO_EDITOR: DemoAccount = {
  email: 'editor@demo.map-game.invalid',
  name: 'Demo Editor',
  nickname: 'DemoEditor',
  groups: [EDITOR_GROUP],
};
export const DEMO_PLAYER: DemoAccount = {
  email: 'player@demo.map-game.invalid',
  name: 'Demo Player',
  nickname: 'DemoPlayer',
  groups: [],
};
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ADMIN, DEMO_EDITOR, DEMO_PLAYER];

/**
 * A random password that meets the pool's policy (8+ characters, upper and lower case): "Demo-"
 * and 12 base64url characters (72 random bits).
 */
export function randomDemoPassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}`;
}

export interface DemoAccountRow {
  account: DemoAccount;
  password: string;
  row: typeof users.$inferInsert;
}

/** The users rows of the demo accounts, each with its password (argon2id hash in the row). */
export async function demoAccountRows(
  now: Date,
  makePassword: () => string = randomDemoPassword,
): Promise<DemoAccountRow[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const password = makePassword();
      return {
        account,
        password,
        row: {
          id: randomUUID(),
          email: account.email,
          name: account.name,
          nickname: account.nickname,
          passwordHash: await hash(password),
          confirmed: true,
          groups: account.groups,
          // Stored as the domain's visibility; the wire's custom:publishResults shows it as "true".
          publishResults: 'PUBLIC',
          createdAt: now,
          updatedAt: now,
        },
      };
    }),
  );
}
