/**
 * The one token verifier: what it accepts, what it refuses (with the reason), for a hosted
 * Cognito pool (pointed at a local key set: AWS is never reached) and for the embedded pool.
 */
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { describe, expect, it } from 'vitest';
import {
  createTokenVerifier,
  hostedUserPool,
  type InvalidTokenReason,
  type TokenVerifier,
} from '../../../server/auth/token-verifier';
import { reasonOf } from './support/token-reason';
import { embeddedIssuer, hostedIssuer } from '../../../server/auth/user-pool-identity';

const cognito = {
  region: 'eu-north-1',
  userPoolId: 'eu-north-1_AbCdEf',
  clientId: 'hosted-client',
};
const ISSUER = hostedIssuer(cognito.region, cognito.userPoolId);
const NOW_S = 1_800_000_000;
const clock = () => NOW_S * 1000;

async function keyPair(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

const trusted = await keyPair('trusted');
const stranger = await keyPair('trusted'); // same kid, other key: a forgery

const pool = hostedUserPool(cognito, createLocalJWKSet({ keys: [trusted.jwk] }));
const verify: TokenVerifier = createTokenVerifier({ pools: [pool], clock });

const ID_CLAIMS: JWTPayload = {
  sub: '7d5a6c1e-0000-4000-8000-000000000001',
  iss: ISSUER,
  aud: cognito.clientId,
  token_use: 'id',
  email: 'kari@example.com',
  email_verified: true,
  name: 'Kari',
  nickname: 'Kari N',
  'cognito:groups': ['Editor', 'Admin'],
  'cognito:username': '7d5a6c1e-0000-4000-8000-000000000001',
  'custom:publishResults': 'true',
  iat: NOW_S - 60,
  exp: NOW_S + 3540,
};

const ACCESS_CLAIMS: JWTPayload = {
  sub: ID_CLAIMS.sub,
  iss: ISSUER,
  client_id: cognito.clientId,
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  'cognito:groups': ['Editor'],
  iat: NOW_S - 60,
  exp: NOW_S + 3540,
};

function sign(
  claims: JWTPayload,
  key: { kid: string; privateKey: CryptoKey } = trusted,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}

/** A good token with another payload under its signature. */
async function tampered(claims: JWTPayload): Promise<string> {
  const [header, , signature] = (await sign(claims)).split('.');
  const payload = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['Admin'] })).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

describe('the token verifier with a hosted Cognito pool', () => {
  it('accepts an ID token and reads the user from it', async () => {
    expect(await verify(await sign(ID_CLAIMS))).toEqual({
      sub: ID_CLAIMS.sub,
      email: 'kari@example.com',
      name: 'Kari',
      nickname: 'Kari N',
      groups: ['Editor', 'Admin'],
      isAdmin: true,
      isEditor: true,
      publishResults: 'PUBLIC',
      tokenUse: 'id',
    });
  });

  it('accepts an access token, which carries no profile', async () => {
    expect(await verify(await sign(ACCESS_CLAIMS))).toEqual({
      sub: ID_CLAIMS.sub,
      email: undefined,
      name: undefined,
      nickname: undefined,
      groups: ['Editor'],
      isAdmin: false,
      isEditor: true,
      publishResults: null,
      tokenUse: 'access',
    });
  });

  it.each([
    ['false', 'PRIVATE'],
    [undefined, null],
    ['yes', null],
  ])('reads custom:publishResults %s as %s', async (value, expected) => {
    const user = await verify(await sign({ ...ID_CLAIMS, 'custom:publishResults': value }));
    expect(user.publishResults).toBe(expected);
  });

  it.each<[string, InvalidTokenReason, () => Promise<string>]>([
    ['signed by another key', 'signature', () => sign(ID_CLAIMS, stranger)],
    [
      'signed with an unknown kid',
      'signature',
      () => sign(ID_CLAIMS, { ...trusted, kid: 'other' }),
    ],
    ['with a changed payload', 'signature', () => tampered(ID_CLAIMS)],
    [
      'signed with HS256',
      'signature',
      () =>
        new SignJWT(ID_CLAIMS)
          .setProtectedHeader({ alg: 'HS256', kid: 'trusted' })
          .sign(new TextEncoder().encode('a shared secret of at least 32 bytes!!')),
    ],
    [
      'from another issuer',
      'issuer',
      () => sign({ ...ID_CLAIMS, iss: hostedIssuer('eu-west-1', 'eu-west-1_Other') }),
    ],
    ['without an issuer', 'issuer', () => sign({ ...ID_CLAIMS, iss: undefined })],
    ['(ID) for another app client', 'audience', () => sign({ ...ID_CLAIMS, aud: 'other-client' })],
    [
      '(access) for another app client',
      'audience',
      () => sign({ ...ACCESS_CLAIMS, client_id: 'other-client' }),
    ],
    [
      '(access) with only an aud',
      'audience',
      () => sign({ ...ACCESS_CLAIMS, client_id: undefined, aud: cognito.clientId }),
    ],
    ['with another token use', 'token-use', () => sign({ ...ID_CLAIMS, token_use: 'refresh' })],
    ['past its expiry', 'expired', () => sign({ ...ID_CLAIMS, iat: NOW_S - 7200, exp: NOW_S - 1 })],
    ['without a token use', 'malformed', () => sign({ ...ID_CLAIMS, token_use: undefined })],
    ['that is no JWT', 'malformed', () => Promise.resolve('not-a-token')],
    ['that is empty', 'malformed', () => Promise.resolve('')],
  ])('refuses a token %s (reason %s)', async (_what, reason, token) => {
    expect(await reasonOf(verify(await token()))).toBe(reason);
  });

  it('refuses the token use it was not asked to accept', async () => {
    const accessOnly = createTokenVerifier({ pools: [pool], clock, tokenUses: ['access'] });
    expect(await reasonOf(accessOnly(await sign(ID_CLAIMS)))).toBe('token-use');
    expect(await reasonOf(accessOnly(await sign(ACCESS_CLAIMS)))).toBe('accepted');
  });

  it('trusts its published JWKS by default', () => {
    expect(hostedUserPool(cognito).issuer).toBe(
      'https://cognito-idp.eu-north-1.amazonaws.com/eu-north-1_AbCdEf',
    );
  });
});

