/**
 * Password hashing with argon2id (the @node-rs/argon2 defaults are argon2id, 19 MiB, 2 passes,
 * OWASP's recommendation; about 10 ms a hash here). The PHC string keeps its own parameters, so
 * stronger settings later still verify old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `passwordHash`; false for a malformed hash, never a throw. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without an account, so "no such user" and "wrong
   * password" take equally long and the timing does not tell which e-mails have accounts.
   */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(): PasswordHasher {
  let decoy: Promise<string> | undefined;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password),
    verify: check,
    async verifyNothing(password) {
      decoy ??= hash('decoy password that no account has');
      await check(await decoy, password);
    },
  };
}
