import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LevelControl } from '../../api/controls-api';
import { useCurrentUser } from '../../api/use-current-user';
import { CONTROL_POINTS_MAX, CONTROL_POINTS_MIN } from '../../domain/schemas/control';
import { showToast } from '../../ui/toast-store';
import { controlQueries } from '../../api/control-queries';
import { controlAddedMessage, controlNotAddedMessage } from './controls-messages';
import type { ControlActions } from './use-control-actions';
import { HeadedSection } from '../../ui/headed-section';

const POINT_CHOICES = Array.from(
  { length: CONTROL_POINTS_MAX - CONTROL_POINTS_MIN + 1 },
  (_, i) => CONTROL_POINTS_MIN + i,
);

/** Places one of the editor's own controls (the first 100) that is not on the level yet. */
export function AddExistingControl({
  controls,
  actions,
}: {
  controls: readonly LevelControl[];
  actions: ControlActions;
}) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const own = useQuery({
    ...controlQueries.byOwner(user?.sub ?? ''),
    enabled: Boolean(user?.sub),
    meta: { handlesErrors: true },
  });
  const [controlId, setControlId] = useState('');
  const [points, setPoints] = useState(CONTROL_POINTS_MIN);
  const onLevel = new Set(controls.map((link) => link.controlId));
  const choices = (own.data ?? []).filter((control) => !onLevel.has(control.id));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = controlId || choices[0]?.id;
    if (!chosen) return;
    actions.addExisting.mutate(
      { controlId: chosen, points },
      {
        onSuccess: () => {
          showToast(controlAddedMessage);
          setControlId('');
        },
        onError: () => showToast(controlNotAddedMessage, { tone: 'error' }),
      },
    );
  }

  return (
    <HeadedSection className="control-panel" title={<Trans>Add one of your controls</Trans>}>
      {own.isError ? (
        <p role="alert">
          <Trans>Could not load your controls.</Trans>
        </p>
      ) : choices.length === 0 ? (
        <p>
          {own.isPending ? (
            <Trans>Loading your controls…</Trans>
          ) : (
            <Trans>All your controls are on this level already.</Trans>
          )}
        </p>
      ) : (
        <form className="form add-existing-form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="existing-control">
              <Trans>Control</Trans>
            </label>
            <select
              id="existing-control"
              value={controlId || choices[0]?.id}
              onChange={(event) => setControlId(event.target.value)}
            >
              {choices.map(({ id, visualCode, lat, lng }) => {
                const position = `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
                return (
                  <option key={id} value={id}>
                    {t`${visualCode} (${position})`}
                  </option>
                );
              })}
            </select>
          </div>
          <div className="field">
            <label htmlFor="existing-points">
              <Trans>Points on this level</Trans>
            </label>
            <select
              id="existing-points"
              value={points}
              onChange={(event) => setPoints(Number(event.target.value))}
            >
              {POINT_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={actions.addExisting.isPending}>
            <Trans>Add to level</Trans>
          </button>
        </form>
      )}
    </HeadedSection>
  );
}
