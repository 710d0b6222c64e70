/**
 * Slows down guessing without locking the owner out for good: wrong passwords and codes are
 * counted per account and per client address in a sliding window kept in the database (several
 * server copies share it). Each try is counted BEFORE the password or code is looked at, by
 * claiming one of the key's limited slots in one statement, so concurrent guesses cannot all slip
 * through while the first ones are still being checked; over the limit, the request is refused
 * without a check. A try that turns out right gives its slots back. Once the oldest failure leaves
 * the window, tries are allowed again. A successful sign-in or code also clears the account's
 * earlier failures (not the address's, so one valid account cannot launder an attacker's address).
 * Code mails are limited per e-mail address the same way, whether or not it has an account.
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
  /** Code mails (sign-up, resend, password reset) to one e-mail address. */
  mail: { limit: 5, windowMs: 60 * MINUTE_MS },
  /**
   * Codes asked for again (resend, password reset) from one client address, over all e-mail
   * addresses: nobody sprays them over thousands of inboxes (or times the answers in bulk).
   */
  mailFromAddress: { limit: 30, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, ThrottleRule>;

/** One counted try, from before its check until the check's outcome is known. */
export interface ThrottleTry {
  /** The check passed: the try does not count, and the account's earlier failures are forgotten. */
  succeeded(): Promise<void>;
  /** The try was not a guess after all (an expired code, a reset account): it does not count. */
  discard(): Promise<void>;
}

export interface Throttle {
  /**
   * Counts a try against the account and the address before anything is checked; refuses
   * (LimitExceeded for the account, TooManyRequests for the address) when either is full. A try
   * nobody settles stays counted as a failure.
   */
  beginTry(email: string, address: string): Promise<ThrottleTry>;
  /**
   * Refuses another code mail (LimitExceeded) when the e-mail address had its share, or
   * (TooManyRequests) when the client `address`, if given, had its share; else counts it.
   */
  takeMailAllowance(email: string, address?: string): Promise<void>;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalEmail(email)}`;
const addressKey = (address: string) => `address:${address}`;
const mailKey = (email: string) => `mail:${normalEmail(email)}`;
const mailFromKey = (address: string) => `mail-from:${address}`;

const tooManyFromAddress = () =>
  new UserPoolError(
    'TooManyRequestsException',
    'Too many requests from this address, please try after some time.',
  );

/** How often one server copy sweeps events that no window reaches any more. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;

export const attemptLimitExceeded = () =>
  new UserPoolError(
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
  );

export function createThrottle(
  attempts: AuthAttemptRepository,
  clock: Clock,
  rules: typeof THROTTLE_RULES = THROTTLE_RULES,
): Throttle {
  const longestWindowMs = Math.max(...Object.values(rules).map((rule) => rule.windowMs));
  let sweptAt = Number.NEGATIVE_INFINITY;
  const take = async (key: string, rule: ThrottleRule) => {
    const now = clock();
    // Keys nobody tries again (addresses, mistyped e-mails) would otherwise keep their rows.
    if (Math.abs(now - sweptAt) >= SWEEP_EVERY_MS) {
      sweptAt = now;
      await attempts.sweep(new Date(now - longestWindowMs));
    }
    const at = new Date(now);
    const id = await attempts.take(key, rule.limit, new Date(now - rule.windowMs), at);
    return id === undefined ? undefined : { id, at };
  };
  return {
    async beginTry(email, address) {
      const account = await take(accountKey(email), rules.account);
      if (!account) throw attemptLimitExceeded();
      const fromAddress = await take(addressKey(address), rules.address);
      if (!fromAddress) {
        await attempts.release(account.id, account.at);
        throw tooManyFromAddress();
      }
      return {
        async succeeded() {
          await attempts.clear(accountKey(email));
          await attempts.release(fromAddress.id, fromAddress.at);
        },
        async discard() {
          await attempts.release(account.id, account.at);
          await attempts.release(fromAddress.id, fromAddress.at);
        },
      };
    },
    async takeMailAllowance(email, address) {
      const mail = await take(mailKey(email), rules.mail);
      if (!mail) throw attemptLimitExceeded();
      if (address !== undefined && !(await take(mailFromKey(address), rules.mailFromAddress))) {
        await attempts.release(mail.id, mail.at);
        throw tooManyFromAddress();
      }
    },
  };
}
