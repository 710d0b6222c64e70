/**
 * The embedded user pool through the official AWS SDK client: every action the app uses, with the
 * answers a Cognito user pool gives.
 */
import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, PASSWORD, authTestServerBeforeAll } from './support/auth-test-server';

const server = authTestServerBeforeAll();

const signInWith = (username: string, password = PASSWORD) => server.signIn(username, password);

async function tokensOf(username: string, password = PASSWORD) {
  const { AuthenticationResult: result } = await signInWith(username, password);
  if (!result?.AccessToken || !result.IdToken || !result.RefreshToken) throw new Error('no tokens');
  return { access: result.AccessToken, id: result.IdToken, refresh: result.RefreshToken };
}

/** A new user `email` signed in twice: two sessions, as on two devices. */
async function twoSessionsOf(email: string) {
  await server.createUser(email);
  return [await tokensOf(email), await tokensOf(email)] as const;
}

describe('the user pool through the AWS SDK', () => {
  it('signs up (e-mail as user name), resends and confirms the code', async () => {
    const email = 'sdk.kari@example.com';
    const signedUp = await server.cognito.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: 'Kari' },
        ],
      }),
    );
    expect(signedUp).toMatchObject({
      UserConfirmed: false,
      UserSub: expect.stringMatching(/^[0-9a-f-]{36}$/u) as unknown,
      CodeDeliveryDetails: {
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
        Destination: 's***@e***',
      },
    });
    const resent = await server.cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(resent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const mails = await server.outbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toMatch(/Your code: \d{6}\nDin kode: \d{6}/u);
    await server.cognito.send(
      new ConfirmSignUpCommand({
        ClientId: CLIENT_ID,
        Username: email.toUpperCase(),
        ConfirmationCode: await server.latestCode(email),
        ForceAliasCreation: true,
      }),
    );
    expect((await signInWith(email)).AuthenticationResult?.TokenType).toBe('Bearer');
  });

  it('signs in with USER_PASSWORD_AUTH and gives Cognito-shaped tokens', async () => {
    const email = 'sdk.claims@example.com';
    const sub = await server.createUser(email, { name: 'Claims' });
    const { AuthenticationResult: result } = await signInWith(email);
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    const id = decodeJwt(result?.IdToken ?? '');
    const access = decodeJwt(result?.AccessToken ?? '');
    expect(id).toMatchObject({
      sub,
      email,
      email_verified: true,
      name: 'Claims',
      'cognito:username': sub,
      token_use: 'id',
      aud: CLIENT_ID,
      iss: 'urn:map-game:local_mapgame',
    });
    expect(access).toMatchObject({
      sub,
      username: sub,
      token_use: 'access',
      client_id: CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
      iss: 'urn:map-game:local_mapgame',
    });
    for (const token of [id, access]) {
      expect(token.exp).toBe((token.iat ?? 0) + 3600);
      expect(token.auth_time).toBe(token.iat);
      expect(token.jti).toEqual(expect.any(String));
      expect(token.origin_jti).toBe(access.origin_jti);
    }
    expect(id.jti).not.toBe(access.jti);
    expect(id).not.toHaveProperty('cognito:groups');
    expect(id).not.toHaveProperty('nickname');
  });

  it('refreshes with GetTokensFromRefreshToken and with InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const email = 'sdk.refresh@example.com';
    await server.createUser(email);
    const tokens = await tokensOf(email);
    const viaGetTokens = await server.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.refresh }),
    );
    const viaInitiateAuth = await server.cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refresh },
      }),
    );
    for (const { AuthenticationResult: result } of [viaGetTokens, viaInitiateAuth]) {
      expect(result?.RefreshToken).toBeUndefined();
      const access = decodeJwt(result?.AccessToken ?? '');
      expect(access.origin_jti).toBe(decodeJwt(tokens.access).origin_jti);
      expect(access.jti).not.toBe(decodeJwt(tokens.access).jti);
      expect(decodeJwt(result?.IdToken ?? '').email).toBe(email);
    }
  });

  it('gets and updates the user attributes', async () => {
    const email = 'sdk.attributes@example.com';
    const sub = await server.createUser(email, { name: 'Attr' });
    const { access, refresh } = await tokensOf(email);
    await server.cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: access,
        UserAttributes: [
          { Name: 'nickname', Value: '  Attrmann ' },
          { Name: 'custom:publishResults', Value: 'false' },
        ],
      }),
    );
    const user = await server.cognito.send(new GetUserCommand({ AccessToken: access }));
    expect(user.Username).toBe(sub);
    expect(user.UserAttributes).toEqual([
      { Name: 'sub', Value: sub },
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: 'Attr' },
      { Name: 'nickname', Value: 'Attrmann' },
      { Name: 'custom:publishResults', Value: 'false' },
    ]);
    const refreshed = await server.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refresh }),
    );
    expect(decodeJwt(refreshed.AuthenticationResult?.IdToken ?? '')).toMatchObject({
      nickname: 'Attrmann',
      'custom:publishResults': 'false',
    });
  });

  it('resets a forgotten password with the code and signs the old sessions out', async () => {
    const email = 'sdk.forgot@example.com';
    await server.createUser(email);
    const old = await tokensOf(email);
    const forgot = await server.cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }),
    );
    expect(forgot.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const mail = (await server.outbox(email)).at(-1);
    expect(mail?.subject).toMatch(/reset your password/u);
    expect(mail?.text).toMatch(/valid for 1 hour/u);
    await server.cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await server.latestCode(email),
        Password: 'Forgot-new-pass1',
      }),
    );
    await expect(signInWith(email)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signInWith(email, 'Forgot-new-pass1')).AuthenticationResult).toBeDefined();
    await expect(
      server.cognito.send(new GetUserCommand({ AccessToken: old.access })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: old.refresh }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('changes the password, keeping the session that asked and ending the others', async () => {
    const email = 'sdk.change@example.com';
    const [other, current] = await twoSessionsOf(email);
    await server.cognito.send(
      new ChangePasswordCommand({
        AccessToken: current.access,
        PreviousPassword: PASSWORD,
        ProposedPassword: 'Changed-pass1',
      }),
    );
    await expect(signInWith(email)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signInWith(email, 'Changed-pass1')).AuthenticationResult).toBeDefined();
    expect(
      (await server.cognito.send(new GetUserCommand({ AccessToken: current.access }))).Username,
    ).toBeDefined();
    await expect(
      server.cognito.send(new GetUserCommand({ AccessToken: other.access })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('revokes one refresh token with RevokeToken, leaving the other sessions alone', async () => {
    const email = 'sdk.revoke@example.com';
    const [revoked, kept] = await twoSessionsOf(email);
    await server.cognito.send(
      new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: revoked.refresh }),
    );
    // Revoking again, or a token the pool never issued, succeeds quietly (RFC 7009).
    await server.cognito.send(
      new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: revoked.refresh }),
    );
    await server.cognito.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: 'unknown' }));
    await expect(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: CLIENT_ID,
          RefreshToken: revoked.refresh,
        }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    await expect(
      server.cognito.send(new GetUserCommand({ AccessToken: revoked.access })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const refreshed = await server.cognito.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: kept.refresh }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('signs out everywhere with GlobalSignOut; a new sign-in works at once', async () => {
    const email = 'sdk.global@example.com';
    const [first, second] = await twoSessionsOf(email);
    await server.cognito.send(new GlobalSignOutCommand({ AccessToken: first.access }));
    for (const session of [first, second]) {
      await expect(
        server.cognito.send(new GetUserCommand({ AccessToken: session.access })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      await expect(
        server.cognito.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: CLIENT_ID,
            RefreshToken: session.refresh,
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    const fresh = await tokensOf(email);
    expect(
      (await server.cognito.send(new GetUserCommand({ AccessToken: fresh.access }))).Username,
    ).toBeDefined();
  });
});
