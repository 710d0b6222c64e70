import { Trans } from '@lingui/react/macro';
import type { ApiGameState } from '../../api/play-api';
import { CancelGameButton } from './cancel-game-button';
import { StartGamePanel } from './start-game-panel';
import { usePickedGameMaps } from './use-games-near';

/**
 * A game ongoing on the server and not on this phone (server-ongoing.ts): the player continues it
 * here (its offline pack is downloaded and the server's states taken over) or cancels it, since
 * only one game can be ongoing.
 */
export function OngoingElsewherePanel({
  owner,
  state,
  serverStates,
  onContinued,
}: {
  owner: string;
  state: ApiGameState;
  /** Every ongoing state the server answered (those of `state`'s game are taken over). */
  serverStates: readonly ApiGameState[];
  onContinued?: () => void;
}) {
  const game = usePickedGameMaps(state.gameDefinitionId);
  const gameName = game.data?.name ?? '';
  return (
    <div className="ongoing-elsewhere">
      <p role="status">
        <Trans>
          You have a game going on that is not on this phone (started on another phone, or before
          this phone&apos;s data was cleared). Only one game can be ongoing: continue it here, or
          cancel it to start another.
        </Trans>
      </p>
      <StartGamePanel
        owner={owner}
        gameId={state.gameDefinitionId}
        gameName={gameName}
        continueFrom={serverStates.filter((known) => known.gameId === state.gameId)}
        {...(onContinued ? { onStarted: onContinued } : {})}
      />
      <CancelGameButton owner={owner} gameId={state.gameId} />
    </div>
  );
}
