import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const PendingBadge = lazy(() =>
  import('./play-status').then((module) => ({ default: module.PendingBadge })),
);

/**
 * The member screens' paths. Some screens come in later issues: until a route exists the link
 * leads (after the guard) to the 404 page, so the paths are typed as plain strings here. "Games"
 * is where the user works with games: editors prepare them (/game-definitions), players pick one
 * on the game map (/game-map).
 */
const EDITOR_GAMES: string = '/game-definitions';
const PLAYER_GAMES: string = '/game-map';
const MAPS: string = '/maps';
const PUNCHES = '/punches';
const SCORE: string = '/score';

/**
 * The navigation links only signed-in users see. The Punches link carries a badge with how many
 * of the player's punches (and other game actions) wait on the phone to be sent.
 */
export function MemberLinks({
  isEditorOrAdmin,
  owner,
}: {
  isEditorOrAdmin: boolean;
  owner: string;
}) {
  return (
    <>
      <Link to={isEditorOrAdmin ? EDITOR_GAMES : PLAYER_GAMES}>
        <Trans>Games</Trans>
      </Link>
      <Link to={MAPS}>
        <Trans>Maps</Trans>
      </Link>
      <Link to={PUNCHES}>
        <Trans>Punches</Trans>
        <Suspense fallback={null}>
          <PendingBadge owner={owner} />
        </Suspense>
      </Link>
      <Link to={SCORE}>
        <Trans>Score</Trans>
      </Link>
      <Link to="/teams">
        <Trans>Teams</Trans>
      </Link>
    </>
  );
}
