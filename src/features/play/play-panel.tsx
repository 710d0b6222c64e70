import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PunchEntry } from '../../offline/db';
import { CancelGameButton } from './cancel-game-button';
import { CodePunchForm } from './code-punch-form';
import { levelOf, levelProgress, nearestOpenControl, type PlayControl } from './play-logic';
import { isFixFresh } from '../../ui/position/position-fix';
import type { PositionWatchState } from '../../ui/position/position-watch';
import type { CurrentGame } from './use-current-game';
import { usePunch, type PunchOutcome, type ShownCelebration } from './use-punch';

/**
 * The game being played, under the map: its level and progress, the GPS punch (enabled only when
 * the level allows it and a fresh fix exists; it punches the nearest open control), the code
 * punch, the answer of the last punch, and the celebrations.
 */
export function PlayPanel({
  owner,
  game,
  controls,
  watch,
  now,
  chosenControlId,
  onCelebrate,
  onPunched,
}: {
  owner: string;
  game: CurrentGame & { current: NonNullable<CurrentGame['current']> };
  controls: readonly PlayControl[];
  watch: PositionWatchState;
  now: number;
  chosenControlId: string;
  onCelebrate: (shown: ShownCelebration) => void;
  /** A punch written to the outbox (its entry marks the control before the live re-read). */
  onPunched?: (entry: PunchEntry) => void;
}) {
  const { t } = useLingui();
  const { current } = game;
  const level = levelOf(game.game, current);
  const progress = levelProgress(controls, current);
  const { punch, outcome } = usePunch(owner, current.id, onCelebrate, onPunched);
  const [codeOpen, setCodeOpen] = useState(false);
  const fresh = isFixFresh(watch.fix, now);
  const nearest = watch.fix ? nearestOpenControl(controls, watch.fix) : null;
  const gpsAllowed = level?.allowGpsPunching ?? false;
  const codeAllowed = level?.allowCodePunching ?? false;
  const order = current.gameLevel.order;
  const levelName = level?.name ?? '';
  // A level's own name when it has one (editors often number it themselves), else its order.
  const levelTitle = levelName || t`Level ${order}`;
  const { punched, required } = progress;
  const nearestLabel = nearest?.control.label ?? '';
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
        {gpsAllowed ? (
          <button
            type="button"
            disabled={!fresh || nearest === null}
            aria-describedby="gps-punch-hint"
            onClick={() =>
              nearest &&
              void punch({
                controlId: nearest.control.controlId,
                controlLabel: nearest.control.label,
                method: 'GPS',
                fix: watch.fix,
              })
            }
          >
            {nearest ? (
              <Trans>Punch control {nearestLabel} by GPS</Trans>
            ) : (
              <Trans>Punch by GPS</Trans>
            )}
          </button>
        ) : null}
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
      {gpsAllowed ? (
        <p id="gps-punch-hint" className="field-hint">
          {fresh ? (
            <Trans>Punches the nearest control you have not punched yet.</Trans>
          ) : (
            <Trans>GPS punching needs a position fix from the last 30 seconds.</Trans>
          )}
        </p>
      ) : null}
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

function PunchAnswer({ outcome }: { outcome: PunchOutcome | null }) {
  const { i18n } = useLingui();
  const metres = outcome?.kind === 'refused' ? Math.round(outcome.distanceMeters ?? 0) : 0;
  const label = outcome?.kind === 'punched' ? outcome.controlLabel : '';
  return (
    <div aria-live="polite" className="punch-answer">
      {outcome?.kind === 'refused' ? (
        <div role="alert" className="form-alert">
          <p>{i18n._(outcome.message)}</p>
          {outcome.distanceMeters === undefined ? null : (
            <p>
              <Trans>Distance to the control: {metres} m</Trans>
            </p>
          )}
        </div>
      ) : outcome?.kind === 'punched' ? (
        <p className="punch-ok">
          {outcome.method === 'CODE' ? (
            <Trans>Control {label} punched by code: waiting for verification by the server.</Trans>
          ) : (
            <Trans>Control {label} punched.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
