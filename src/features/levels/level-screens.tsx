import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { gameQueries } from '../../api/game-queries';
import { levelQueries } from '../../api/level-queries';
import type { GameDefinition } from '../../api/games-api';
import type { GameLevel } from '../../api/levels-api';
import { levelControlsWarning } from '../../domain/schemas/game-level';
import { DeleteLevel } from './delete-level';
import { EditorBreadcrumbs } from '../../ui/editor-breadcrumbs';
import { LevelProblem } from './selection-problem';
import { GameNotFound } from '../../ui/selection-problem';
import { gameScreen } from '../../ui/game-screen';
import { LevelForm } from './level-form';
import { nextLevelOrder } from './level-form-values';
import { EditorScreenLoading } from '../../ui/editor-screen-loading';
import '../../ui/editor-lists.css';
import './levels.css';

/** The screen while its queries load, or when one failed. */
function Loading({ queries }: { queries: ComponentProps<typeof EditorScreenLoading>['queries'] }) {
  const { t } = useLingui();
  return (
    <EditorScreenLoading
      titleId="levels-title"
      title={t`Level`}
      queries={queries}
      loading={<Trans>Loading the level…</Trans>}
      failed={<Trans>Could not load the level.</Trans>}
    />
  );
}

/** A level's screens: in the address, the game the level belongs to. */
const LEVEL_SCREEN = {
  className: 'page levels-page',
  titleId: 'levels-title',
  notChosen: msg`The address does not say which game the level belongs to.`,
};

/** `/game-definitions/selected/levels/new?gameDefinitionId=ID`: a new level of the game. */
export const NewLevelScreen = gameScreen(NewLevel, LEVEL_SCREEN);

function NewLevel({ gameDefinitionId }: { gameDefinitionId: string }) {
  const game = useQuery({ ...gameQueries.detail(gameDefinitionId), meta: { handlesErrors: true } });
  const levels = useQuery({
    ...levelQueries.ofGame(gameDefinitionId),
    meta: { handlesErrors: true },
  });
  if (game.isPending || levels.isPending || game.isError || levels.isError) {
    return <Loading queries={[game, levels]} />;
  }
  if (game.data === null) return <GameNotFound titleId="levels-title" />;
  const gameName = game.data.name;
  return (
    <>
      <EditorBreadcrumbs game={game.data} levels="step" />
      <h1 id="levels-title">
        <Trans>New level of {gameName}</Trans>
      </h1>
      <LevelForm
        gameDefinitionId={game.data.id}
        level={null}
        defaultOrder={nextLevelOrder(levels.data)}
      />
    </>
  );
}

/** `/game-definitions/selected/levels/selected?gameDefinitionId=ID&gameLevelId=ID`. */
export const SelectedLevelScreen = gameScreen(LevelOfGame, LEVEL_SCREEN);

/** The level the address names, or why it names none. */
function LevelOfGame({
  gameDefinitionId,
  gameLevelId,
}: {
  gameDefinitionId: string;
  gameLevelId: string | undefined;
}) {
  const { t } = useLingui();
  if (gameLevelId === undefined) {
    return (
      <LevelProblem
        title={t`No level chosen`}
        text={t`The address does not say which level to open.`}
        gameDefinitionId={gameDefinitionId}
      />
    );
  }
  return <SelectedLevel gameDefinitionId={gameDefinitionId} gameLevelId={gameLevelId} />;
}

function SelectedLevel({
  gameDefinitionId,
  gameLevelId,
}: {
  gameDefinitionId: string;
  gameLevelId: string;
}) {
  const { t } = useLingui();
  const game = useQuery({ ...gameQueries.detail(gameDefinitionId), meta: { handlesErrors: true } });
  const level = useQuery({ ...levelQueries.detail(gameLevelId), meta: { handlesErrors: true } });
  if (game.isPending || level.isPending || game.isError || level.isError) {
    return <Loading queries={[game, level]} />;
  }
  if (game.data === null) return <GameNotFound titleId="levels-title" />;
  if (level.data?.gameDefinitionId !== game.data.id) {
    return (
      <LevelProblem
        title={t`Level not found`}
        text={t`The game has no such level. It may have been deleted.`}
        gameDefinitionId={game.data.id}
      />
    );
  }
  return <LevelEditor game={game.data} level={level.data} />;
}

function LevelEditor({ game, level }: { game: GameDefinition; level: GameLevel }) {
  const { t } = useLingui();
  const controls = useQuery({
    ...levelQueries.controlCount(level.id),
    meta: { handlesErrors: true },
  });
  const name = level.name ?? t`Level`;
  const controlCount = controls.data;
  const minimum = level.minNumberControls;
  return (
    <>
      <EditorBreadcrumbs game={game} levels="step" level={level} />
      <h1 id="levels-title">{name}</h1>
      {controlCount !== undefined &&
      levelControlsWarning({ minNumberControls: minimum, controlCount }) ? (
        <p className="level-warning" role="status">
          <Plural
            value={controlCount}
            one={`The level has # control and needs at least ${minimum} to be completed. A level should have more controls than its minimum.`}
            other={`The level has # controls and needs at least ${minimum} to be completed. A level should have more controls than its minimum.`}
          />
        </p>
      ) : null}
      <p>
        <Link
          to="/game-definitions/selected/levels/selected/controls"
          search={{ gameDefinitionId: game.id, gameLevelId: level.id }}
          className="button"
          aria-label={t`Controls of ${name}`}
        >
          <Trans>Controls</Trans>
        </Link>
      </p>
      <LevelForm key={level.id} gameDefinitionId={game.id} level={level} />
      <DeleteLevel game={game} level={level} />
    </>
  );
}
