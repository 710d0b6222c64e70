import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ControlPrintView } from './control-print-view';
import { controlQueries } from '../../api/control-queries';
import { ControlsEditor } from './controls-editor';
import type { ControlsSearch } from './controls-search';
import './controls.css';
import { HeadedSection } from '../../ui/headed-section';

/**
 * `/game-definitions/selected/levels/selected/controls?gameDefinitionId=ID&gameLevelId=ID`: the
 * level's controls on the map to add, move, edit, remove and delete (with `controlId`, the one
 * being edited), or with `view=print` the printable list for setting out the posts (with
 * `controlId`, that post's A6 page).
 */
export function ControlsScreen({ search }: { search: ControlsSearch }) {
  const { gameDefinitionId, gameLevelId } = search;
  if (gameDefinitionId === undefined || gameLevelId === undefined) {
    return (
      <Problem gameDefinitionId={gameDefinitionId} title={<Trans>No level chosen</Trans>}>
        <Trans>The address does not say which game and level to open.</Trans>
      </Problem>
    );
  }
  return (
    <LoadedControls {...search} gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />
  );
}

function LoadedControls(props: ControlsSearch & { gameDefinitionId: string; gameLevelId: string }) {
  const game = useQuery({
    ...controlQueries.game(props.gameDefinitionId),
    meta: { handlesErrors: true },
  });
  const level = useQuery({
    ...controlQueries.level(props.gameLevelId),
    meta: { handlesErrors: true },
  });
  const controls = useQuery({
    ...controlQueries.levelControls(props.gameLevelId),
    meta: { handlesErrors: true },
  });
  const queries = [game, level, controls];

  if (queries.some((query) => query.isError)) {
    return (
      <Problem gameDefinitionId={props.gameDefinitionId} title={<Trans>Controls</Trans>}>
        <Trans>Could not load the level and its controls.</Trans>
        <button
          type="button"
          className="secondary"
          onClick={() => queries.forEach((query) => void query.refetch())}
        >
          <Trans>Try again</Trans>
        </button>
      </Problem>
    );
  }
  if (!game.isSuccess || !level.isSuccess || !controls.isSuccess) {
    return (
      <section className="page controls-page">
        <h1>
          <Trans>Controls</Trans>
        </h1>
        <p role="status">
          <Trans>Loading the level and its controls…</Trans>
        </p>
      </section>
    );
  }
  if (game.data === null || level.data === null || level.data.gameDefinitionId !== game.data.id) {
    return (
      <Problem gameDefinitionId={props.gameDefinitionId} title={<Trans>Level not found</Trans>}>
        <Trans>
          There is no such game or level, or you may not see it. It may have been deleted.
        </Trans>
      </Problem>
    );
  }
  if (props.view === 'print') {
    return (
      <ControlPrintView
        gameName={game.data.name}
        level={level.data}
        controls={controls.data}
        controlId={props.controlId}
      />
    );
  }
  return (
    <ControlsEditor
      game={game.data}
      level={level.data}
      controls={controls.data}
      selectedControlId={props.controlId}
    />
  );
}

/** A clear message instead of the screen, with the way back. */
function Problem({
  gameDefinitionId,
  title,
  children,
}: {
  gameDefinitionId: string | undefined;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <HeadedSection level={1} className="page controls-page" title={title}>
      <div role="alert" className="form-alert">
        <p>{children}</p>
      </div>
      <p>
        {gameDefinitionId === undefined ? (
          <Link to="/game-definitions">
            <Trans>Back to the list of games</Trans>
          </Link>
        ) : (
          <Link
            to="/game-definitions/selected/levels"
            search={{ gameDefinitionId }}
            aria-label={t`Back to the game's levels`}
          >
            <Trans>Back to the levels</Trans>
          </Link>
        )}
      </p>
    </HeadedSection>
  );
}
