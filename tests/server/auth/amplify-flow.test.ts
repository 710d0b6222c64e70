/**
 * The embedded user pool through the real aws-amplify Auth functions, configured with the
 * server's own /config.json, exactly as the app calls them.
 */
import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../../../server/auth/user.repository';
import { CLIENT_ID, PASSWORD, authTestServerBeforeAll } from './support/auth-test-server';

const server = authTestServerBeforeAll();
/** Amplify's token storage, so a test can see the refresh token it holds. */
const storage = new Map<string, string>();

beforeAll(async () => {
  Amplify.configure((await server.clientConfig()) as ResourcesConfig);
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: (key, value) => Promise.resolve(void storage.set(key, value)),
    getItem: (key) => Promise.resolve(storage.get(key) ?? null),
    removeItem: (key) => Promise.resolve(void storage.delete(key)),
    clear: () => Promise.resolve(storage.clear()),
  });
});

afterEach(async () => {
  await signOut();
});

function heldRefreshToken(): string {
  const entry = [...storage].find(([key]) => key.endsWith('.refreshToken'));
  if (!entry) throw new Error('Amplify holds no refresh token');
  return entry[1];
}

const passwordSignIn = (username: string, password = PASSWORD) =>
  signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });

describe('the user pool through aws-amplify', () => {
  it('signs up, resends the code, confirms with it and signs in', async () => {
    const email = 'amplify.kari@example.com';
    const signedUp = await signUp({
      username: email,
      password: PASSWORD,
      options: { userAttributes: { email, name: 'Kari Nordmann' } },
    });
    expect(signedUp).toMatchObject({
      isSignUpComplete: false,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'a***@e***' },
      },
    });
    await resendSignUpCode({ username: email });
    expect(await server.outbox(email)).toHaveLength(2);
    const confirmed = await confirmSignUp({
      username: email,
      confirmationCode: await server.latestCode(email),
      options: { forceAliasCreation: true },
    });
    expect(confirmed.isSignUpComplete).toBe(true);

    expect(await passwordSignIn(email)).toMatchObject({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    const { tokens, userSub } = await fetchAuthSession();
    expect(userSub).toBe(signedUp.userId);
    expect(tokens?.idToken?.payload).toMatchObject({
      sub: signedUp.userId,
      email,
      email_verified: true,
      name: 'Kari Nordmann',
      token_use: 'id',
      aud: CLIENT_ID,
      'cognito:username': signedUp.userId,
    });
    expect(tokens?.accessToken.payload).toMatchObject({
      token_use: 'access',
      client_id: CLIENT_ID,
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(tokens?.accessToken.payload.origin_jti).toEqual(expect.any(String));
  });

  it('reads and updates the attributes, and a forced refresh brings them into the ID token', async () => {
    const email = 'amplify.ola@example.com';
    const sub = await server.createUser(email, { name: 'Ola' });
    await passwordSignIn(email);
    expect(await fetchUserAttributes()).toEqual({
      sub,
      email,
      email_verified: 'true',
      name: 'Ola',
    });

    await updateUserAttributes({
      userAttributes: { nickname: 'Olamann', 'custom:publishResults': 'true' },
    });
    expect(await fetchUserAttributes()).toMatchObject({
      nickname: 'Olamann',
      'custom:publishResults': 'true',
    });

    const before = (await fetchAuthSession()).tokens;
    const refreshTokenBefore = heldRefreshToken();
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens;
    expect(after?.idToken?.payload).toMatchObject({
      nickname: 'Olamann',
      'custom:publishResults': 'true',
    });
    expect(after?.accessToken.payload.jti).not.toBe(before?.accessToken.payload.jti);
    expect(after?.accessToken.payload.origin_jti).toBe(before?.accessToken.payload.origin_jti);
    expect(heldRefreshToken()).toBe(refreshTokenBefore);
  });

  it('changes the password: the old one stops working, the new one signs in', async () => {
    const email = 'amplify.change@example.com';
    await server.createUser(email);
    await passwordSignIn(email);
    await updatePassword({ oldPassword: PASSWORD, newPassword: 'Brand-new-pass2' });
    await signOut();
    await expect(passwordSignIn(email)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await passwordSignIn(email, 'Brand-new-pass2')).isSignedIn).toBe(true);
  });

  it('resets a forgotten password with the mailed code', async () => {
    const email = 'amplify.reset@example.com';
    await server.createUser(email);
    const reset = await resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username: email,
      confirmationCode: await server.latestCode(email),
      newPassword: 'Reset-pass3',
    });
    expect((await passwordSignIn(email, 'Reset-pass3')).isSignedIn).toBe(true);
  });

  it('signOut() revokes the refresh token it held (RevokeToken)', async () => {
    const email = 'amplify.signout@example.com';
    await server.createUser(email);
    await passwordSignIn(email);
    const refreshToken = heldRefreshToken();
    await signOut();
    await expect(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refreshToken }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('signOut({ global: true }) ends every session of the user (GlobalSignOut)', async () => {
    const email = 'amplify.global@example.com';
    await server.createUser(email);
    await passwordSignIn(email);
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();
    const refreshToken = heldRefreshToken();
    await signOut({ global: true });
    await expect(
      server.cognito.send(new GetUserCommand({ AccessToken: accessToken })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(
      server.cognito.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refreshToken }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('reports the refusals by their Cognito names', async () => {
    const email = 'amplify.refusals@example.com';
    await signUp({
      username: email,
      password: PASSWORD,
      options: { userAttributes: { email, name: 'R' } },
    });
    await expect(
      signUp({
        username: email,
        password: PASSWORD,
        options: { userAttributes: { email, name: 'R' } },
      }),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });
    // Amplify turns "not confirmed" into the next step rather than an error.
    expect((await passwordSignIn(email)).nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
    await expect(
      confirmSignUp({ username: email, confirmationCode: '000000x' }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await confirmSignUp({ username: email, confirmationCode: await server.latestCode(email) });
    await expect(passwordSignIn(email, 'Wrong-password1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    // PreventUserExistenceErrors: an unknown address is told a code was sent, like a known one.
    expect((await resetPassword({ username: 'nobody@example.com' })).nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
    });
    await expect(
      signUp({
        username: 'weak@example.com',
        password: 'weakpassword',
        options: { userAttributes: { email: 'weak@example.com', name: 'W' } },
      }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('turns a required password reset into the RESET_PASSWORD step', async () => {
    const email = 'amplify.forced@example.com';
    const sub = await server.createUser(email);
    const users = createUserRepository(server.database.db);
    await users.setPasswordResetRequired(sub, new Date(server.clock.now()));
    expect((await passwordSignIn(email)).nextStep.signInStep).toBe('RESET_PASSWORD');
  });
});
