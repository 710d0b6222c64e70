/**
 * The verifier as the server wires it (`createAuthModule(...).verifyToken`, what /graphql uses)
 * for tokens of the embedded pool: signature, issuer, expiry, and the account check that refuses
 * tokens of a revoked session or a signed-out account.
 */
import {
  GlobalSignOutCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthModule } from '../../../server/auth/auth.module';
import { memorySigningKeyStore } from '../../../server/auth/signing-keys';
import { type TokenVerifier } from '../../../server/auth/token-verifier';
import { reasonOf } from './support/token-reason';
import { hostedIssuer } from '../../../server/auth/user-pool-identity';
import { createUserRepository } from '../../../server/auth/user.repository';
import { loadConfig } from '../../../server/config';
import { createDevOutbox } from '../../../server/mail/dev-outbox';
import { CLIENT_ID, authTestServerBeforeAll } from './support/auth-test-server';

const server = authTestServerBeforeAll();
let verify: TokenVerifier;
let counter = 0;

beforeAll(() => {
  verify = createAuthModule({
    config: server.config,
    database: server.database,
    mailer: createDevOutbox({ log: () => {} }),
    signingKeys: server.signingKeys,
    clock: server.clock.now,
  }).verifyToken;
});

async function signedIn(options: { name?: string } = {}) {
  const email = `verifier.${(counter += 1)}@example.com`;
  const sub = await server.createUser(email, options);
  const { AuthenticationResult: result } = await server.signIn(email);
  return {
    email,
    sub,
    id: result?.IdToken ?? '',
    access: result?.AccessToken ?? '',
    refresh: result?.RefreshToken ?? '',
  };
}

describe('the server verifier with the embedded pool', () => {
  it('accepts the ID and the access token of a sign-in', async () => {
    const session = await signedIn({ name: 'Vera' });
    const expected = {
      sub: session.sub,
      email: session.email,
      name: 'Vera',
      nickname: undefined,
      groups: [],
      isAdmin: false,
      isEditor: false,
      publishResults: null,
    };
    expect(await verify(session.id)).toEqual({ ...expected, tokenUse: 'id' });
    // The access token carries no profile; the account read fills it in.
    expect(await verify(session.access)).toEqual({ ...expected, tokenUse: 'access' });
  });

  it("gives the account's current groups and profile, not those frozen in the token", async () => {
    const session = await signedIn();
    const users = createUserRepository(server.database.db);
    const now = new Date(server.clock.now());
    await users.setGroups(session.sub, ['Admin'], now);
    await users.updateProfile(session.sub, { nickname: 'Boss', publishResults: 'PRIVATE' }, now);
    expect(await verify(session.access)).toMatchObject({
      groups: ['Admin'],
      isAdmin: true,
      isEditor: false,
      nickname: 'Boss',
      publishResults: 'PRIVATE',
    });
  });

  it('refuses the tokens of a refresh token revoked with RevokeToken', async () => {
    const session = await signedIn();
    await server.cognito.send(
      new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: session.refresh }),
    );
    expect(await reasonOf(verify(session.access))).toBe('revoked');
    expect(await reasonOf(verify(session.id))).toBe('revoked');
  });

  it('refuses every token of the user after GlobalSignOut', async () => {
    const session = await signedIn();
    await server.cognito.send(new GlobalSignOutCommand({ AccessToken: session.access }));
    expect(await reasonOf(verify(session.access))).toBe('revoked');
    expect(await reasonOf(verify(session.id))).toBe('revoked');
  });

  it('refuses the tokens of an account that is gone', async () => {
    const session = await signedIn();
    await createUserRepository(server.database.db).deleteById(session.sub);
    expect(await reasonOf(verify(session.id))).toBe('revoked');
  });

  it('refuses a token past its hour', async () => {
    const session = await signedIn();
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect(await reasonOf(verify(session.id))).toBe('expired');
  });

  it("refuses a token signed by another server's key, or under another issuer", async () => {
    const session = await signedIn();
    const otherKey = createAuthModule({
      config: server.config,
      database: server.database,
      mailer: createDevOutbox({ log: () => {} }),
      signingKeys: memorySigningKeyStore(),
      clock: server.clock.now,
    }).verifyToken;
    expect(await reasonOf(otherKey(session.id))).toBe('signature');
    const otherIssuer = createAuthModule({
      config: loadConfig({ PUBLIC_URL: 'https://map.example.org' }),
      database: server.database,
      mailer: createDevOutbox({ log: () => {} }),
      signingKeys: server.signingKeys,
      clock: server.clock.now,
    }).verifyToken;
    expect(await reasonOf(otherIssuer(session.id))).toBe('issuer');
  });
});

describe('the server verifier with a hosted pool (COGNITO_* set)', () => {
  it('serves no /auth, refuses embedded tokens and accepts the hosted pool ones', async () => {
    const session = await signedIn();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'hosted', alg: 'RS256' };
    const hosted = createAuthModule({
      config: loadConfig({
        COGNITO_REGION: 'eu-north-1',
        COGNITO_USER_POOL_ID: 'eu-north-1_AbCdEf',
        COGNITO_CLIENT_ID: 'hosted-client',
      }),
      database: server.database,
      mailer: createDevOutbox({ log: () => {} }),
      hostedPoolKeys: createLocalJWKSet({ keys: [jwk] }),
    });
    expect(hosted.routes).toEqual([]);
    expect(await reasonOf(hosted.verifyToken(session.access))).toBe('issuer');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      sub: 'hosted-user',
      iss: hostedIssuer('eu-north-1', 'eu-north-1_AbCdEf'),
      client_id: 'hosted-client',
      token_use: 'access',
      'cognito:groups': ['Admin'],
      iat: now,
      exp: now + 60,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'hosted' })
      .sign(privateKey);
    expect(await hosted.verifyToken(token)).toMatchObject({ sub: 'hosted-user', isAdmin: true });
  });
});
