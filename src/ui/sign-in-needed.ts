/**
 * The player's actions the server would not take without a new sign-in (outbox status
 * `sign-in-needed`): kept on the phone and sent once the same user signs in again, never with
 * another user's token. Screens show how many wait, and ask the player to sign in.
 */
import type { MapGameDb, OutboxEntry } from '../offline/db';

/** How many of `owner`'s actions (starts, punches, cancels) wait for a sign-in; others' never count. */
export function signInNeededCount(
  entries: readonly Pick<OutboxEntry, 'owner' | 'status'>[],
  owner: string,
): number {
  return entries.filter((entry) => entry.owner === owner && entry.status === 'sign-in-needed')
    .length;
}

/** The owner's actions waiting for a sign-in, counted in the phone's outbox (0 without owner). */
export async function readSignInNeededCount(db: MapGameDb, owner: string): Promise<number> {
  if (!owner) return 0;
  const entries = await db.outbox
    .where('[owner+status]')
    .equals([owner, 'sign-in-needed'])
    .toArray();
  return signInNeededCount(entries, owner);
}