describe('a token verified before', () => {
  it('is refused from its expiry on, as a new one would be', async () => {
    let now = NOW_S * 1000;
    const remembering = createTokenVerifier({ pools: [pool], clock: () => now });
    const token = await sign({ ...ID_CLAIMS, exp: NOW_S + 10 });
    expect(await reasonOf(remembering(token))).toBe('accepted');
    now = (NOW_S + 9) * 1000;
    expect(await reasonOf(remembering(token))).toBe('accepted');
    now = (NOW_S + 10) * 1000;
    expect(await reasonOf(remembering(token))).toBe('expired');
    expect(await reasonOf(remembering(token))).toBe('expired');
  });

  it('is refused before its nbf, and accepted from it', async () => {
    let now = NOW_S * 1000;
    const remembering = createTokenVerifier({ pools: [pool], clock: () => now });
    const token = await sign({ ...ID_CLAIMS, nbf: NOW_S });
    expect(await reasonOf(remembering(token))).toBe('accepted');
    now = (NOW_S - 1) * 1000;
    expect(await reasonOf(remembering(token))).toBe('malformed');
  });

  it('does not vouch for a token with its signature but another payload', async () => {
    const remembering = createTokenVerifier({ pools: [pool], clock });
    const token = await sign(ID_CLAIMS);
    expect(await reasonOf(remembering(token))).toBe('accepted');
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...ID_CLAIMS, 'cognito:groups': ['Admin'] }),
    ).toString('base64url');
    expect(await reasonOf(remembering(`${header}.${payload}.${signature}`))).toBe('signature');
  });

  it('still has its account checked on every call (revocation bites at once)', async () => {
    let revoked = false;
    let lookups = 0;
    const withAccount = createTokenVerifier({
      pools: [
        {
          ...pool,
          lookupAccount: () => {
            lookups += 1;
            return Promise.resolve(
              revoked
                ? 'revoked'
                : {
                    email: 'kari@example.com',
                    name: 'Kari',
                    nickname: `Kari ${lookups}`,
                    groups: lookups > 1 ? ['Admin'] : [],
                    publishResults: 'PUBLIC',
                  },
            );
          },
        },
      ],
      clock,
    });
    const token = await sign(ACCESS_CLAIMS);
    const first = await withAccount(token);
    expect([first.nickname, first.isAdmin]).toEqual(['Kari 1', false]);
    const second = await withAccount(token);
    expect([second.nickname, second.isAdmin]).toEqual(['Kari 2', true]);
    revoked = true;
    expect(await reasonOf(withAccount(token))).toBe('revoked');
    expect(lookups).toBe(3);
  });
});

describe('the embedded pool issuer', () => {
  it('is PUBLIC_URL/auth when PUBLIC_URL is set, else a fixed URN', () => {
    expect(embeddedIssuer('https://map.example.org')).toBe('https://map.example.org/auth');
    expect(embeddedIssuer(undefined)).toBe('urn:map-game:local_mapgame');
  });
});
