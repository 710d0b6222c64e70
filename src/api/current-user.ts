/**
 * The current user as the app sees it, read from the ID token's claims (`cognito:groups`, `sub`,
 * ...) and the user's attributes (`fetchUserAttributes`, fresher than the token after a change).
 * Roles are the groups `Admin` and `Editor`; `custom:publishResults` holds "true" (public points)
 * or "false" (private), or nothing when the user has not chosen yet.
 */
import * as v from 'valibot';
import type { Visibility } from '../domain/schemas/field-schemas';
import {
  ADMIN_GROUP,
  EDITOR_GROUP,
  PUBLISH_RESULTS_ATTRIBUTE,
  publishResultsFromAttribute,
} from '../domain/user-attributes';

export { ADMIN_GROUP, EDITOR_GROUP };

export type PublishResults = Visibility | null;

/** What is kept of a user (also in localStorage): everything else is derived from it. */
export const storedUserSchema = v.object({
  sub: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  nickname: v.string(),
  email: v.string(),
  email_verified: v.boolean(),
  userGroups: v.array(v.string()),
  publishResults: v.nullable(v.picklist(['PUBLIC', 'PRIVATE'])),
});

export type StoredUser = v.InferOutput<typeof storedUserSchema>;

export interface CurrentUser extends StoredUser {
  isAdmin: boolean;
  isEditor: boolean;
  isEditorOrAdmin: boolean;
  /** True when a user id (`sub`) exists. */
  isLoggedIn: boolean;
}

/** ID token payload claims (JSON values). */
export type UserClaims = Readonly<Record<string, unknown>>;
/** User attributes as the pool returns them: every value a string. */
export type UserAttributes = Readonly<Partial<Record<string, string>>>;

/** "true" -> PUBLIC, "false" -> PRIVATE, anything else (missing) -> null. */
export function publishResultsFrom(value: unknown): PublishResults {
  return publishResultsFromAttribute(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function groupsFrom(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((group): group is string => typeof group === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The roles and the signed-in flag of a stored user. */
export function withRoles(user: StoredUser): CurrentUser {
  const isAdmin = user.userGroups.includes(ADMIN_GROUP);
  const isEditor = user.userGroups.includes(EDITOR_GROUP);
  return {
    ...user,
    isAdmin,
    isEditor,
    isEditorOrAdmin: isAdmin || isEditor,
    isLoggedIn: user.sub !== '',
  };
}

/** The current user from the ID token's claims, each attribute overriding its claim. */
export function currentUserFrom(claims: UserClaims, attributes: UserAttributes = {}): CurrentUser {
  const read = (key: string): unknown => attributes[key] ?? claims[key];
  const verified = read('email_verified');
  return withRoles({
    sub: text(read('sub')),
    name: text(read('name')),
    nickname: text(read('nickname')),
    email: text(read('email')),
    email_verified: verified === true || verified === 'true',
    userGroups: groupsFrom(claims['cognito:groups']),
    publishResults: publishResultsFrom(read(PUBLISH_RESULTS_ATTRIBUTE)),
  });
}

/** The name to show: the nickname, else the name, else the e-mail. */
export function displayName(user: Pick<StoredUser, 'nickname' | 'name' | 'email'>): string {
  return user.nickname.trim() || user.name.trim() || user.email;
}
