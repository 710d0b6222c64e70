import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CancelGameButton } from './cancel-game-button';
import { CodePunchForm } from './code-punch-form';
import { levelOf, levelProgress, nearestOpenControl, type PlayControl } from './play-logic';
import { isFixFresh } from '../../ui/position/position-fix';
import type { PositionWatchState } from '../../ui/position/position-watch';
import type { CurrentGame } from './use-current-game';
import { usePlayControls } from './use-play-controls';
import { usePunch, type PunchOutcome, type PunchRequest, type ShownCelebration } from './use-punch';
import { useNow } from '../../ui/use-now';

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

/**
 * The GPS punch: enabled while a fresh fix exists, it punches the nearest open control. It and
 * its hint tick by themselves (a fix goes stale with time), so the rest of the screen does not
 * re-render every second.
 */
function GpsPunchButton({
  controls,
  watch,
  punch,
}: {
  controls: readonly PlayControl[];
  watch: PositionWatchState;
  punch: (request: PunchRequest) => Promise<boolean>;
}) {
  const now = useNow();
  const fresh = isFixFresh(watch.fix, now);
  const nearest = watch.fix ? nearestOpenControl(controls, watch.fix) : null;
  const nearestLabel = nearest?.control.label ?? '';
  return (
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
      {nearest ? <Trans>Punch control {nearestLabel} by GPS</Trans> : <Trans>Punch by GPS</Trans>}
    </button>
  );
}

function GpsPunchHint({ watch }: { watch: PositionWatchState }) {
  const now = useNow();
  return (
    <p id="gps-punch-hint" className="field-hint">
      {isFixFresh(watch.fix, now) ? (
        <Trans>Punches the nearest control you have not punched yet.</Trans>
      ) : (
        <Trans>GPS punching needs a position fix from the last 30 seconds.</Trans>
      )}
    </p>
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
