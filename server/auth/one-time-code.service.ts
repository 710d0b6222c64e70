/**
 * Sends and checks the one-time codes of sign-up (valid 24 hours) and password reset (1 hour).
 * A code is single-use: the right one is deleted as it is accepted. Every try counts against the
 * e-mail address and the client address in the throttle before the code is compared; a right one
 * or an expired one gives its count back (the owner of an expired code just needs a new one). A
 * try for an e-mail address without an account (or without a live code) runs the same way and
 * fails as a wrong code, so the answers do not tell which addresses have accounts.
 */
import type { Mailer } from '../mail/mailer';
import { codeMail } from '../mail/code-mail';
import type { Clock } from './clock';
import { codeMatches, hashCode, newOneTimeCode } from './codes';
import type { CodePurpose, OneTimeCodeRepository } from './one-time-code.repository';
import type { Throttle } from './throttle';
import { UserPoolError } from './user-pool-error';
import type { UserRow } from './user.repository';

export const CODE_LIFETIME_HOURS: Record<CodePurpose, number> = {
  'sign-up': 24,
  'password-reset': 1,
};

const HOUR_MS = 60 * 60 * 1000;

/** Cognito's CodeDeliveryDetails, with the address masked as Cognito masks it (k***@e***). */
export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** What Cognito answers for a code sent to `email` (or, for an unknown address, pretends to). */
export function codeDeliveryDetails(email: string): CodeDeliveryDetails {
  return {
    Destination: maskedEmail(email.trim()),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

/** Whose code is tried: the e-mail address as typed, and its account when it has one. */
export interface CodeOwner {
  email: string;
  /** Undefined for an address without an account (the try fails as a wrong code). */
  userId: string | undefined;
}

export interface OneTimeCodeService {
  /**
   * Stores a new code (replacing the account's earlier one for `purpose`) and mails it. With
   * `background`, the mail is handed over without waiting for the mail server, so the answer
   * takes as long as one for an address that gets no mail (a failed delivery is logged).
   * Callers take the mail allowance first (`Throttle.takeMailAllowance`).
   */
  send(user: UserRow, purpose: CodePurpose, options?: { background?: boolean }): Promise<void>;
  /**
   * Spends about the work of `send` (a code made and hashed, one write to the database that
   * changes nothing) for an address that gets no code, so the answer's time does not tell.
   */
  sendNothing(purpose: CodePurpose): Promise<void>;
  /** Accepts and uses up the right, unexpired code; otherwise refuses as Cognito does. */
  use(owner: CodeOwner, purpose: CodePurpose, code: string, address: string): Promise<void>;
}

/** No account has this id: a lookup with it costs what a real one does and finds nothing. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

export function createOneTimeCodeService(deps: {
  codes: OneTimeCodeRepository;
  throttle: Throttle;
  mailer: Mailer;
  clock: Clock;
}): OneTimeCodeService {
  const { codes, throttle, mailer, clock } = deps;
  const mismatch = () =>
    new UserPoolError(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
  return {
    async send(user, purpose, options = {}) {
      const code = newOneTimeCode();
      const now = clock();
      const hours = CODE_LIFETIME_HOURS[purpose];
      await codes.replace({
        userId: user.id,
        purpose,
        ...hashCode(code),
        createdAt: new Date(now),
        expiresAt: new Date(now + hours * HOUR_MS),
      });
      const delivery = mailer.send(codeMail(purpose, user.email, code, hours));
      if (options.background) {
        delivery.catch((error: unknown) => console.error('could not send a code mail', error));
        return;
      }
      try {
        await delivery;
      } catch (error) {
        console.error('could not send a code mail', error);
        throw new UserPoolError('CodeDeliveryFailureException', 'Unable to deliver the code.');
      }
    },
    async sendNothing(purpose) {
      hashCode(newOneTimeCode());
      await codes.take(NO_ACCOUNT, purpose);
    },
    async use(owner, purpose, code, address) {
      const attempt = await throttle.beginTry(owner.email, address);
      const stored = await codes.find(owner.userId ?? NO_ACCOUNT, purpose);
      if (!owner.userId || !stored || !codeMatches(code, stored)) throw mismatch();
      if (stored.expiresAt.getTime() <= clock()) {
        await attempt.discard();
        throw new UserPoolError(
          'ExpiredCodeException',
          'Invalid code provided, please request a code again.',
        );
      }
      // Two requests racing with the same code: only the one that deletes it wins.
      if (!(await codes.take(owner.userId, purpose))) throw mismatch();
      await attempt.succeeded();
    },
  };
}
