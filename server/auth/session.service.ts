/**
 * Sign-in and the life of a session: InitiateAuth (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH),
 * GetTokensFromRefreshToken (what aws-amplify 6.22 refreshes with), RevokeToken and
 * GlobalSignOut. A sign-in starts a refresh-token family: an opaque random refresh token (only its
 * SHA-256 is stored) whose row id is the `origin_jti` of every token minted from it. Refreshing
 * keeps the same refresh token (Cognito without rotation) and re-reads the account, so a new
 * group shows up at the next refresh too.
 */
import crypto from 'node:crypto';
import { epochSeconds } from './clock';
import type { RefreshTokenRow } from './refresh-token.repository';
import type { IssuedTokens } from './token.service';
import {
  accessTokenRequest,
  initiateAuthRequest,
  parseRequest,
  refreshRequest,
  revokeTokenRequest,
} from './user-pool.requests';
import { assertClientId, type UserPoolAction, type UserPoolDeps } from './user-pool.deps';
import { UserPoolError, invalidParameter, notAuthorized } from './user-pool-error';
import type { UserRow } from './user.repository';

export function refreshTokenHash(refreshToken: string): string {
  return crypto.createHash('sha256').update(refreshToken).digest('base64url');
}

function authenticationResult(tokens: IssuedTokens, refreshToken?: string) {
  return {
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresInSeconds,
      TokenType: 'Bearer',
      IdToken: tokens.idToken,
      ...(refreshToken === undefined ? {} : { RefreshToken: refreshToken }),
    },
    ChallengeParameters: {},
  };
}

export function sessionActions(deps: UserPoolDeps): Record<string, UserPoolAction> {
  const { users, refreshTokens, throttle, passwords, tokens, clock } = deps;

  /** A new family for a password sign-in; the refresh token is returned once, never stored. */
  async function startSession(user: UserRow) {
    const now = clock();
    const refreshToken = crypto.randomBytes(32).toString('base64url');
    const family: RefreshTokenRow = {
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash: refreshTokenHash(refreshToken),
      clientId: deps.clientId,
      authTime: new Date(now),
      expiresAt: new Date(now + deps.refreshTokenLifetimeSeconds * 1000),
      createdAt: new Date(now),
      revokedAt: null,
    };
    await refreshTokens.deleteExpiredOfUser(user.id, new Date(now));
    await refreshTokens.insert(family);
    const issued = await tokens.issue(user, {
      familyId: family.id,
      authTimeSeconds: epochSeconds(now),
    });
    return authenticationResult(issued, refreshToken);
  }

  async function passwordSignIn(parameters: Record<string, string>, address: string) {
    const username = parameters.USERNAME;
    const password = parameters.PASSWORD;
    if (!username) throw invalidParameter('Missing required parameter USERNAME');
    if (!password) throw invalidParameter('Missing required parameter PASSWORD');
    // Counted before anything is checked: concurrent guesses cannot outrun the count.
    const attempt = await throttle.beginTry(username, address);
    const user = await users.findByEmail(username);
    if (!user) {
      // The same answer and about the same time as a wrong password: e-mails stay private.
      await passwords.verifyNothing(password);
      throw notAuthorized();
    }
    if (user.passwordResetRequired) {
      await attempt.discard();
      throw new UserPoolError(
        'PasswordResetRequiredException',
        'Password reset required for the user',
      );
    }
    if (!(await passwords.verify(user.passwordHash, password))) throw notAuthorized();
    await attempt.succeeded();
    if (!user.confirmed)
      throw new UserPoolError('UserNotConfirmedException', 'User is not confirmed.');
    return startSession(user);
  }

  /** New ID and access tokens for a live refresh token of this client. */
  async function refresh(refreshToken: string) {
    const family = await refreshTokens.findByHash(refreshTokenHash(refreshToken));
    if (!family || family.clientId !== deps.clientId) throw notAuthorized('Invalid Refresh Token');
    if (family.revokedAt) throw notAuthorized('Refresh Token has been revoked');
    if (family.expiresAt.getTime() <= clock()) throw notAuthorized('Refresh Token has expired');
    const user = await users.findById(family.userId);
    const validAfter = user?.tokensValidAfter?.getTime() ?? 0;
    if (
      !user ||
      !user.confirmed ||
      user.passwordResetRequired ||
      family.createdAt.getTime() < validAfter
    ) {
      throw notAuthorized('Refresh Token has been revoked');
    }
    const issued = await tokens.issue(user, {
      familyId: family.id,
      authTimeSeconds: epochSeconds(family.authTime.getTime()),
    });
    return authenticationResult(issued);
  }

  const initiateAuth: UserPoolAction = async (body, caller) => {
    const request = parseRequest(initiateAuthRequest, body);
    assertClientId(deps, request.ClientId);
    switch (request.AuthFlow) {
      case 'USER_PASSWORD_AUTH':
        return passwordSignIn(request.AuthParameters, caller.address);
      case 'REFRESH_TOKEN_AUTH':
      case 'REFRESH_TOKEN': {
        const refreshToken = request.AuthParameters.REFRESH_TOKEN;
        if (!refreshToken) throw invalidParameter('Missing required parameter REFRESH_TOKEN');
        return refresh(refreshToken);
      }
      case 'USER_SRP_AUTH':
        // SRP would keep a weaker verifier than argon2 and the usual library mis-pads now and
        // then; the app signs in with USER_PASSWORD_AUTH.
        throw invalidParameter(
          'USER_SRP_AUTH flow not enabled for this client: sign in with USER_PASSWORD_AUTH.',
        );
      default:
        throw invalidParameter(`${request.AuthFlow} flow not enabled for this client.`);
    }
  };

  const getTokensFromRefreshToken: UserPoolAction = async (body) => {
    const request = parseRequest(refreshRequest, body);
    assertClientId(deps, request.ClientId);
    return refresh(request.RefreshToken);
  };

  const revokeToken: UserPoolAction = async (body) => {
    const request = parseRequest(revokeTokenRequest, body);
    assertClientId(deps, request.ClientId);
    // As RFC 7009 and Cognito: revoking an unknown or already revoked token succeeds quietly.
    const family = await refreshTokens.findByHash(refreshTokenHash(request.Token));
    if (family && family.clientId === request.ClientId) {
      await refreshTokens.revoke(family.id, new Date(clock()));
    }
    return {};
  };

  const globalSignOut: UserPoolAction = async (body) => {
    const request = parseRequest(accessTokenRequest, body);
    const { user } = await deps.verifyAccessToken(request.AccessToken);
    const now = new Date(clock());
    await users.invalidateTokensBefore(user.sub, now);
    await refreshTokens.revokeAllOfUser(user.sub, now);
    return {};
  };

  return {
    InitiateAuth: initiateAuth,
    GetTokensFromRefreshToken: getTokensFromRefreshToken,
    RevokeToken: revokeToken,
    GlobalSignOut: globalSignOut,
  };
}
