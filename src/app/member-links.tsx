import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * The member screens' paths. Their screens come in later issues: until a route exists the link
 * leads (after the guard) to the 404 page, so the paths are typed as plain strings here.
 */
const GAMES: string = '/game-definitions';
const MAPS: string = '/maps';
const PUNCHES: string = '/punches';
const SCORE: string = '/score';

/** The navigation links only signed-in users see. */
export function MemberLinks() {
  return (
    <>
      <Link to={GAMES}>
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
    </>
  );
}
