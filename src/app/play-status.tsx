/**
 * The navigation's view of play, read live from the device's database: the badge on the Punches
 * link (how many actions wait on the phone) and whether a game is ongoing (the update prompt
 * waits until it is over). Loaded on demand so the database stays off the first page load.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ongoingStateCount, pendingCount } from '../offline/outbox';
import { usePhoneRead } from '../offline/use-phone-read';
import './play-status.css';

/** The number of the player's actions waiting on the phone, as a labelled badge (none at 0). */
export function PendingBadge({ owner }: { owner: string }) {
  const { t } = useLingui();
  const count = usePhoneRead((db) => pendingCount(db, owner), [owner]);
  if (!count) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true" data-testid="pending-badge">
        {count}
      </span>
      <span className="visually-hidden">{t`(${plural(count, { one: '# action waiting to be sent', other: '# actions waiting to be sent' })})`}</span>
    </>
  );
}

/** Shows `children` only while `owner` (if any) has no ongoing game on this device. */
export function UnlessPlaying({ owner, children }: { owner: string | null; children: ReactNode }) {
  const ongoing = usePhoneRead(async (db) => (owner ? ongoingStateCount(db, owner) : 0), [owner]);
  if (ongoing === undefined || ongoing > 0) return null;
  return children;
}
