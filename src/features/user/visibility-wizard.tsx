import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { authFailure, isUnexpectedAuthFailure } from '../../api/auth-errors';
import { updatePublishResults } from '../../api/auth-user';
import type { CurrentUser } from '../../api/current-user';
import { apiErrorCode } from '../../api/graphql-client';
import { deleteGameScores } from '../../api/score-api';
import { scoreKeys } from '../../api/score-queries';
import { ErrorCode } from '../../domain/error-codes';
import { VISIBILITIES, type Visibility } from '../../domain/schemas/field-schemas';
import { messageForAuthFailure, messageForCode, offlineMessage } from '../../ui/error-messages';
import { ChoiceField } from '../../ui/choice-field';
import { FormAlert } from '../../ui/form-alert';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { visibilitySavedMessage, visibilitySavedResetMessage } from './user-messages';
import {
  initialWizardState,
  mayComplete,
  resetsPoints,
  wizardReducer,
} from './visibility-wizard-state';
import { HeadedSection } from '../../ui/headed-section';

/** Reads a failed reset or save as the catalogue's words (null when it was reported instead). */
function failureMessage(error: unknown, step: 'reset' | 'save'): MessageDescriptor | null {
  if (step === 'reset') {
    const code = apiErrorCode(error);
    return code ? messageForCode(code) : offlineMessage;
  }
  const failure = authFailure(error);
  if (isUnexpectedAuthFailure(failure)) {
    reportUnexpectedError(error);
    return null;
  }
  return messageForAuthFailure(failure);
}

/**
 * Result visibility and its setup wizard: who sees the player's points (private: only me;
 * public: me, friends and others), chosen in two steps (choose, then a summary to complete). The
 * first choice keeps the points (the server makes them public if so chosen). A later change warns
 * that the points are reset to zero and needs the player's confirmation; completing it resets the
 * points (`deleteGameScores`), saves `custom:publishResults` and reads the user again. Public
 * points need a nickname first.
 */
export function VisibilitySection({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const current = user.publishResults;
  const [state, dispatch] = useReducer(wizardReducer, current, initialWizardState);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (state.step === 'closed') openButton.current?.focus();
    else stepHeading.current?.focus();
  }, [state.step]);

  function go(action: Parameters<typeof dispatch>[0]) {
    moved.current = true;
    setFailure(null);
    dispatch(action);
  }

  const reset = resetsPoints(current, state.choice);

  async function complete() {
    if (!mayComplete(state, current)) {
      dispatch({ type: 'refuse-unconfirmed' });
      return;
    }
    // The rankings show a player by their nickname: public points need one (the server agrees).
    if (state.choice === 'PUBLIC' && user.nickname.trim() === '') {
      setFailure(messageForCode(ErrorCode.NICKNAME_REQUIRED));
      return;
    }
    setPending(true);
    setFailure(null);
    let step: 'reset' | 'save' = 'reset';
    try {
      if (reset) await deleteGameScores(user.sub);
      step = 'save';
      await updatePublishResults(state.choice);
      await queryClient.invalidateQueries({ queryKey: scoreKeys.all });
      showToast(reset ? visibilitySavedResetMessage : visibilitySavedMessage);
      go({ type: 'close' });
    } catch (error) {
      setFailure(failureMessage(error, step));
    } finally {
      setPending(false);
    }
  }

  const choiceLabels: Record<Visibility, string> = {
    PRIVATE: t`Private: only me`,
    PUBLIC: t`Public: me, friends and others`,
  };

  return (
    <HeadedSection className="user-visibility" title={<Trans>Result visibility</Trans>}>
      <p>
        <Trans>
          Choose who sees your points. Even with private points you see the shared ranking.
        </Trans>
      </p>
      {state.step === 'closed' ? (
        <button
          ref={openButton}
          type="button"
          className="secondary"
          onClick={() => go({ type: 'open', current })}
        >
          {current === null ? t`Set up result visibility` : t`Change result visibility`}
        </button>
      ) : (
        <div className="wizard">
          <FormAlert message={failure} />
          {state.step === 'choose' ? (
            <>
              <h3 ref={stepHeading} tabIndex={-1}>
                <Trans>Step 1 of 2: who may see your points?</Trans>
              </h3>
              <ChoiceField
                className="wizard-choices"
                name="publish-results"
                legend={t`Your points are shown to`}
                options={VISIBILITIES.map((value) => ({ value, label: choiceLabels[value] }))}
                value={state.choice}
                onChange={(choice) => dispatch({ type: 'choose', choice })}
              />
              <div className="wizard-buttons">
                <button type="button" className="secondary" onClick={() => go({ type: 'close' })}>
                  <Trans>Cancel</Trans>
                </button>
                <button type="button" onClick={() => go({ type: 'next' })}>
                  <Trans>Next</Trans>
                </button>
              </div>
            </>
          ) : (
            <>
              <h3 ref={stepHeading} tabIndex={-1}>
                <Trans>Step 2 of 2: summary</Trans>
              </h3>
              <dl className="facts">
                <div>
                  <dt>
                    <Trans>Your choice</Trans>
                  </dt>
                  <dd>{choiceLabels[state.choice]}</dd>
                </div>
              </dl>
              {reset ? (
                <div className="wizard-warning">
                  <p>
                    <strong>
                      <Trans>Warning: your points will be reset to zero.</Trans>
                    </strong>{' '}
                    <Trans>
                      Changing who sees your points removes all the points you have collected so
                      far, in every week, month and year. This cannot be undone.
                    </Trans>
                  </p>
                  <label className="wizard-confirm">
                    <input
                      type="checkbox"
                      checked={state.confirmed}
                      aria-invalid={state.confirmMissing || undefined}
                      aria-describedby={
                        state.confirmMissing ? 'visibility-confirm-error' : undefined
                      }
                      onChange={(event) =>
                        dispatch({ type: 'confirm', confirmed: event.target.checked })
                      }
                    />
                    <span>
                      <Trans>I understand that my points will be reset to zero</Trans>
                    </span>
                  </label>
                  {state.confirmMissing ? (
                    <p id="visibility-confirm-error" className="field-error" role="alert">
                      <Trans>Confirm that your points may be reset to zero, or go back.</Trans>
                    </p>
                  ) : null}
                </div>
              ) : (
                <>
                  <p>
                    <Trans>Your points stay as they are.</Trans>
                  </p>
                  {current === null && state.choice === 'PUBLIC' ? (
                    <p>
                      <Trans>The points you have collected so far become public too.</Trans>
                    </p>
                  ) : null}
                </>
              )}
              <div className="wizard-buttons">
                <button type="button" className="secondary" onClick={() => go({ type: 'back' })}>
                  <Trans>Back</Trans>
                </button>
                <button type="button" disabled={pending} onClick={() => void complete()}>
                  {pending ? t`Saving…` : t`Complete`}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </HeadedSection>
  );
}
