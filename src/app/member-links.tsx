import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * The member screens' paths. Some screens come in later issues: until a route exists the link
 * leads (after the guard) to the 404 page, so the paths are typed as plain strings here. "Games"
 * is where the user works with games: editors prepare them (/game-definitions), players pick one
 * on the game map (/game-map).
 */
const EDITOR_GAMES: string = '/game-definitions';
const PLAYER_GAMES: string = '/game-map';
const MAPS: string = '/maps';
const PUNCHES: string = '/punches';
const SCORE: string = '/score';

/** The navigation links only signed-in users see. */
export function MemberLinks({ isEditorOrAdmin }: { isEditorOrAdmin: boolean }) {
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
