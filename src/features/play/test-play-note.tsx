import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { fetchPublishState } from '../../api/publish-api';
import { useCurrentUser } from '../../api/use-current-user';
import { isTestPlay } from '../../domain/publish-checklist';
import './test-play-note.css';

/**
 * Whether the signed-in user's play of a game is a test play (src/domain/publish-checklist.ts:
 * their own game, or an Admin's play of a game players are not given), which the server scores
 * nothing. Asked of the server once per game (the game's owner and flags); false until it answers
 * and for a game the user may not see.
 */
export function useTestPlay(gameDefinitionId: string): boolean {
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: ['publish-state', gameDefinitionId],
    queryFn: () => fetchPublishState(gameDefinitionId),
    enabled: user?.isEditorOrAdmin === true,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  const game = query.data;
  if (!user?.isEditorOrAdmin || !game) return false;
  return isTestPlay(game, { sub: user.sub, isAdmin: user.isAdmin });
}

/** "Test play: no points" on the play screen and the result of an editor's test play. */
export function TestPlayNote({ gameDefinitionId }: { gameDefinitionId: string }) {
  if (!useTestPlay(gameDefinitionId)) return null;
  return (
    <p className="test-play-note" data-testid="test-play-note">
      <Trans>Test play: no points</Trans>
    </p>
  );
}
