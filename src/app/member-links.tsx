import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const PendingBadge = lazy(() =>
  import('./play-status').then((module) => ({ default: module.PendingBadge })),
);

/**
 * The member screens' paths. Some screens come in later issues: until a route exists the link
 * leads (after the guard) to the 404 page, so the paths are typed as plain strings here.
 */
const EDITOR_GAMES: string = '/game-definitions';
const PLAYER_GAMES: string = '/game-map';
const GAME_STATE: string = '/game-state';
const MAPS: string = '/maps';
const PUNCHES = '/punches';
const SCORE: string = '/score';

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
      <Link to={PLAYER_GAMES}>{isEditorOrAdmin ? <Trans>Play</Trans> : <Trans>Games</Trans>}</Link>
      <Link to={GAME_STATE}>
        <Trans>Game state</Trans>
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
      {isEditorOrAdmin ? (
        <Link to={EDITOR_GAMES}>
          <Trans>Edit games</Trans>
        </Link>
      ) : null}
      <Link to={MAPS}>
        <Trans>Maps</Trans>
      </Link>
    </>
  );
}
