/**
 * Sends and checks the one-time codes of sign-up (valid 24 hours) and password reset (1 hour).
 * A code is single-use: the right one is deleted as it is accepted. Wrong codes count against the
 * account and the address in the throttle; an expired one does not (the owner just needs a new
 * one).
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

export interface OneTimeCodeService {
  /** Mails a new code (replacing the account's earlier one for `purpose`). */
  send(user: UserRow, purpose: CodePurpose): Promise<CodeDeliveryDetails>;
  /** Accepts and uses up the right, unexpired code; otherwise refuses as Cognito does. */
  use(user: UserRow, purpose: CodePurpose, code: string, address: string): Promise<void>;
}

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
    async send(user, purpose) {
      await throttle.takeMailAllowance(user.email);
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
      try {
        await mailer.send(codeMail(purpose, user.email, code, hours));
      } catch (error) {
        console.error('could not send a code mail', error);
        throw new UserPoolError('CodeDeliveryFailureException', 'Unable to deliver the code.');
      }
      return {
        Destination: maskedEmail(user.email),
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      };
    },
    async use(user, purpose, code, address) {
      await throttle.assertMayTry(user.email, address);
      const stored = await codes.find(user.id, purpose);
      if (!stored || !codeMatches(code, stored)) {
        await throttle.recordFailure(user.email, address);
        throw mismatch();
      }
      if (stored.expiresAt.getTime() <= clock()) {
        throw new UserPoolError(
          'ExpiredCodeException',
          'Invalid code provided, please request a code again.',
        );
      }
      // Two requests racing with the same code: only the one that deletes it wins.
      if (!(await codes.take(user.id, purpose))) throw mismatch();
      await throttle.clearAccount(user.email);
    },
  };
}
