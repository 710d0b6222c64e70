/**
 * The account as Cognito shows it: the groups that are roles, the `custom:publishResults`
 * attribute ("true"/"false" text, stored as the domain's PUBLIC/PRIVATE) and the attribute list of
 * GetUser (with `custom:nicknameRenamedFrom` while a rename notice waits to be shown).
 */
import { NICKNAME_RENAMED_ATTRIBUTE } from '../../src/domain/nickname';
import type { Visibility } from '../../src/domain/schemas/field-schemas';
import {
  PUBLISH_RESULTS_ATTRIBUTE,
  publishResultsAttribute,
} from '../../src/domain/user-attributes';
import type { UserRow } from './user.repository';

/** The stored `users.publish_results` (PUBLIC, PRIVATE or null) as the domain's type. */
export function storedVisibility(value: string | null): Visibility | null {
  return value === 'PUBLIC' || value === 'PRIVATE' ? value : null;
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
    [NICKNAME_RENAMED_ATTRIBUTE, user.nicknameRenamedFrom],
  ];
  return attributes.flatMap(([Name, Value]) =>
    Value === null || Value === undefined ? [] : [{ Name, Value }],
  );
}
