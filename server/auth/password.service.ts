/**
 * ForgotPassword, ConfirmForgotPassword and ChangePassword. A reset by code signs the account out
 * everywhere (the old password may be known to someone else); a change by the signed-in user
 * keeps the session that asked and ends the others.
 */
import { assertPasswordPolicy } from './password-policy';
import {
  changePasswordRequest,
  confirmForgotPasswordRequest,
  parseRequest,
  usernameRequest,
} from './user-pool.requests';
import {
  assertClientId,
  userNotFound,
  type UserPoolAction,
  type UserPoolDeps,
} from './user-pool.deps';
import { invalidParameter, notAuthorized } from './user-pool-error';

export function passwordActions(deps: UserPoolDeps): Record<string, UserPoolAction> {
  const { users, refreshTokens, codes, throttle, passwords, clock } = deps;

  const forgotPassword: UserPoolAction = async (body) => {
    const request = parseRequest(usernameRequest, body);
    assertClientId(deps, request.ClientId);
    const user = await users.findByEmail(request.Username);
    if (!user) throw userNotFound();
    if (!user.confirmed) {
      throw invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    return { CodeDeliveryDetails: await codes.send(user, 'password-reset') };
  };

  const confirmForgotPassword: UserPoolAction = async (body, caller) => {
    const request = parseRequest(confirmForgotPasswordRequest, body);
    assertClientId(deps, request.ClientId);
    // The policy first, so a weak password does not use up the code.
    assertPasswordPolicy(request.Password);
    const user = await users.findByEmail(request.Username);
    if (!user) throw userNotFound();
    await codes.use(user, 'password-reset', request.ConfirmationCode, caller.address);
    const now = new Date(clock());
    await users.setPassword(user.id, await passwords.hash(request.Password), now);
    await users.invalidateTokensBefore(user.id, now);
    await refreshTokens.revokeAllOfUser(user.id, now);
    return {};
  };

  const changePassword: UserPoolAction = async (body, caller) => {
    const request = parseRequest(changePasswordRequest, body);
    const { user: signedIn, claims } = await deps.verifyAccessToken(request.AccessToken);
    assertPasswordPolicy(request.ProposedPassword);
    const user = await users.findById(signedIn.sub);
    if (!user) throw notAuthorized('Access Token has been revoked');
    await throttle.assertMayTry(user.email, caller.address);
    if (!(await passwords.verify(user.passwordHash, request.PreviousPassword))) {
      await throttle.recordFailure(user.email, caller.address);
      throw notAuthorized();
    }
    const now = new Date(clock());
    await users.setPassword(user.id, await passwords.hash(request.ProposedPassword), now);
    const family = typeof claims.origin_jti === 'string' ? claims.origin_jti : undefined;
    await refreshTokens.revokeAllOfUser(user.id, now, family);
    return {};
  };

  return {
    ForgotPassword: forgotPassword,
    ConfirmForgotPassword: confirmForgotPassword,
    ChangePassword: changePassword,
  };
}
