/**
 * The running clock of the game being played, in the play bar: the time since the game's start
 * (its first level's state), ticking by itself so the rest of the screen does not re-render.
 */
import { Trans } from '@lingui/react/macro';
import type { StoredGameState } from '../../offline/db';
import { useNow } from '../../ui/use-now';

/** When the game started: its earliest state (device ms); null when none says (an old record). */
export function gameStartedAt(states: readonly StoredGameState[]): number | null {
  const times = states.map((state) => state.createdAt).filter((ms) => ms > 0);
  return times.length === 0 ? null : Math.min(...times);
}

/** `elapsedMs` as a stopwatch shows it: "m:ss" under an hour, then "h:mm:ss" (never negative). */
export function clockText(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

export function PlayClock({ startedAt }: { startedAt: number }) {
  const now = useNow();
  const elapsed = now - startedAt;
  return (
    <p className="play-clock">
      <span className="visually-hidden">
        <Trans>Time since the start:</Trans>{' '}
      </span>
      <span className="play-clock-time">{clockText(elapsed)}</span>
    </p>
  );
}
