import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LevelControl } from '../../api/controls-api';
import type { LevelUse } from '../../domain/affected-records';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import {
  controlDeletedMessage,
  controlNotDeletedMessage,
  controlNotRemovedMessage,
  controlRemovedMessage,
  controlToRemoveNotFoundMessage,
} from '../../ui/error-messages';
import { showToast } from '../../ui/toast-store';
import type { ControlActions } from './use-control-actions';

interface ControlEditActionsProps {
  controlId: string;
  /** The level's controls as last loaded, to find the control's place on the level. */
  controls: readonly LevelControl[];
  actions: ControlActions;
  /** After the control left the level (removed or deleted). */
  onGone: () => void;
}

/**
 * Remove the control from this level (it stays among the editor's controls), or delete it. A
 * control on levels is refused as in use first: a confirmation dialog, away from the Delete
 * button, names the levels and games it will be removed from, and only its own button deletes it.
 */
export function ControlEditActions({
  controlId,
  controls,
  actions,
  onGone,
}: ControlEditActionsProps) {
  // The levels the control is on, and the Delete button the confirmation keeps away from.
  const [inUseOn, setInUseOn] = useState<{
    levels: readonly LevelUse[];
    awayFrom: HTMLElement;
  } | null>(null);
  const pending = actions.remove.isPending || actions.removeFromLevel.isPending;

  function removeFromLevel() {
    const link = controls.find((item) => item.controlId === controlId);
    if (!link) {
      showToast(controlToRemoveNotFoundMessage, { tone: 'error' });
      return;
    }
    actions.removeFromLevel.mutate(link.id, {
      onSuccess: () => {
        showToast(controlRemovedMessage);
        onGone();
      },
      onError: () => showToast(controlNotRemovedMessage, { tone: 'error' }),
    });
  }

  function deleteControl(force: boolean, button: HTMLElement) {
    actions.remove.mutate(
      { controlId, force },
      {
        onSuccess: (result) => {
          if (!result.deleted) {
            setInUseOn({ levels: result.levels, awayFrom: button });
            return;
          }
          setInUseOn(null);
          showToast(controlDeletedMessage);
          onGone();
        },
        onError: () => showToast(controlNotDeletedMessage, { tone: 'error' }),
      },
    );
  }

  return (
    <div className="control-edit-actions">
      <button type="button" className="secondary" disabled={pending} onClick={removeFromLevel}>
        <Trans>Remove from level</Trans>
      </button>
      <button
        type="button"
        className="danger"
        disabled={pending || inUseOn !== null}
        onClick={(event) => deleteControl(false, event.currentTarget)}
      >
        <Trans>Delete</Trans>
      </button>
      {inUseOn !== null ? (
        <ConfirmDialog
          title={<Trans>Delete the control from every level?</Trans>}
          confirmLabel={<Trans>Delete from all levels</Trans>}
          placeAwayFrom={inUseOn.awayFrom}
          pending={actions.remove.isPending}
          onConfirm={(button) => deleteControl(true, button)}
          onCancel={() => setInUseOn(null)}
        >
          <LevelUseList levels={inUseOn.levels} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The levels, under their games, that a control will be removed from. */
function LevelUseList({ levels }: { levels: readonly LevelUse[] }) {
  const { t } = useLingui();
  const count = levels.length;
  return (
    <>
      <p>
        <Trans>
          The control is used on these levels. It will be removed from them and deleted.
        </Trans>
      </p>
      <ul aria-label={t`Levels the control is on (${count})`}>
        {levels.map((level) => {
          const game = level.gameName ?? t`Unnamed game`;
          const name = level.levelName ?? t`Unnamed level`;
          const order = level.levelOrder;
          return (
            <li key={level.gameLevelId}>
              <Trans>
                {game}: level {order}, {name}
              </Trans>
            </li>
          );
        })}
      </ul>
    </>
  );
}
