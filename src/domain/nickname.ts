/**
 * Nicknames name a player in rankings and teams, so no two accounts hold the same one: they are
 * compared without regard to case and surrounding spaces (the key below; the database's unique
 * index `users_nickname_key` is on the same `lower(btrim(nickname))`). Team relations and scores
 * are keyed by the account's id; the nickname is only how they are shown.
 */

/** The comparison key of a nickname: " Demo Player " and "demo player" are the same one. */
export function nicknameKey(nickname: string): string {
  return nickname.trim().toLowerCase();
}

/**
 * The user attribute (GetUser) holding the nickname the account had before the server gave it a
 * suffix because another account held it in another case; the app tells the player once and
 * clears it by saving the attribute empty.
 */
export const NICKNAME_RENAMED_ATTRIBUTE = 'custom:nicknameRenamedFrom';
