/**
 * Every refusal of the user pool, each with the Cognito error name the client maps to a message
 * (`authErrorCodeFor`), as HTTP 400 so Amplify does not retry it.
 */
import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createRefreshTokenRepository } from '../../../server/auth/refresh-token.repository';
import { createUserRepository } from '../../../server/auth/user.repository';
import { parseUsersCommand, runUsersCommand } from '../../../server/cli/users.command';
import { CLIENT_ID, PASSWORD, authTestServerBeforeAll } from './support/auth-test-server';

const server = authTestServerBeforeAll();
let counter = 0;

/** A fresh address for each test, so no test sees another's account or throttle. */
const freshEmail = () => `refusal.${(counter += 1)}@example.com`;

async function refusal(promise: Promise<unknown>): Promise<{ name: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    const { name, $metadata } = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name, status: $metadata?.httpStatusCode ?? 0 };
  }
  throw new Error('expected a refusal');
}

const signUp = (email: string, password = PASSWORD, attributes?: AttributeType[]) =>
  server.cognito.send(
    new SignUpCommand({
      ClientId: CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: attributes ?? [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Refused' },
      ],
    }),
  );

const signIn = (email: string, password = PASSWORD, clientId = CLIENT_ID) =>
  server.signIn(email, password, clientId);

async function accessTokenOf(email: string): Promise<string> {
  return (await signIn(email)).AuthenticationResult?.AccessToken ?? '';
}

const HOUR_MS = 60 * 60 * 1000;

describe('SignUp refuses', () => {
  it('an address that already has an account, in any case: UsernameExistsException', async () => {
    const email = freshEmail();
    await signUp(email);
    expect(await refusal(signUp(email.toUpperCase()))).toEqual({
      name: 'UsernameExistsException',
      status: 400,
    });
  });

  it.each([
    ['too short', 'Short1a'],
    ['without upper case', 'lowercase-only1'],
    ['without lower case', 'UPPERCASE-ONLY1'],
  ])('a password %s: InvalidPasswordException', async (_why, password) => {
    expect((await refusal(signUp(freshEmail(), password))).name).toBe('InvalidPasswordException');
  });

  it.each([
    ['a user name that is no e-mail', 'not-an-email', undefined],
    ['no name', undefined, []],
    [
      'an e-mail attribute other than the user name',
      undefined,
      [
        { Name: 'email', Value: 'other@example.com' },
        { Name: 'name', Value: 'N' },
      ],
    ],
    [
      'an attribute not in the schema',
      undefined,
      [
        { Name: 'name', Value: 'N' },
        { Name: 'phone_number', Value: '+4712345678' },
      ],
    ],
    [
      'a one-letter nickname',
      undefined,
      [
        { Name: 'name', Value: 'N' },
        { Name: 'nickname', Value: 'x' },
      ],
    ],
  ])('%s: InvalidParameterException', async (_why, username, attributes) => {
    const email = username ?? freshEmail();
    const answer = await refusal(signUp(email, PASSWORD, attributes));
    expect(answer).toEqual({ name: 'InvalidParameterException', status: 400 });
  });

  it('another app client: ResourceNotFoundException', async () => {
    const answer = await refusal(
      server.cognito.send(
        new SignUpCommand({ ClientId: 'other-client', Username: freshEmail(), Password: PASSWORD }),
      ),
    );
    expect(answer.name).toBe('ResourceNotFoundException');
  });

  it('nothing once an unconfirmed sign-up has expired: the address can be signed up again', async () => {
    const email = freshEmail();
    await signUp(email);
    server.clock.advance(24 * HOUR_MS + 1000);
    const again = await signUp(email);
    expect(again.UserConfirmed).toBe(false);
  });
});

