import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const PendingBadge = lazy(() =>
  import('./play-status').then((module) => ({ default: module.PendingBadge })),
);

/**
 * The navigation links only signed-in users see: the player's screens for everyone (the game map
 * to play on, the game state, punches, score, teams), and for Editors and Admins their own
 * screens beside them (editing games, and the maps), so an editor can walk their own course
 * before players do. The player's game map is "Games" for a player and "Play" for an editor, whose
 * "Edit games" is the list of games they prepare. The Punches link carries a badge with how many
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
      <Link to="/game-map">{isEditorOrAdmin ? <Trans>Play</Trans> : <Trans>Games</Trans>}</Link>
      <Link to="/game-state">
        <Trans>Game state</Trans>
      </Link>
      <Link to="/punches">
        <Trans>Punches</Trans>
        <Suspense fallback={null}>
          <PendingBadge owner={owner} />
        </Suspense>
      </Link>
      <Link to="/score">
        <Trans>Score</Trans>
      </Link>
      <Link to="/teams">
        <Trans>Teams</Trans>
      </Link>
      {isEditorOrAdmin ? (
        <Link to="/game-definitions">
          <Trans>Edit games</Trans>
        </Link>
      ) : null}
      <Link to="/maps">
        <Trans>Maps</Trans>
      </Link>
    </>
  );
}
