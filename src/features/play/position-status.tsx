/**
 * The game map's position line: the shared one (src/ui/position) with the distance to the
 * nearest open control of the level, and the "approaching" hint (with a short buzz) when a fresh
 * fix puts an open control within 50 m. Both measure to the control's centre, as a GPS punch's
 * refusal does (src/domain/punch-judgement.ts): the player sees one distance.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PositionStatus } from '../../ui/position/position-status';
import type { PositionWatchState } from '../../ui/position/position-watch';
import { approachingControl, isNewApproach } from './approach';
import type { StoredGameState } from '../../offline/db';
import { nearestOpenControl } from './play-logic';
import type { CurrentGame } from '../../offline/outbox';
import { usePlayControls } from './use-play-controls';
import { APPROACH_VIBRATION, vibrate } from './punch-feedback';
import { useNow } from '../../ui/use-now';

/** Ticks by itself (the fix's age): the map screen around it does not re-render every second. */
export function PlayPositionStatus({
  watch,
  game,
  current,
}: {
  watch: PositionWatchState;
  /** The game on the phone (null: none), and its level being played (null: not playing). */
  game: CurrentGame | null;
  current: StoredGameState | null;
}) {
  const now = useNow();
  const controls = usePlayControls(game, current);
  const nearest = watch.fix ? nearestOpenControl(controls, watch.fix) : null;
  const approach = approachingControl(controls, watch.fix, now);
  const alerted = useRef<string | null>(null);
  const approachId = approach?.control.controlId ?? null;
  useEffect(() => {
    if (!isNewApproach(alerted.current, approach)) return;
    alerted.current = approachId;
    vibrate(APPROACH_VIBRATION);
    // Only a change of the approached control is news; the distance changes with every fix.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [approachId]);
  const nearestLabel = nearest?.control.label ?? '';
  const nearestMeters = nearest ? Math.round(nearest.distanceMeters) : 0;
  const approachLabel = approach?.control.label ?? '';
  return (
    <PositionStatus
      watch={watch}
      now={now}
      askText={
        <Trans>
          The map can show where you are, and your position lets you punch by GPS. Your browser will
          ask you first.
        </Trans>
      }
      extra={
        nearest ? (
          <Trans>
            nearest control {nearestLabel}: {nearestMeters} m
          </Trans>
        ) : null
      }
    >
      <p role="status" className={approach ? 'approaching' : undefined}>
        {approach ? <Trans>Approaching control {approachLabel}: look around!</Trans> : null}
      </p>
    </PositionStatus>
  );
}
