/**
 * The account's roles and its `custom:publishResults` attribute, as the user pool (Cognito's
 * protocol) carries them: written once here for the server (token, GetUser, UpdateUserAttributes,
 * the users command) and the app (current user, settings).
 */
import type { Visibility } from './schemas/field-schemas';

/** The groups that are roles (seed section 6). */
export const ADMIN_GROUP = 'Admin';
export const EDITOR_GROUP = 'Editor';
export const USER_GROUPS = [ADMIN_GROUP, EDITOR_GROUP] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** The custom attribute saying who sees the user's points. */
export const PUBLISH_RESULTS_ATTRIBUTE = 'custom:publishResults';

/** The attribute's text: "true" (public points) or "false" (private). */
export type PublishResultsText = 'true' | 'false';

/** "true" -> PUBLIC, "false" -> PRIVATE, anything else (unset) -> null. */
export function publishResultsFromAttribute(value: unknown): Visibility | null {
  if (value === 'true') return 'PUBLIC';
  if (value === 'false') return 'PRIVATE';
  return null;
}

/** PUBLIC -> "true", PRIVATE -> "false", anything else (not chosen) -> undefined (no attribute). */
export function publishResultsAttribute(value: Visibility): PublishResultsText;
export function publishResultsAttribute(value: string | null): PublishResultsText | undefined;
export function publishResultsAttribute(value: string | null): PublishResultsText | undefined {
  if (value === 'PUBLIC') return 'true';
  if (value === 'PRIVATE') return 'false';
  return undefined;
}
