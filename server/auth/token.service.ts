/**
 * Mints the embedded pool's ID and access tokens: RS256 JWTs with the claims a Cognito user pool
 * puts in them, because aws-amplify reads them (`sub`, `cognito:username`, `exp`, `iat`, and
 * `origin_jti`, without which signOut never calls RevokeToken) and the GraphQL server checks
 * `token_use` and `aud` / `client_id`. As in a pool whose user names are e-mails, the user name
 * is the `sub`.
 */
import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { epochSeconds, type Clock } from './clock';
import { SIGNING_ALGORITHM, type SigningKeyStore } from './signing-keys';
import {
  PUBLISH_RESULTS_ATTRIBUTE,
  publishResultsAttribute,
} from '../../src/domain/user-attributes';
import type { UserRow } from './user.repository';

export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

/** The sign-in the tokens belong to: its refresh-token family and when the password was given. */
export interface TokenSession {
  familyId: string;
  authTimeSeconds: number;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresInSeconds: number;
}

export interface TokenService {
  issue(user: UserRow, session: TokenSession): Promise<IssuedTokens>;
}

export interface TokenServiceOptions {
  signingKeys: SigningKeyStore;
  issuer: string;
  clientId: string;
  lifetimeSeconds: number;
  clock: Clock;
}

/** Claims whose value is undefined, or an empty group list, are left out, as Cognito does. */
function present(claims: Record<string, unknown>): JWTPayload {
  return Object.fromEntries(
    Object.entries(claims).filter(
      ([, value]) =>
        value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const { signingKeys, issuer, clientId, lifetimeSeconds, clock } = options;
  return {
    async issue(user, session) {
      const { kid, privateKey } = await signingKeys.signingKey();
      const iat = epochSeconds(clock());
      const common = {
        sub: user.id,
        'cognito:groups': user.groups,
        iss: issuer,
        origin_jti: session.familyId,
        auth_time: session.authTimeSeconds,
        iat,
        exp: iat + lifetimeSeconds,
      };
      const sign = (claims: Record<string, unknown>) =>
        new SignJWT(present({ ...common, ...claims, jti: crypto.randomUUID() }))
          .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid })
          .sign(privateKey);
      const [idToken, accessToken] = await Promise.all([
        sign({
          token_use: 'id',
          aud: clientId,
          'cognito:username': user.id,
          email: user.email,
          email_verified: user.confirmed,
          name: user.name,
          nickname: user.nickname,
          [PUBLISH_RESULTS_ATTRIBUTE]: publishResultsAttribute(user.publishResults),
        }),
        sign({
          token_use: 'access',
          client_id: clientId,
          scope: ACCESS_TOKEN_SCOPE,
          username: user.id,
        }),
      ]);
      return { idToken, accessToken, expiresInSeconds: lifetimeSeconds };
    },
  };
}
