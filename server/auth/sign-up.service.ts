/**
 * SignUp, ConfirmSignUp and ResendConfirmationCode. The user name is the e-mail (a pool with
 * e-mail user names): one account per address in any case; the `sub` is a random UUID. An account
 * stays unconfirmed until its code comes back. An unconfirmed account whose sign-up code has
 * expired may be signed up again, so nobody can hold someone else's address by signing it up.
 * ConfirmSignUp and ResendConfirmationCode answer as Cognito with PreventUserExistenceErrors: an
 * address without an account (or already confirmed) gets the answer a pending one gets. SignUp
 * itself still says "already registered", as Cognito's does: the app's sign-up screen needs it.
 * A nickname given at sign-up must be free in any case or spacing (NicknameExistsException).
 */
import crypto from 'node:crypto';
import * as v from 'valibot';
import { emailField } from '../../src/domain/schemas/field-schemas';
import { PUBLISH_RESULTS_ATTRIBUTE } from '../../src/domain/user-attributes';
import type { Db } from '../db/database';
import { CODE_LIFETIME_HOURS, codeDeliveryDetails } from './one-time-code.service';
import { assertPasswordPolicy } from './password-policy';
import { parseProfileAttributes } from './profile-attributes';
import { nicknameRequired, nicknameTaken } from './profile-change';
import { createProfileRepository } from './profile.repository';
import {
  confirmSignUpRequest,
  parseRequest,
  signUpRequest,
  usernameRequest,
} from './user-pool.requests';
import { assertClientId, type UserPoolAction, type UserPoolDeps } from './user-pool.deps';
import { UserPoolError, invalidParameter } from './user-pool-error';

const HOUR_MS = 60 * 60 * 1000;
const email = emailField();

export function signUpActions(deps: UserPoolDeps, db: Db): Record<string, UserPoolAction> {
  const { users, codes, throttle, passwords, clock } = deps;

  const signUp: UserPoolAction = async (body) => {
    const request = parseRequest(signUpRequest, body);
    assertClientId(deps, request.ClientId);
    const parsedEmail = v.safeParse(email, request.Username);
    if (!parsedEmail.success) throw invalidParameter('Username should be an email.');
    const username = parsedEmail.output;
    const profile = parseProfileAttributes(request.UserAttributes, [
      'email',
      'name',
      'nickname',
      PUBLISH_RESULTS_ATTRIBUTE,
    ]);
    if (profile.email !== undefined && profile.email.toLowerCase() !== username.toLowerCase()) {
      throw invalidParameter('Invalid user attributes: email: must be the same as the Username.');
    }
    if (profile.name === undefined) {
      throw invalidParameter(
        'Attributes did not conform to the schema: name: The attribute is required',
      );
    }
    assertPasswordPolicy(request.Password);
    if (profile.publishResults === 'PUBLIC' && profile.nickname === undefined) {
      throw nicknameRequired();
    }
    const profiles = createProfileRepository(db);

    const now = clock();
    const existing = await users.findByEmail(username);
    if (existing) {
      const abandoned =
        !existing.confirmed &&
        existing.createdAt.getTime() + CODE_LIFETIME_HOURS['sign-up'] * HOUR_MS < now;
      if (!abandoned) throw new UserPoolError('UsernameExistsException', 'User already exists');
      await users.deleteById(existing.id);
    }
    if (profile.nickname !== undefined && (await profiles.nicknameHeld(profile.nickname))) {
      throw nicknameTaken();
    }
    const user = await users.insert({
      id: crypto.randomUUID(),
      email: username,
      name: profile.name,
      nickname: profile.nickname ?? null,
      publishResults: profile.publishResults ?? null,
      passwordHash: await passwords.hash(request.Password),
      createdAt: new Date(now),
    });
    // Another sign-up for the same address, or the same nickname, got in between.
    if (!user) {
      if (profile.nickname !== undefined && (await profiles.nicknameHeld(profile.nickname))) {
        throw nicknameTaken();
      }
      throw new UserPoolError('UsernameExistsException', 'User already exists');
    }
    await throttle.takeMailAllowance(username);
    await codes.send(user, 'sign-up');
    return {
      UserConfirmed: false,
      UserSub: user.id,
      CodeDeliveryDetails: codeDeliveryDetails(username),
    };
  };

  const confirmSignUp: UserPoolAction = async (body, caller) => {
    // ForceAliasCreation is accepted and has nothing to do: the e-mail is the user name itself,
    // so no other account can hold it as an alias.
    const request = parseRequest(confirmSignUpRequest, body);
    assertClientId(deps, request.ClientId);
    // With PreventUserExistenceErrors: an unknown or already confirmed address has no code to
    // match, so any code is wrong there, counted and throttled like a wrong one for a live account.
    const user = await users.findByEmail(request.Username);
    const pending = user && !user.confirmed ? user : undefined;
    const owner = { email: request.Username, userId: pending?.id };
    await codes.use(owner, 'sign-up', request.ConfirmationCode, caller.address);
    if (!pending) throw new Error('a code was accepted for an address without a pending account');
    await users.confirm(pending.id, new Date(clock()));
    return {};
  };

  // The same answer whether the address has an unconfirmed account (which gets the code), a
  // confirmed one or none, and the same mail allowance per address.
  const resendConfirmationCode: UserPoolAction = async (body, caller) => {
    const request = parseRequest(usernameRequest, body);
    assertClientId(deps, request.ClientId);
    const user = await users.findByEmail(request.Username);
    await throttle.takeMailAllowance(request.Username, caller.address);
    if (user && !user.confirmed) await codes.send(user, 'sign-up', { background: true });
    else await codes.sendNothing('sign-up');
    return { CodeDeliveryDetails: codeDeliveryDetails(request.Username) };
  };

  return {
    SignUp: signUp,
    ConfirmSignUp: confirmSignUp,
    ResendConfirmationCode: resendConfirmationCode,
  };
}
