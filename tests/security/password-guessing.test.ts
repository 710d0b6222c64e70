/**
 * Password guessing, as an attacker would, against the real server over HTTP on PGlite and
 * PostgreSQL: 50 wrong passwords for one account sent at once (to one server, and spread over two
 * servers on one PostgreSQL). Each try is counted before its password is checked, so at most 5
 * passwords are checked; the others are refused with LimitExceeded (or TooManyRequests) without a
 * check. "Checked" is counted on the server's own password hasher (put in through the server's
 * parts), not guessed from timings. Afterwards even the right password waits for the window.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordHasher, type PasswordHasher } from '../../server/auth/password-hasher';
import { THROTTLE_RULES } from '../../server/auth/throttle';
import { DATABASE_KINDS, startApi, type ApiHarness } from '../server/support/api-harness';
import { passwordSignIn, tally } from './support/user-pool-call';

const GUESSES = 50;
const RIGHT_PASSWORD = 'Orienteering1';

/** The real argon2id hasher, counting every password it checks (decoy checks included). */
function countingHasher(): { hasher: PasswordHasher; checks: () => number; reset: () => void } {
  const real = createPasswordHasher();
  let checks = 0;
  return {
    hasher: {
      hash: (password) => real.hash(password),
      verify(passwordHash, password) {
        checks += 1;
        return real.verify(passwordHash, password);
      },
      verifyNothing(password) {
        checks += 1;
        return real.verifyNothing(password);
      },
    },
    checks: () => checks,
    reset: () => {
      checks = 0;
    },
  };
}

function expectOnlyRefusals(counts: Record<string, number>) {
  const {
    NotAuthorizedException = 0,
    LimitExceededException = 0,
    TooManyRequestsException = 0,
  } = counts;
  expect(NotAuthorizedException + LimitExceededException + TooManyRequestsException).toBe(GUESSES);
  return NotAuthorizedException;
}

let api: ApiHarness | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe.each(DATABASE_KINDS)('password guessing on %s', (kind) => {
  it(`checks at most ${THROTTLE_RULES.account.limit} of ${GUESSES} concurrent wrong passwords`, async () => {
    const counter = countingHasher();
    api = await startApi(kind, { parts: { passwords: counter.hasher } });
    const { email } = await api.user('player');
    counter.reset();

    const url = api.url;
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, n) => passwordSignIn(url, email, `Wrong-guess-${n}`)),
    );

    const counts = tally(answers);
    const checked = expectOnlyRefusals(counts);
    expect(counter.checks()).toBe(checked);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(THROTTLE_RULES.account.limit);
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    // The owner's right password waits for the window too: nothing got through.
    expect((await passwordSignIn(url, email, RIGHT_PASSWORD)).type).toBe('LimitExceededException');
  });
});

describe('password guessing over two servers on one PostgreSQL', () => {
  it(`checks at most ${THROTTLE_RULES.account.limit} when the ${GUESSES} are spread over two servers`, async () => {
    const counter = countingHasher();
    api = await startApi('postgres', { parts: { passwords: counter.hasher } });
    const peer = await api.startPeer();
    const { email } = await api.user('player');
    counter.reset();

    const urls = [api.url, peer.url];
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, n) =>
        passwordSignIn(urls[n % 2] ?? api!.url, email, `Wrong-guess-${n}`),
      ),
    );

    const checked = expectOnlyRefusals(tally(answers));
    expect(counter.checks()).toBe(checked);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(THROTTLE_RULES.account.limit);
    expect((await passwordSignIn(peer.url, email, RIGHT_PASSWORD)).type).toBe(
      'LimitExceededException',
    );
  });
});
