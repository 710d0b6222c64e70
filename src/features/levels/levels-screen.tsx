import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { GameLevel } from '../../api/levels-api';
import { levelControlsWarning } from '../../domain/schemas/game-level';
import { EditorBreadcrumbs } from '../../ui/editor-breadcrumbs';
import { GameNotFound } from '../../ui/selection-problem';
import { gameScreen } from '../../ui/game-screen';
import { gameQueries } from '../../api/game-queries';
import { levelQueries } from '../../api/level-queries';
import { EditorScreenLoading } from '../../ui/editor-screen-loading';
import '../../ui/editor-lists.css';
import './levels.css';

/** `/game-definitions/selected/levels?gameDefinitionId=ID`: the game's levels by order. */
export const LevelsScreen = gameScreen(GameLevels, {
  className: 'page levels-page',
  titleId: 'levels-title',
  notChosen: msg`The address does not say which game's levels to show.`,
});

function GameLevels({ gameDefinitionId }: { gameDefinitionId: string }) {
  const { t } = useLingui();
  const game = useQuery({ ...gameQueries.detail(gameDefinitionId), meta: { handlesErrors: true } });
  const levels = useQuery({
    ...levelQueries.ofGame(gameDefinitionId),
    meta: { handlesErrors: true },
  });

  if (game.isPending || levels.isPending || game.isError || levels.isError) {
    return (
      <EditorScreenLoading
        titleId="levels-title"
        title={t`Levels`}
        queries={[game, levels]}
        loading={<Trans>Loading levels…</Trans>}
        failed={<Trans>Could not load the levels.</Trans>}
      />
    );
  }
  if (game.data === null) return <GameNotFound titleId="levels-title" />;
  const data = game.data;
  const gameName = data.name;
  return (
    <>
      <EditorBreadcrumbs game={data} levels="page" />
      <h1 id="levels-title">
        <Trans>Levels of {gameName}</Trans>
      </h1>
      <Link
        to="/game-definitions/selected/levels/new"
        search={{ gameDefinitionId: data.id }}
        className="button"
      >
        <Trans>New level</Trans>
      </Link>
      {levels.data.length === 0 ? (
        <p>
          <Trans>The game has no levels yet.</Trans>
        </p>
      ) : (
        <LevelList gameDefinitionId={data.id} levels={levels.data} />
      )}
    </>
  );
}

function LevelList({
  gameDefinitionId,
  levels,
}: {
  gameDefinitionId: string;
  levels: readonly GameLevel[];
}) {
  const { t } = useLingui();
  const counts = useQueries({
    queries: levels.map((level) => ({
      ...levelQueries.controlCount(level.id),
      meta: { handlesErrors: true },
    })),
  });
  return (
    <ol className="item-list" aria-label={t`Levels`}>
      {levels.map((level, index) => {
        const count = counts[index]?.data;
        const name = level.name ?? t`Level`;
        const minimum = level.minNumberControls;
        return (
          <li key={level.id}>
            <Link
              to="/game-definitions/selected/levels/selected"
              search={{ gameDefinitionId, gameLevelId: level.id }}
              className="item-title"
            >
              {level.order}. {name}
            </Link>
            <p className="item-facts">
              {count === undefined ? (
                <Trans>At least {minimum} controls to complete</Trans>
              ) : (
                <Plural
                  value={count}
                  one={`# control, at least ${minimum} to complete`}
                  other={`# controls, at least ${minimum} to complete`}
                />
              )}
            </p>
            {count !== undefined &&
            levelControlsWarning({
              minNumberControls: level.minNumberControls,
              controlCount: count,
            }) ? (
              <p className="level-warning">
                <Trans>A level should have more controls than its minimum.</Trans>
              </p>
            ) : null}
            <Link
              to="/game-definitions/selected/levels/selected/controls"
              search={{ gameDefinitionId, gameLevelId: level.id }}
              aria-label={t`Controls of ${name}`}
              className="item-link"
            >
              <Trans>Controls</Trans>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
