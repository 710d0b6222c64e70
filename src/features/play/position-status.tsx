/**
 * The game map's position line: the shared one (src/ui/position) with the distance to the
 * nearest open control of the level.
 */
import { Trans } from '@lingui/react/macro';
import { PositionStatus } from '../../ui/position/position-status';
import type { PositionWatchState } from '../../ui/position/position-watch';
import { nearestOpenControl, type PlayControl } from './play-logic';

export function PlayPositionStatus({
  watch,
  controls,
  now,
}: {
  watch: PositionWatchState;
  controls: readonly PlayControl[];
  now: number;
}) {
  const nearest = watch.fix ? nearestOpenControl(controls, watch.fix) : null;
  const nearestLabel = nearest?.control.label ?? '';
  const nearestMeters = nearest ? Math.round(nearest.distanceMeters) : 0;
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
    />
  );
}
