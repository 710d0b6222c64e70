/**
 * ForgotPassword, ConfirmForgotPassword and ChangePassword. A reset by code signs the account out
 * everywhere (the old password may be known to someone else); a change by the signed-in user
 * keeps the session that asked and ends the others. ForgotPassword and ConfirmForgotPassword
 * answer as Cognito with PreventUserExistenceErrors: the same for an address without an account.
 */
import { codeDeliveryDetails } from './one-time-code.service';
import { assertPasswordPolicy } from './password-policy';
import {
  changePasswordRequest,
  confirmForgotPasswordRequest,
  parseRequest,
  usernameRequest,
} from './user-pool.requests';
import { assertClientId, type UserPoolAction, type UserPoolDeps } from './user-pool.deps';
import { notAuthorized } from './user-pool-error';

export function passwordActions(deps: UserPoolDeps): Record<string, UserPoolAction> {
  const { users, refreshTokens, codes, throttle, passwords, clock } = deps;

  // Cognito with PreventUserExistenceErrors: an address without a (confirmed) account gets the
  // same answer as one with, a code "sent" to it, and counts against the same mail allowance.
  const forgotPassword: UserPoolAction = async (body, caller) => {
    const request = parseRequest(usernameRequest, body);
    assertClientId(deps, request.ClientId);
    const user = await users.findByEmail(request.Username);
    await throttle.takeMailAllowance(request.Username, caller.address);
    if (user?.confirmed) await codes.send(user, 'password-reset', { background: true });
    else await codes.sendNothing('password-reset');
    return { CodeDeliveryDetails: codeDeliveryDetails(request.Username) };
  };

  const confirmForgotPassword: UserPoolAction = async (body, caller) => {
    const request = parseRequest(confirmForgotPasswordRequest, body);
    assertClientId(deps, request.ClientId);
    // The policy first, so a weak password does not use up the code.
    assertPasswordPolicy(request.Password);
    const user = await users.findByEmail(request.Username);
    // Without an account, the code is simply wrong (as Cognito answers with PreventUserExistenceErrors).
    const owner = { email: request.Username, userId: user?.id };
    await codes.use(owner, 'password-reset', request.ConfirmationCode, caller.address);
    if (!user) throw new Error('a code was accepted for an address without an account');
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
    const attempt = await throttle.beginTry(user.email, caller.address);
    if (!(await passwords.verify(user.passwordHash, request.PreviousPassword))) {
      throw notAuthorized();
    }
    await attempt.succeeded();
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
