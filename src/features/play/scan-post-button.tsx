import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { PostLinkTarget } from '../../domain/post-link';
import type { CurrentGame } from '../../offline/outbox';
import { postScanProblem, postScanProblemMessages } from './scan-check';
import './scan-button.css';
import { ShortLabel } from './short-label';

// The camera screen and, through it, the QR reader load on the first tap, not with the play screen.
const ScanPostDialog = lazy(() =>
  import('./scan-post-dialog').then((module) => ({ default: module.ScanPostDialog })),
);

/**
 * "Scan the post", beside the code punch (`compact`: a short word under the icon, beside the
 * main punch button) or at the top of the code form: opens the camera (after this tap, so the
 * browser's permission prompt follows the player's own action) and hands a scanned post of this
 * game to `onScan`, which punches it as a typed code. A post of another game is explained in the
 * scan and not punched.
 */
export function ScanPostButton({
  game,
  onScan,
  compact = false,
}: {
  game: CurrentGame;
  onScan: (target: PostLinkTarget) => void;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'secondary punch-code punch-scan' : 'secondary scan-post-wide'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 13v3" />
        </svg>
        {compact ? (
          <ShortLabel short={<Trans>Scan</Trans>} full={<Trans>Scan the post</Trans>} />
        ) : (
          <Trans>Scan the post</Trans>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScanPostDialog
            check={(target) => {
              const problem = postScanProblem(game, target.controlId);
              return problem ? postScanProblemMessages[problem] : null;
            }}
            onScan={(target) => {
              setOpen(false);
              onScan(target);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
