import { Trans } from '@lingui/react/macro';
import type { ApiGameState } from '../../api/play-api';
import { CancelGameButton } from './cancel-game-button';
import { StartGamePanel } from './start-game-panel';
import { usePickedGameMaps } from './use-games-near';

/** The id of the panel of a game ongoing elsewhere, so its card can move the focus to it. */
const panelId = (gameId: string) => `ongoing-elsewhere-${gameId}`;

/**
 * A game ongoing on the server and not on this phone (server-ongoing.ts): the player continues it
 * here (its offline pack is downloaded and the server's states taken over) or cancels it, since
 * only one game can be ongoing. Without `explained` the explanation is left out (the play sheet
 * keeps the panel mounted while closed, where its card says it in short, so a download running
 * in it goes on).
 */
export function OngoingElsewherePanel({
  owner,
  state,
  serverStates,
  onContinued,
  explained = true,
}: {
  owner: string;
  state: ApiGameState;
  /** Every ongoing state the server answered (those of `state`'s game are taken over). */
  serverStates: readonly ApiGameState[];
  onContinued?: () => void;
  explained?: boolean;
}) {
  const game = usePickedGameMaps(state.gameDefinitionId);
  const gameName = game.data?.name ?? '';
  return (
    <div className="ongoing-elsewhere" id={panelId(state.gameId)} tabIndex={-1}>
      {explained ? (
        <p role="status">
          <Trans>
            You have a game going on that is not on this phone (started on another phone, or before
            this phone&apos;s data was cleared). Only one game can be ongoing: continue it here, or
            cancel it to start another.
          </Trans>
        </p>
      ) : null}
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

/**
 * The game ongoing elsewhere in short, for the play sheet's peek over the map: its name, one
 * line, and "Continue here" (`onContinue` opens the sheet, where its panel has the explanation,
 * the offline map detail and the download; the focus moves to that panel) beside "Cancel game".
 */
export function OngoingElsewhereCard({
  owner,
  state,
  onContinue,
}: {
  owner: string;
  state: ApiGameState;
  onContinue: () => void;
}) {
  const game = usePickedGameMaps(state.gameDefinitionId);
  const gameName = game.data?.name;
  return (
    <section className="ongoing-elsewhere-card">
      {gameName ? <h2>{gameName}</h2> : null}
      <p role="status">
        <Trans>You have a game going on that is not on this phone.</Trans>
      </p>
      <div className="ongoing-elsewhere-actions">
        <button
          type="button"
          onClick={() => {
            onContinue();
            // The panel shows once the sheet has opened (this card leaves it).
            requestAnimationFrame(() => document.getElementById(panelId(state.gameId))?.focus());
          }}
        >
          <Trans>Continue here</Trans>
        </button>
        <CancelGameButton owner={owner} gameId={state.gameId} />
      </div>
    </section>
  );
}
