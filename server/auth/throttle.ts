/**
 * Slows down guessing without locking the owner out for good: wrong passwords and codes are
 * counted per account and per client address in a sliding window kept in the database (several
 * server copies share it). Over the limit, the request is refused before the password or code is
 * even looked at; once the oldest failure leaves the window, attempts are allowed again. A
 * successful sign-in or code clears the account's count (not the address's, so one valid account
 * cannot launder an attacker's address). Code mails are limited the same way so nobody can flood
 * an inbox.
 */
import type { AuthAttemptRepository } from './auth-attempt.repository';
import type { Clock } from './clock';
import { UserPoolError } from './user-pool-error';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

export const THROTTLE_RULES = {
  /** Wrong passwords and codes for one account. */
  account: { limit: 5, windowMs: 15 * MINUTE_MS },
  /** Wrong passwords and codes from one address, over all accounts. */
  address: { limit: 20, windowMs: 15 * MINUTE_MS },
  /** Code mails (sign-up, resend, password reset) to one account. */
  mail: { limit: 5, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

export interface Throttle {
  /** Refuses (LimitExceeded / TooManyRequests) when the account or the address is over. */
  assertMayTry(email: string, address: string): Promise<void>;
  recordFailure(email: string, address: string): Promise<void>;
  clearAccount(email: string): Promise<void>;
  /** Refuses (LimitExceeded) another code mail when the account had its share; else counts it. */
  takeMailAllowance(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const mailKey = (email: string) => `mail:${email.trim().toLowerCase()}`;

export function createThrottle(
  attempts: AuthAttemptRepository,
  clock: Clock,
  rules: typeof THROTTLE_RULES = THROTTLE_RULES,
): Throttle {
  const isOver = async (key: string, rule: ThrottleRule) =>
    (await attempts.countSince(key, new Date(clock() - rule.windowMs))) >= rule.limit;
  const record = async (key: string, rule: ThrottleRule) => {
    const now = clock();
    await attempts.record(key, new Date(now));
    await attempts.prune(key, new Date(now - rule.windowMs));
  };
  const attemptLimit = () =>
    new UserPoolError(
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
  return {
    async assertMayTry(email, address) {
      if (await isOver(accountKey(email), rules.account)) throw attemptLimit();
      if (await isOver(addressKey(address), rules.address)) {
        throw new UserPoolError(
          'TooManyRequestsException',
          'Too many failed attempts from this address, please try after some time.',
        );
      }
    },
    async recordFailure(email, address) {
      await record(accountKey(email), rules.account);
      await record(addressKey(address), rules.address);
    },
    clearAccount: (email) => attempts.clear(accountKey(email)),
    async takeMailAllowance(email) {
      if (await isOver(mailKey(email), rules.mail)) throw attemptLimit();
      await record(mailKey(email), rules.mail);
    },
  };
}
