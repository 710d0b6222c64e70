/**
 * The throttle: 5 wrong passwords or codes per account and 20 per address in a sliding
 * 15-minute window, 5 code mails per account an hour. It engages, and it releases when the window
 * has moved on (the server's clock is moved, nobody sleeps). Each test has a server of its own,
 * because all of them come from the same loopback address.
 */
import {
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../../server/auth/throttle';
import {
  CLIENT_ID,
  PASSWORD,
  startAuthTestServer,
  type AuthTestServer,
} from './support/auth-test-server';

const WINDOW_MS = 15 * 60 * 1000;

it('has the documented limits', () => {
  expect(THROTTLE_RULES).toEqual({
    account: { limit: 5, windowMs: WINDOW_MS },
    address: { limit: 20, windowMs: WINDOW_MS },
    mail: { limit: 5, windowMs: 60 * 60 * 1000 },
    mailFromAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
  });
});

let server: AuthTestServer;

async function errorName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as Error).name;
  }
}

const signIn = (email: string, password = PASSWORD) => server.signIn(email, password);

/** Makes `attempt(n)` for n = 0 to times - 1, each answered with `expected` (undefined: accepted). */
async function expectEachTime(
  times: number,
  attempt: (n: number) => Promise<unknown>,
  expected: string | undefined,
): Promise<void> {
  for (let n = 0; n < times; n += 1) expect(await errorName(attempt(n))).toBe(expected);
}

/** `attempt` is refused with `refusal` now, and accepted once `windowMs` has passed. */
async function expectReleasedAfter(
  windowMs: number,
  attempt: () => Promise<unknown>,
  refusal: string,
): Promise<void> {
  expect(await errorName(attempt())).toBe(refusal);
  server.clock.advance(windowMs + 1);
  expect(await errorName(attempt())).toBeUndefined();
}

describe('the throttle', () => {
  beforeEach(async () => {
    server = await startAuthTestServer();
  });

  afterEach(async () => {
    await server.close();
  });

  it('refuses even the right password after 5 wrong ones, and lets the owner in 15 minutes later', async () => {
    const email = 'throttle.account@example.com';
    await server.createUser(email);
    await expectEachTime(5, () => signIn(email, 'Wrong-password1'), 'NotAuthorizedException');
    expect(await errorName(signIn(email))).toBe('LimitExceededException');
    server.clock.advance(WINDOW_MS - 60_000);
    await expectReleasedAfter(60_000, () => signIn(email), 'LimitExceededException');
  });

  it('slides: only the failures of the last 15 minutes count', async () => {
    const email = 'throttle.sliding@example.com';
    await server.createUser(email);
    const wrong = () => signIn(email, 'Wrong-pass1');
    await expectEachTime(3, wrong, 'NotAuthorizedException');
    server.clock.advance(10 * 60 * 1000);
    await expectEachTime(2, wrong, 'NotAuthorizedException');
    expect(await errorName(signIn(email))).toBe('LimitExceededException');
    // The first three leave the window; the last two still count, so three more are allowed.
    server.clock.advance(5 * 60 * 1000 + 1);
    await expectEachTime(3, wrong, 'NotAuthorizedException');
    expect(await errorName(signIn(email))).toBe('LimitExceededException');
  });

  it('clears the account count on a successful sign-in', async () => {
    const email = 'throttle.clear@example.com';
    await server.createUser(email);
    const wrong = () => signIn(email, 'Wrong-pass1');
    await expectEachTime(4, wrong, 'NotAuthorizedException');
    expect(await errorName(signIn(email))).toBeUndefined();
    await expectEachTime(4, wrong, 'NotAuthorizedException');
    expect(await errorName(signIn(email))).toBeUndefined();
  });

  it('refuses an address after 20 failures over many accounts, then releases it', async () => {
    const owner = 'throttle.owner@example.com';
    await server.createUser(owner);
    await expectEachTime(20, (n) => signIn(`guess.${n}@example.com`), 'NotAuthorizedException');
    expect(await errorName(signIn('guess.next@example.com'))).toBe('TooManyRequestsException');
    await expectReleasedAfter(WINDOW_MS, () => signIn(owner), 'TooManyRequestsException');
  });

  it('counts wrong codes: after 5 even the right code waits for the window', async () => {
    const email = 'throttle.code@example.com';
    await server.signUp(email, { name: 'Code' });
    const code = await server.latestCode(email);
    const wrong = code === '999999' ? '999998' : '999999';
    const confirm = (code: string) => server.confirmSignUp(email, code);
    await expectEachTime(5, () => confirm(wrong), 'CodeMismatchException');
    await expectReleasedAfter(WINDOW_MS, () => confirm(code), 'LimitExceededException');
  });

  it('sends at most 5 code mails an hour to one account', async () => {
    const email = 'throttle.mail@example.com';
    await server.signUp(email, { name: 'Mail' });
    const resend = () =>
      server.cognito.send(
        new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
      );
    await expectEachTime(4, resend, undefined);
    expect(await errorName(resend())).toBe('LimitExceededException');
    expect(await server.outbox(email)).toHaveLength(5);
    server.clock.advance(60 * 60 * 1000 + 1);
    expect(await errorName(resend())).toBeUndefined();
  });

  it('limits password-reset mails the same way', async () => {
    const email = 'throttle.reset@example.com';
    await server.createUser(email); // the sign-up mail is one of the five
    const forgot = () =>
      server.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    await expectEachTime(4, forgot, undefined);
    expect(await errorName(forgot())).toBe('LimitExceededException');
  });

  it('limits codes asked for again from one address over all e-mails to 30 an hour', async () => {
    const forgot = (n: number) =>
      server.cognito.send(
        new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: `spray.${n}@example.com` }),
      );
    await expectEachTime(THROTTLE_RULES.mailFromAddress.limit, forgot, undefined);
    expect(await errorName(forgot(100))).toBe('TooManyRequestsException');
    expect(
      await errorName(
        server.cognito.send(
          new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: 'spray@example.com' }),
        ),
      ),
    ).toBe('TooManyRequestsException');
    server.clock.advance(60 * 60 * 1000 + 1);
    expect(await errorName(forgot(101))).toBeUndefined();
  });
});
