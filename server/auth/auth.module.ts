/**
 * The auth module wired for the server: the embedded user pool (routes, token service, verifier)
 * or, with the COGNITO_* variables, only a verifier of the hosted pool's tokens (the hosted pool
 * then signs users in, and `/auth` is not served).
 */
import type { JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { EMBEDDED_CLIENT_ID } from '../http/client-config';
import { allowedOrigin } from '../http/cors';
import type { HttpRoute } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { createAuthAttemptRepository } from './auth-attempt.repository';
import { clientAddressReader } from './client-address';
import { systemClock, type Clock } from './clock';
import { embeddedUserPool } from './embedded-user-pool';
import { createOneTimeCodeRepository } from './one-time-code.repository';
import { createOneTimeCodeService } from './one-time-code.service';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { passwordActions } from './password.service';
import { profileActions } from './profile.service';
import { createRefreshTokenRepository } from './refresh-token.repository';
import { sessionActions } from './session.service';
import { signUpActions } from './sign-up.service';
import { signingKeyStoreFor, type SigningKeyStore } from './signing-keys';
import { createThrottle } from './throttle';
import {
  InvalidTokenError,
  createClaimsVerifier,
  createTokenVerifier,
  hostedUserPool,
  type TokenVerifier,
} from './token-verifier';
import { createTokenService, type TokenService } from './token.service';
import type { UserPoolDeps } from './user-pool.deps';
import { notAuthorized } from './user-pool-error';
import { embeddedIssuer } from './user-pool-identity';
import { userPoolRoutes } from './user-pool.routes';
import { createUserRepository } from './user.repository';

export interface AuthModuleParts {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  /** The clock for token times, code expiry and the throttle (tests move it). */
  clock?: Clock;
  /** The embedded pool's signing key; the key file under DATA_DIR by default. */
  signingKeys?: SigningKeyStore;
  /** The hosted pool's keys instead of its published JWKS (tests). */
  hostedPoolKeys?: JWTVerifyGetKey;
  /** The password hasher (tests count its checks); argon2id if unset. */
  passwords?: PasswordHasher;
}

export interface AuthModule {
  routes: HttpRoute[];
  /** For the GraphQL server: the caller of an `Authorization` token. */
  verifyToken: TokenVerifier;
  /** The embedded pool's token minting (undefined with a hosted pool). */
  tokens: TokenService | undefined;
}

const ACCESS_TOKEN_MESSAGES: Partial<Record<InvalidTokenError['reason'], string>> = {
  expired: 'Access Token has expired',
  revoked: 'Access Token has been revoked',
};

export function createAuthModule(parts: AuthModuleParts): AuthModule {
  const { config, database, mailer } = parts;
  const clock = parts.clock ?? systemClock;
  if (config.cognito) {
    const pool = hostedUserPool(config.cognito, parts.hostedPoolKeys);
    return {
      routes: [],
      verifyToken: createTokenVerifier({ pools: [pool], clock }),
      tokens: undefined,
    };
  }
  const signingKeys = parts.signingKeys ?? signingKeyStoreFor(config.dataDir, database);
  const issuer = embeddedIssuer(config.publicUrl);
  const users = createUserRepository(database.db);
  const pool = embeddedUserPool({ issuer, signingKeys, users });
  const throttle = createThrottle(createAuthAttemptRepository(database.db), clock);
  const tokens = createTokenService({
    signingKeys,
    issuer,
    clientId: EMBEDDED_CLIENT_ID,
    lifetimeSeconds: config.auth.tokenLifetimeSeconds,
    clock,
  });
  const verifyAccess = createClaimsVerifier({ pools: [pool], clock, tokenUses: ['access'] });
  const deps: UserPoolDeps = {
    users,
    refreshTokens: createRefreshTokenRepository(database.db),
    codes: createOneTimeCodeService({
      codes: createOneTimeCodeRepository(database.db),
      throttle,
      mailer,
      clock,
    }),
    throttle,
    passwords: parts.passwords ?? createPasswordHasher(),
    tokens,
    async verifyAccessToken(token) {
      try {
        return await verifyAccess(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        throw notAuthorized(ACCESS_TOKEN_MESSAGES[error.reason] ?? 'Invalid Access Token');
      }
    },
    clock,
    clientId: EMBEDDED_CLIENT_ID,
    refreshTokenLifetimeSeconds: config.auth.refreshTokenLifetimeSeconds,
  };
  const actions = new Map(
    Object.entries({
      ...signUpActions(deps, database.db),
      ...sessionActions(deps),
      ...passwordActions(deps),
      ...profileActions(deps, database.db),
    }),
  );
  return {
    routes: userPoolRoutes({
      actions,
      signingKeys,
      allowedOrigin: allowedOrigin(config.publicUrl),
      clientAddress: clientAddressReader(config.trustProxy),
    }),
    verifyToken: createTokenVerifier({ pools: [pool], clock }),
    tokens,
  };
}
