import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LevelControl } from '../../api/controls-api';
import { ErrorCode } from '../../domain/error-codes';
import {
  controlDeletedMessage,
  controlNotDeletedMessage,
  controlNotRemovedMessage,
  controlRemovedMessage,
  controlToRemoveNotFoundMessage,
  errorMessages,
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
 * control on a level is refused as in use first: the editor is told so, and a second press of
 * Delete removes it from every level and deletes it.
 */
export function ControlEditActions({
  controlId,
  controls,
  actions,
  onGone,
}: ControlEditActionsProps) {
  const { i18n } = useLingui();
  const [inUseOn, setInUseOn] = useState<number | null>(null);
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

  function deleteControl() {
    const force = inUseOn !== null;
    actions.remove.mutate(
      { controlId, force },
      {
        onSuccess: (result) => {
          if (!result.deleted) {
            setInUseOn(result.levelCount);
            return;
          }
          showToast(controlDeletedMessage);
          onGone();
        },
        onError: () => showToast(controlNotDeletedMessage, { tone: 'error' }),
      },
    );
  }

  return (
    <div className="control-edit-actions">
      <div role="alert" className={inUseOn !== null ? 'form-alert' : undefined}>
        {inUseOn !== null ? (
          <>
            <p>{i18n._(errorMessages[ErrorCode.CONTROL_IN_USE])}</p>
            {inUseOn > 0 ? (
              <p>
                <Plural
                  value={inUseOn}
                  one="It is used on # level."
                  other="It is used on # levels."
                />
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <button type="button" className="secondary" disabled={pending} onClick={removeFromLevel}>
        <Trans>Remove from level</Trans>
      </button>
      <button type="button" className="danger" disabled={pending} onClick={deleteControl}>
        <Trans>Delete</Trans>
      </button>
    </div>
  );
}
