/**
 * The account as Cognito shows it: the groups that are roles, the `custom:publishResults`
 * attribute ("true"/"false" text, stored as the domain's PUBLIC/PRIVATE) and the attribute list of
 * GetUser.
 */
import type { Visibility } from '../../src/domain/schemas/field-schemas';
import type { UserRow } from './user.repository';

/** The groups the app knows: roles of the seed (section 6). */
export const USER_GROUPS = ['Admin', 'Editor'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const PUBLISH_RESULTS_ATTRIBUTE = 'custom:publishResults';

/** "true" -> PUBLIC, "false" -> PRIVATE, anything else (unset) -> null. */
export function publishResultsFromAttribute(value: unknown): Visibility | null {
  if (value === 'true') return 'PUBLIC';
  if (value === 'false') return 'PRIVATE';
  return null;
}

/** The stored `users.publish_results` (PUBLIC, PRIVATE or null) as the domain's type. */
export function storedVisibility(value: string | null): Visibility | null {
  return value === 'PUBLIC' || value === 'PRIVATE' ? value : null;
}

export function publishResultsAttribute(value: string | null): 'true' | 'false' | undefined {
  if (value === 'PUBLIC') return 'true';
  if (value === 'PRIVATE') return 'false';
  return undefined;
}

export interface AttributeType {
  Name: string;
  Value: string;
}

/** GetUser's `UserAttributes`: only the attributes that have a value, as Cognito answers. */
export function cognitoAttributes(user: UserRow): AttributeType[] {
  const publish = publishResultsAttribute(user.publishResults);
  const attributes: [string, string | null | undefined][] = [
    ['sub', user.id],
    ['email', user.email],
    ['email_verified', String(user.confirmed)],
    ['name', user.name],
    ['nickname', user.nickname],
    [PUBLISH_RESULTS_ATTRIBUTE, publish],
  ];
  return attributes.flatMap(([Name, Value]) =>
    Value === null || Value === undefined ? [] : [{ Name, Value }],
  );
}
