import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { fileSigningKeyStore } from '../../../server/auth/signing-keys';
import { DATABASE_KINDS } from '../support/api-harness';
import { apiBeforeAll, userBeforeAll } from '../support/before-all';

const QUERY = '{ listOmaps { items { id } } }';

describe.each(DATABASE_KINDS)('the GraphQL side refuses bad tokens (%s)', (kind) => {
  const api = apiBeforeAll(kind);
  const player = userBeforeAll(api, 'player');

  /** The player's token with `change` applied, signed with the server's own key. */
  async function resigned(token: string, change: (claims: JWTPayload) => JWTPayload) {
    const keys = fileSigningKeyStore(api.dataDir);
    const { kid, privateKey } = await keys.signingKey();
    return new SignJWT(change(decodeJwt(token)))
      .setProtectedHeader({ alg: 'RS256', kid, typ: decodeProtectedHeader(token).typ })
      .sign(privateKey);
  }

  it('answers a valid access token and a valid ID token', async () => {
    for (const token of [player.accessToken, player.idToken]) {
      const answer = await api.gql(QUERY, {}, token);
      expect(answer.status).toBe(200);
      expect(answer.errors).toBeUndefined();
    }
  });

  it('refuses a request without a token', async () => {
    const answer = await api.gql(QUERY);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['another issuer', (c: JWTPayload) => ({ ...c, iss: 'https://evil.example/auth' })],
    ['another audience', (c: JWTPayload) => ({ ...c, client_id: 'another-client' })],
    ['the wrong token use', (c: JWTPayload) => ({ ...c, token_use: 'refresh' })],
    [
      'an expiry in the past',
      (c: JWTPayload) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
  ])('refuses a token with %s', async (_what, change) => {
    const token = await resigned(player.accessToken, change);
    const answer = await api.gql(QUERY, {}, token);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an ID token for another audience', async () => {
    const token = await resigned(player.idToken, (c) => ({ ...c, aud: 'another-client' }));
    expect((await api.gql(QUERY, {}, token)).status).toBe(401);
  });

  it('refuses a token with a bad signature', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const header = decodeProtectedHeader(player.accessToken);
    const forged = await new SignJWT(decodeJwt(player.accessToken))
      .setProtectedHeader({ alg: 'RS256', kid: header.kid })
      .sign(privateKey);
    const answer = await api.gql(QUERY, {}, forged);
    expect(answer.status).toBe(401);
  });
});
