/**
 * Account enumeration through the user pool, against the real server over HTTP on PGlite and
 * PostgreSQL. ForgotPassword, ResendConfirmationCode, ConfirmSignUp and ConfirmForgotPassword
 * answer an address without an account exactly as one with an account, confirmed or not (the
 * status, the body with its masked CodeDeliveryDetails, the headers sent), as Cognito does with
 * PreventUserExistenceErrors; and each is throttled per e-mail address the same way whether or
 * not it has an account. The varying parts (the masked destination, request ids) are masked
 * before comparing.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../server/auth/throttle';
import { DATABASE_KINDS } from '../server/support/api-harness';
import { apiBeforeAll } from '../server/support/before-all';
import { callPool, type PoolAnswer } from './support/user-pool-call';

const HOUR_MS = 60 * 60 * 1000;

/** What may differ between two answers is masked; everything else must be the same. */
function comparable(answer: PoolAnswer) {
  const body = structuredClone(answer.body);
  const details = body.CodeDeliveryDetails as Record<string, unknown> | undefined;
  if (details) {
    expect(details.Destination).toMatch(/^.\*\*\*@.\*\*\*$/u);
    details.Destination = '<masked>';
  }
  return {
    status: answer.status,
    body,
    headers: [...answer.headers.keys()].filter((name) => name !== 'date').sort(),
    contentType: answer.headers.get('content-type'),
  };
}

const freshEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.com`;

describe.each(DATABASE_KINDS)('account enumeration on %s', (kind) => {
  const api = apiBeforeAll(kind);
  let epoch = Date.now();

  // Each test in a window of its own: the throttles of one test do not reach the next.
  beforeEach(() => {
    epoch += 3 * HOUR_MS;
    api.setNow(epoch);
  });

  /** Three addresses: none, a confirmed account, an account waiting for its sign-up code. */
  async function addresses() {
    const confirmed = (await api.user('player')).email;
    const pending = freshEmail('pending');
    const signedUp = await callPool(api.url, 'SignUp', {
      Username: pending,
      Password: 'Orienteering1',
      UserAttributes: [{ Name: 'name', Value: 'Pending' }],
    });
    expect(signedUp.status).toBe(200);
    return { unknown: freshEmail('nobody'), confirmed, pending };
  }

  it('ForgotPassword: the same answer for every address', async () => {
    const { unknown, confirmed, pending } = await addresses();
    const forgot = (email: string) => callPool(api.url, 'ForgotPassword', { Username: email });
    const answers = [await forgot(unknown), await forgot(confirmed), await forgot(pending)];
    expect(answers[0]?.status).toBe(200);
    expect(answers.map(comparable)).toEqual(Array(3).fill(comparable(answers[0]!)));
  });

  it('ResendConfirmationCode: the same answer for every address', async () => {
    const { unknown, confirmed, pending } = await addresses();
    const resend = (email: string) =>
      callPool(api.url, 'ResendConfirmationCode', { Username: email });
    const answers = [await resend(unknown), await resend(confirmed), await resend(pending)];
    expect(answers[0]?.status).toBe(200);
    expect(answers.map(comparable)).toEqual(Array(3).fill(comparable(answers[0]!)));
  });

  it('ConfirmSignUp and ConfirmForgotPassword: the same wrong-code answer for every address', async () => {
    const { unknown, confirmed, pending } = await addresses();
    for (const [action, extra] of [
      ['ConfirmSignUp', {}],
      ['ConfirmForgotPassword', { Password: 'Another-pass1' }],
    ] as const) {
      const confirm = (email: string) =>
        callPool(api.url, action, { Username: email, ConfirmationCode: '000000', ...extra });
      const answers = [await confirm(unknown), await confirm(confirmed), await confirm(pending)];
      expect(answers[0]).toMatchObject({ status: 400, type: 'CodeMismatchException' });
      expect(answers.map(comparable)).toEqual(Array(3).fill(comparable(answers[0]!)));
    }
  });

  it('mails: the same allowance per address, with or without an account', async () => {
    const { unknown, confirmed } = await addresses();
    const rounds = THROTTLE_RULES.mail.limit + 1;
    for (const action of ['ForgotPassword', 'ResendConfirmationCode']) {
      const sequences: (string | undefined)[][] = [];
      for (const email of [unknown, confirmed]) {
        const types: (string | undefined)[] = [];
        for (let round = 0; round < rounds; round += 1) {
          types.push((await callPool(api.url, action, { Username: email })).type);
        }
        sequences.push(types);
      }
      const expected = [...Array<undefined>(rounds - 1).fill(undefined), 'LimitExceededException'];
      expect(sequences).toEqual([expected, expected]);
      epoch += 3 * HOUR_MS;
      api.setNow(epoch);
    }
  });

  it('codes: the same count of wrong tries per address, with or without an account', async () => {
    const { unknown, pending } = await addresses();
    const rounds = THROTTLE_RULES.account.limit + 1;
    const sequences: (string | undefined)[][] = [];
    for (const email of [unknown, pending]) {
      const types: (string | undefined)[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const answer = await callPool(api.url, 'ConfirmSignUp', {
          Username: email,
          ConfirmationCode: '000000',
        });
        types.push(answer.type);
      }
      sequences.push(types);
    }
    const expected = [
      ...Array<string>(rounds - 1).fill('CodeMismatchException'),
      'LimitExceededException',
    ];
    expect(sequences).toEqual([expected, expected]);
  });
});
