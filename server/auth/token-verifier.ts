/**
 * The one place that decides whether a bearer token is good: used by the GraphQL server and by
 * the user pool's own token actions (GetUser, ...). It trusts a list of user pools, picked by the
 * token's `iss`: the embedded pool (its own JWKS) or, when the COGNITO_* variables are set, the
 * hosted Cognito pool (its JWKS fetched and cached by jose). A token must be an RS256 JWT signed by
 * one of the pool's keys, unexpired, with `token_use` 'id' (then `aud` is the app client) or
 * 'access' (then `client_id` is). The embedded pool also reads the account on every call (one
 * primary-key read joined with the token's refresh-token family): a token of a revoked family
 * (RevokeToken, GlobalSignOut, a password change elsewhere) or issued before the account's
 * `tokens_valid_after` is refused, and the profile and groups are the account's current ones.
 *
 * A client sends the same token for its whole life (an hour), so the signature of a token string
 * is checked once: the verifier remembers the claims of the last VERIFIED_TOKENS_KEPT tokens
 * that passed every check, and for a remembered token only the time checks run again (it expires
 * at its `exp` as before). That is not a cache of the account: the account check above still
 * runs on every call, so sign-out, revocation and group changes bite on the very next request.
 */
import {
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Visibility } from '../../src/domain/schemas/field-schemas';
import { systemClock, type Clock } from './clock';
import { SIGNING_ALGORITHM } from './signing-keys';
import {
  ADMIN_GROUP,
  EDITOR_GROUP,
  PUBLISH_RESULTS_ATTRIBUTE,
  publishResultsFromAttribute,
} from '../../src/domain/user-attributes';
import { hostedIssuer } from './user-pool-identity';

export type TokenUse = 'id' | 'access';

/** The caller, as the GraphQL server sees them. */
export interface AuthenticatedUser {
  sub: string;
  email: string | undefined;
  name: string | undefined;
  nickname: string | undefined;
  groups: string[];
  isAdmin: boolean;
  isEditor: boolean;
  publishResults: 'PUBLIC' | 'PRIVATE' | null;
  tokenUse: 'id' | 'access';
}

/** Resolves the token's user, or rejects with InvalidTokenError (any other rejection is the server's fault, e.g. the hosted JWKS unreachable). */
export type TokenVerifier = (token: string) => Promise<AuthenticatedUser>;

export type InvalidTokenReason =
  'signature' | 'issuer' | 'audience' | 'token-use' | 'expired' | 'malformed' | 'revoked';

export class InvalidTokenError extends Error {
  constructor(
    readonly reason: InvalidTokenReason,
    message = `The token is not valid (${reason}).`,
  ) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/** The account behind an embedded-pool token, as it is now. */
export interface AccountSnapshot {
  email: string;
  name: string;
  nickname: string | null;
  groups: string[];
  publishResults: Visibility | null;
}

/** Looks the token's account up; 'revoked' refuses the token. */
export type AccountLookup = (token: {
  sub: string;
  originJti: string | undefined;
  issuedAtSeconds: number;
}) => Promise<AccountSnapshot | 'revoked'>;

export interface TrustedUserPool {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
  /** The embedded pool's account check; a hosted pool has none (its tokens stand alone). */
  lookupAccount?: AccountLookup;
}

export interface TokenVerifierOptions {
  pools: readonly TrustedUserPool[];
  clock?: Clock;
  /** Token uses accepted: both by default (AppSync accepts the ID or the access token). */
  tokenUses?: readonly TokenUse[];
}

export interface VerifiedToken {
  user: AuthenticatedUser;
  claims: JWTPayload;
}

/**
 * A hosted Cognito pool. `keys` defaults to its published JWKS
 * (`https://cognito-idp.{region}.amazonaws.com/{poolId}/.well-known/jwks.json`); tests pass a
 * local key set instead.
 */
export function hostedUserPool(
  cognito: { region: string; userPoolId: string; clientId: string },
  keys?: JWTVerifyGetKey,
): TrustedUserPool {
  const issuer = hostedIssuer(cognito.region, cognito.userPoolId);
  return {
    issuer,
    clientId: cognito.clientId,
    keys: keys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)),
  };
}

function reasonOf(error: unknown): InvalidTokenReason | undefined {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'iss' ? 'issuer' : error.claim === 'aud' ? 'audience' : 'malformed';
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed
  ) {
    return 'signature';
  }
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  ) {
    return 'malformed';
  }
  return undefined;
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