describe('ConfirmSignUp and ResendConfirmationCode refuse', () => {
  it('a wrong code: CodeMismatchException', async () => {
    const email = freshEmail();
    await signUp(email);
    const code = await server.latestCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const answer = await refusal(server.confirmSignUp(email, wrong));
    expect(answer).toEqual({ name: 'CodeMismatchException', status: 400 });
  });

  it('a code older than 24 hours: ExpiredCodeException; a resent one works', async () => {
    const email = freshEmail();
    await signUp(email);
    const code = await server.latestCode(email);
    server.clock.advance(24 * HOUR_MS + 1000);
    const confirm = (code: string) => server.confirmSignUp(email, code);
    expect((await refusal(confirm(code))).name).toBe('ExpiredCodeException');
    await server.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    await confirm(await server.latestCode(email));
  });

  // Cognito with PreventUserExistenceErrors: nothing tells whether the address has an account.
  it('an unknown user: a wrong code (confirm); a code "sent" (resend)', async () => {
    const email = freshEmail();
    expect(await refusal(server.confirmSignUp(email, '123456'))).toEqual({
      name: 'CodeMismatchException',
      status: 400,
    });
    const resent = await server.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(await server.outbox(email)).toEqual([]);
  });

  it('a confirmed account: a wrong code (confirm); a code "sent" but none mailed (resend)', async () => {
    const email = freshEmail();
    await server.createUser(email);
    expect((await refusal(server.confirmSignUp(email, '123456'))).name).toBe(
      'CodeMismatchException',
    );
    const mailsBefore = (await server.outbox(email)).length;
    const resent = await server.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(await server.outbox(email)).toHaveLength(mailsBefore);
  });
});

describe('InitiateAuth refuses', () => {
  it('an account not yet confirmed (with the right password): UserNotConfirmedException', async () => {
    const email = freshEmail();
    await signUp(email);
    expect(await refusal(signIn(email))).toEqual({
      name: 'UserNotConfirmedException',
      status: 400,
    });
  });

  it('a wrong password and an unknown user alike: NotAuthorizedException', async () => {
    const email = freshEmail();
    await server.createUser(email);
    expect((await refusal(signIn(email, 'Wrong-password1'))).name).toBe('NotAuthorizedException');
    expect((await refusal(signIn(freshEmail()))).name).toBe('NotAuthorizedException');
  });

  it('an account flagged for a password reset: PasswordResetRequiredException until it is reset', async () => {
    const email = freshEmail();
    await server.createUser(email);
    const command = parseUsersCommand(['require-reset', email]);
    if ('error' in command || command.name === 'help') throw new Error('bad command');
    const deps = {
      users: createUserRepository(server.database.db),
      refreshTokens: createRefreshTokenRepository(server.database.db),
      clock: server.clock.now,
    };
    expect(await runUsersCommand(command, deps, { out: () => {}, err: () => {} })).toBe(0);
    expect(await refusal(signIn(email))).toEqual({
      name: 'PasswordResetRequiredException',
      status: 400,
    });
    await server.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    await server.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await server.latestCode(email),
        Password: 'After-reset1',
      }),
    );
    expect((await signIn(email, 'After-reset1')).AuthenticationResult).toBeDefined();
  });

  it.each([
    ['USER_SRP_AUTH', { USERNAME: 'x@example.com', SRP_A: 'abc' }],
    ['CUSTOM_AUTH', { USERNAME: 'x@example.com' }],
    ['USER_PASSWORD_AUTH', { USERNAME: 'x@example.com' }],
    ['REFRESH_TOKEN_AUTH', {}],
  ])('the flow %s with %o: InvalidParameterException', async (flow, parameters) => {
    const answer = await refusal(
      server.cognito.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: flow as 'USER_SRP_AUTH',
          AuthParameters: parameters,
        }),
      ),
    );
    expect(answer).toEqual({ name: 'InvalidParameterException', status: 400 });
  });

  it('another app client: ResourceNotFoundException', async () => {
    expect((await refusal(signIn(freshEmail(), PASSWORD, 'other-client'))).name).toBe(
      'ResourceNotFoundException',
    );
  });

  it('a refresh token the pool never issued: NotAuthorizedException', async () => {
    const answer = await refusal(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: CLIENT_ID,
          RefreshToken: 'made-up-token',
        }),
      ),
    );
    expect(answer.name).toBe('NotAuthorizedException');
  });

  it('a refresh token past its 30 days: NotAuthorizedException', async () => {
    const email = freshEmail();
    await server.createUser(email);
    const refreshToken = (await signIn(email)).AuthenticationResult?.RefreshToken;
    server.clock.advance(30 * 24 * HOUR_MS + 1000);
    const answer = await refusal(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refreshToken }),
      ),
    );
    expect(answer.name).toBe('NotAuthorizedException');
  });
});

