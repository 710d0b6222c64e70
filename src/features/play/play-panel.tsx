import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CancelGameButton } from './cancel-game-button';
import { CodePunchForm } from './code-punch-form';
import { GpsPunchButton, GpsPunchHint } from './gps-punch-button';
import { levelOf, levelProgress } from './play-logic';
import { PunchAnswer } from './punch-answer';
import type { PositionWatchState } from '../../ui/position/position-watch';
import type { CurrentGame } from './use-current-game';
import { usePlayControls } from './use-play-controls';
import { usePunch, type ShownCelebration } from './use-punch';

/**
 * The game being played, under the map: its level and progress, the GPS punch (enabled only when
 * the level allows it and a fresh fix exists; it punches the nearest open control), the code
 * punch, the answer of the last punch, and the celebrations.
 */
export function PlayPanel({
  owner,
  game,
  watch,
  chosenControlId,
  onCelebrate,
}: {
  owner: string;
  game: CurrentGame & { current: NonNullable<CurrentGame['current']> };
  watch: PositionWatchState;
  chosenControlId: string;
  onCelebrate: (shown: ShownCelebration) => void;
}) {
  const { t } = useLingui();
  const { current } = game;
  const controls = usePlayControls(game, current);
  const level = levelOf(game.game, current);
  const progress = levelProgress(controls, current);
  const { punch, outcome } = usePunch(owner, current, onCelebrate);
  const [codeOpen, setCodeOpen] = useState(false);
  const gpsAllowed = level?.allowGpsPunching ?? false;
  const codeAllowed = level?.allowCodePunching ?? false;
  const order = current.gameLevel.order;
  const levelName = level?.name ?? '';
  // A level's own name when it has one (editors often number it themselves), else its order.
  const levelTitle = levelName || t`Level ${order}`;
  const { punched, required } = progress;
  return (
    <section className="play-panel" aria-labelledby="play-title">
      <h2 id="play-title">{game.game.name}</h2>
      <p>
        <strong>{levelTitle}</strong> ·{' '}
        <Trans>
          {punched} of {required} controls punched
        </Trans>
      </p>
      <progress max={progress.required} value={Math.min(progress.punched, progress.required)}>
        {progress.punched}/{progress.required}
      </progress>
      <div className="play-actions">
        {gpsAllowed ? <GpsPunchButton controls={controls} watch={watch} punch={punch} /> : null}
        {codeAllowed ? (
          <button
            type="button"
            className="secondary"
            aria-expanded={codeOpen}
            onClick={() => setCodeOpen(!codeOpen)}
          >
            <Trans>Punch by code</Trans>
          </button>
        ) : null}
      </div>
      {gpsAllowed ? <GpsPunchHint watch={watch} /> : null}
      {codeAllowed && (codeOpen || chosenControlId !== '') ? (
        <CodePunchForm
          controls={controls}
          gameDefinitionId={current.gameDefinitionId}
          gameLevelId={current.gameLevel.id}
          chosenControlId={chosenControlId}
          onPunch={({ controlId, code }) =>
            punch({
              controlId,
              controlLabel: controls.find((c) => c.controlId === controlId)?.label ?? '',
              method: 'CODE',
              code,
              fix: watch.fix,
            })
          }
        />
      ) : null}
      <PunchAnswer outcome={outcome} />
      <p className="play-links">
        <Link to="/game-state">
          <Trans>Game state</Trans>
        </Link>
      </p>
      <CancelGameButton owner={owner} gameId={current.gameId} />
    </section>
  );
}