function userFromClaims(claims: JWTPayload, tokenUse: TokenUse): AuthenticatedUser {
  const groupsClaim = claims['cognito:groups'];
  const groups = Array.isArray(groupsClaim)
    ? groupsClaim.filter((group): group is string => typeof group === 'string')
    : [];
  return withGroups(
    {
      sub: claims.sub ?? '',
      email: optionalString(claims.email),
      name: optionalString(claims.name),
      nickname: optionalString(claims.nickname),
      groups,
      isAdmin: false,
      isEditor: false,
      publishResults: publishResultsFromAttribute(claims[PUBLISH_RESULTS_ATTRIBUTE]),
      tokenUse,
    },
    groups,
  );
}

function withGroups(user: AuthenticatedUser, groups: string[]): AuthenticatedUser {
  return {
    ...user,
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    isEditor: groups.includes(EDITOR_GROUP),
  };
}

/** How many verified token strings the verifier remembers (about 1 KB each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedSignature {
  pool: TrustedUserPool;
  claims: JWTPayload;
  tokenUse: TokenUse;
}

/** jose's time checks (no clock tolerance): not before `nbf`, and refused from `exp` on. */
function checkTimes(claims: JWTPayload, nowMs: number): void {
  const now = Math.floor(nowMs / 1000);
  if (claims.nbf !== undefined && claims.nbf > now) throw new InvalidTokenError('malformed');
  if (claims.exp === undefined || claims.exp <= now) throw new InvalidTokenError('expired');
}

/** The signature, issuer, token use and audience checks of a token not seen before. */
async function verifySignature(
  token: string,
  options: TokenVerifierOptions,
  nowMs: number,
): Promise<VerifiedSignature> {
  const tokenUses = options.tokenUses ?? ['id', 'access'];
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw new InvalidTokenError('malformed');
  }
  const pool = options.pools.find((candidate) => candidate.issuer === unverified.iss);
  if (!pool) throw new InvalidTokenError('issuer');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, pool.keys, {
      issuer: pool.issuer,
      algorithms: [SIGNING_ALGORITHM],
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'iat', 'token_use'],
    }));
  } catch (error) {
    const reason = reasonOf(error);
    if (reason) throw new InvalidTokenError(reason);
    throw error;
  }
  const tokenUse = claims.token_use;
  if ((tokenUse !== 'id' && tokenUse !== 'access') || !tokenUses.includes(tokenUse)) {
    throw new InvalidTokenError('token-use');
  }
  const client = tokenUse === 'id' ? claims.aud : claims.client_id;
  if (client !== pool.clientId) throw new InvalidTokenError('audience');
  return { pool, claims, tokenUse };
}

/** Verifies a token and gives its claims too (the user pool needs `origin_jti` and `iat`). */
export function createClaimsVerifier(
  options: TokenVerifierOptions,
): (token: string) => Promise<VerifiedToken> {
  const clock = options.clock ?? systemClock;
  /** Token strings that passed verifySignature, oldest first (a Map keeps insertion order). */
  const verified = new Map<string, VerifiedSignature>();
  return async (token) => {
    const nowMs = clock();
    let signature = verified.get(token);
    if (signature) {
      try {
        checkTimes(signature.claims, nowMs);
      } catch (error) {
        verified.delete(token);
        throw error;
      }
    } else {
      signature = await verifySignature(token, options, nowMs);
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        verified.delete(verified.keys().next().value as string);
      }
      verified.set(token, signature);
    }
    const { pool, claims, tokenUse } = signature;
    const user = userFromClaims(claims, tokenUse);
    if (!pool.lookupAccount) return { user, claims };
    const account = await pool.lookupAccount({
      sub: user.sub,
      originJti: optionalString(claims.origin_jti),
      issuedAtSeconds: claims.iat ?? 0,
    });
    if (account === 'revoked') throw new InvalidTokenError('revoked');
    return {
      claims,
      user: withGroups(
        {
          ...user,
          email: account.email,
          name: account.name,
          nickname: account.nickname ?? undefined,
          publishResults: account.publishResults,
        },
        account.groups,
      ),
    };
  };
}

/** The verifier for the GraphQL server: see the header of this file for what it checks. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const verify = createClaimsVerifier(options);
  return async (token) => (await verify(token)).user;
}