describe('ForgotPassword and ConfirmForgotPassword refuse', () => {
  it('nothing for an unknown user: a code "sent", none mailed; any code is wrong', async () => {
    const email = freshEmail();
    const sent = await server.cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(sent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(await server.outbox(email)).toEqual([]);
    const answer = await refusal(
      server.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: '123456',
          Password: 'Another-pass1',
        }),
      ),
    );
    expect(answer).toEqual({ name: 'CodeMismatchException', status: 400 });
  });

  it('nothing for an account whose e-mail is not confirmed: the same answer, no reset code', async () => {
    const email = freshEmail();
    await signUp(email);
    const mailsBefore = (await server.outbox(email)).length;
    const sent = await server.cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(sent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(await server.outbox(email)).toHaveLength(mailsBefore);
  });

  it('a wrong code, an expired code and a weak password, each by name', async () => {
    const email = freshEmail();
    await server.createUser(email);
    await server.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    const code = await server.latestCode(email);
    const confirm = (confirmationCode: string, password = 'Good-new-pass1') =>
      server.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: confirmationCode,
          Password: password,
        }),
      );
    expect((await refusal(confirm(code === '111111' ? '222222' : '111111'))).name).toBe(
      'CodeMismatchException',
    );
    expect((await refusal(confirm(code, 'weak'))).name).toBe('InvalidPasswordException');
    server.clock.advance(HOUR_MS + 1000);
    expect((await refusal(confirm(code))).name).toBe('ExpiredCodeException');
  });

  it('a code used once already: CodeMismatchException (codes are single-use)', async () => {
    const email = freshEmail();
    await server.createUser(email);
    await server.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    const code = await server.latestCode(email);
    const confirm = (password: string) =>
      server.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        }),
      );
    await confirm('First-new-pass1');
    expect((await refusal(confirm('Second-new-pass1'))).name).toBe('CodeMismatchException');
    expect((await signIn(email, 'First-new-pass1')).AuthenticationResult).toBeDefined();
  });

  it('an older code once a newer one was sent: CodeMismatchException', async () => {
    const email = freshEmail();
    await server.createUser(email);
    const forgot = () =>
      server.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    await forgot();
    const first = await server.latestCode(email);
    await forgot();
    const second = await server.latestCode(email);
    if (first === second) return; // one chance in a million: nothing to show
    const answer = await refusal(
      server.cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: CLIENT_ID,
          Username: email,
          ConfirmationCode: first,
          Password: 'Good-new-pass1',
        }),
      ),
    );
    expect(answer.name).toBe('CodeMismatchException');
  });
});

describe('the signed-in actions refuse', () => {
  it('a wrong previous password or a weak new one in ChangePassword', async () => {
    const email = freshEmail();
    await server.createUser(email);
    const accessToken = await accessTokenOf(email);
    const change = (previous: string, proposed: string) =>
      server.cognito.send(
        new ChangePasswordCommand({
          AccessToken: accessToken,
          PreviousPassword: previous,
          ProposedPassword: proposed,
        }),
      );
    expect((await refusal(change('Wrong-password1', 'Good-new-pass1'))).name).toBe(
      'NotAuthorizedException',
    );
    expect((await refusal(change(PASSWORD, 'short'))).name).toBe('InvalidPasswordException');
  });

  it('an ID token, a made-up token or an expired access token: NotAuthorizedException', async () => {
    const email = freshEmail();
    await server.createUser(email);
    const result = (await signIn(email)).AuthenticationResult;
    for (const token of [result?.IdToken, 'not.a.token']) {
      expect(
        (await refusal(server.cognito.send(new GetUserCommand({ AccessToken: token })))).name,
      ).toBe('NotAuthorizedException');
    }
    server.clock.advance(HOUR_MS + 1000);
    const expired = await refusal(
      server.cognito.send(new GetUserCommand({ AccessToken: result?.AccessToken })),
    );
    expect(expired.name).toBe('NotAuthorizedException');
  });

  it.each([
    ['custom:publishResults', 'maybe'],
    ['nickname', 'x'],
    ['email', 'new@example.com'],
    ['sub', 'someone-else'],
  ])('UpdateUserAttributes with %s=%s: InvalidParameterException', async (name, value) => {
    const email = freshEmail();
    await server.createUser(email);
    const answer = await refusal(
      server.cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: await accessTokenOf(email),
          UserAttributes: [{ Name: name, Value: value }],
        }),
      ),
    );
    expect(answer).toEqual({ name: 'InvalidParameterException', status: 400 });
  });
});
