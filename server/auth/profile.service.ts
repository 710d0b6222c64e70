/** GetUser and UpdateUserAttributes: the signed-in user's own attributes. */
import { NICKNAME_RENAMED_ATTRIBUTE } from '../../src/domain/nickname';
import { PUBLISH_RESULTS_ATTRIBUTE } from '../../src/domain/user-attributes';
import type { Db } from '../db/database';
import { changeProfile } from './profile-change';
import { cognitoAttributes } from './user-attributes';
import {
  accessTokenRequest,
  parseRequest,
  updateUserAttributesRequest,
} from './user-pool.requests';
import type { UserPoolAction, UserPoolDeps } from './user-pool.deps';
import { notAuthorized } from './user-pool-error';
import { parseProfileAttributes } from './profile-attributes';

export function profileActions(deps: UserPoolDeps, db: Db): Record<string, UserPoolAction> {
  const { users, clock } = deps;

  const getUser: UserPoolAction = async (body) => {
    const request = parseRequest(accessTokenRequest, body);
    const { user: caller } = await deps.verifyAccessToken(request.AccessToken);
    const user = await users.findById(caller.sub);
    if (!user) throw notAuthorized('Access Token has been revoked');
    return { Username: user.id, UserAttributes: cognitoAttributes(user) };
  };

  const updateUserAttributes: UserPoolAction = async (body) => {
    const request = parseRequest(updateUserAttributesRequest, body);
    const { user: caller } = await deps.verifyAccessToken(request.AccessToken);
    const profile = parseProfileAttributes(request.UserAttributes, [
      'name',
      'nickname',
      PUBLISH_RESULTS_ATTRIBUTE,
      NICKNAME_RENAMED_ATTRIBUTE,
    ]);
    await changeProfile(db, caller.sub, profile, new Date(clock()));
    return { CodeDeliveryDetailsList: [] };
  };

  return { GetUser: getUser, UpdateUserAttributes: updateUserAttributes };
}
