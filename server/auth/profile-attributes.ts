/**
 * The attributes a user may set (SignUp, UpdateUserAttributes), checked with the domain's rules:
 * name (1-256 characters, trimmed), nickname (NICKNAME_MIN_LENGTH to NICKNAME_MAX_LENGTH, as the
 * settings form; unique, see profile-change.ts), `custom:publishResults` ("true" or "false"), the
 * rename notice's `custom:nicknameRenamedFrom` (only cleared), and at sign-up the e-mail (which is
 * the user name and cannot change later: a new address would need its own confirmation).
 */
import { NICKNAME_RENAMED_ATTRIBUTE } from '../../src/domain/nickname';
import type { Visibility } from '../../src/domain/schemas/field-schemas';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../src/domain/schemas/user-settings';
import {
  PUBLISH_RESULTS_ATTRIBUTE,
  publishResultsFromAttribute,
} from '../../src/domain/user-attributes';
import { invalidParameter } from './user-pool-error';

export interface ProfileAttributes {
  email?: string;
  name?: string;
  nickname?: string;
  publishResults?: Visibility;
  /** The rename notice was shown: its attribute saved empty (any other value is refused). */
  nicknameNoticeSeen?: boolean;
}

export type ProfileAttributeName =
  | 'email'
  | 'name'
  | 'nickname'
  | typeof PUBLISH_RESULTS_ATTRIBUTE
  | typeof NICKNAME_RENAMED_ATTRIBUTE;

const NAME_MAX_LENGTH = 256;

const invalid = (name: string, why: string) =>
  invalidParameter(`Invalid user attributes: ${name}: ${why}`);

function checkedName(value: string): string {
  const name = value.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    throw invalid('name', `must have 1 to ${NAME_MAX_LENGTH} characters`);
  }
  return name;
}

function checkedNickname(value: string): string {
  const nickname = value.trim();
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH) {
    throw invalid(
      'nickname',
      `must have ${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters`,
    );
  }
  return nickname;
}

/** The attributes as values, refusing one that is not in `allowed` or breaks its rule. */
export function parseProfileAttributes(
  attributes: readonly { Name: string; Value: string }[],
  allowed: readonly ProfileAttributeName[],
): ProfileAttributes {
  const profile: ProfileAttributes = {};
  for (const { Name, Value } of attributes) {
    if (!(allowed as readonly string[]).includes(Name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name}: Attribute does not exist in the schema or cannot be changed.`,
      );
    }
    if (Name === 'email') profile.email = Value.trim();
    else if (Name === 'name') profile.name = checkedName(Value);
    else if (Name === 'nickname') profile.nickname = checkedNickname(Value);
    else if (Name === NICKNAME_RENAMED_ATTRIBUTE) {
      if (Value !== '') throw invalid(NICKNAME_RENAMED_ATTRIBUTE, 'may only be cleared');
      profile.nicknameNoticeSeen = true;
    } else {
      const publishResults = publishResultsFromAttribute(Value);
      if (!publishResults) throw invalid(PUBLISH_RESULTS_ATTRIBUTE, 'must be "true" or "false"');
      profile.publishResults = publishResults;
    }
  }
  return profile;
}
