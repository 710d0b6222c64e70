import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { codePunchSchema } from '../../domain/schemas/punch';
import { fieldErrorMessages } from '../../ui/error-messages';
import { fieldIds } from '../../ui/field-ids';
import { FormErrorSummary } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import { useValidatedForm } from '../../ui/use-validated-form';
import { CODE_PUNCH_CONTROL_FIELD, type PlayControl } from './play-logic';

/**
 * Punch by the secret code written on the post: choose the control and type its code. The form
 * is checked by the domain's code-punch schema (the seed's missing-field messages); the game and
 * level ids are the current state's. A punch that stands (counted, or waiting for the server's
 * check) empties the form; a refused one (a wrong code) keeps the control chosen and the code
 * typed, so the player can correct it. `scan` (Scan the post) comes first: a scan punches the
 * same way, without typing.
 */
export function CodePunchForm({
  scan,
  controls,
  gameDefinitionId,
  gameLevelId,
  chosenControlId,
  onPunch,
}: {
  scan?: ReactNode;
  controls: readonly PlayControl[];
  gameDefinitionId: string;
  gameLevelId: string;
  chosenControlId: string;
  onPunch: (input: { controlId: string; code: string }) => Promise<boolean>;
}) {
  const { t, i18n } = useLingui();
  const { errors, hasErrors, validate } = useValidatedForm(codePunchSchema);
  const form = useRef<HTMLFormElement>(null);
  const select = fieldIds(CODE_PUNCH_CONTROL_FIELD);
  const controlError = errors.controlId;
  /** The control of a refused punch: offered again even before the live query reopens it. */
  const [retryControlId, setRetryControlId] = useState('');
  return (
    <form
      ref={form}
      className="form code-punch-form"
      noValidate
      aria-label={t`Punch by code`}
      onSubmit={(event) => {
        const values = validate(event);
        if (!values) return;
        const { controlId } = values;
        void onPunch({ controlId, code: values.controlSecretCode }).then((ok) => {
          if (ok) {
            setRetryControlId('');
            form.current?.reset();
          } else {
            setRetryControlId(controlId);
          }
        });
      }}
    >
      {scan}
      <FormErrorSummary show={hasErrors} />
      <input type="hidden" name="gameDefinitionId" value={gameDefinitionId} />
      <input type="hidden" name="gameLevelId" value={gameLevelId} />
      <div className={controlError ? 'field field-invalid' : 'field'}>
        <label htmlFor={select.id}>
          <Trans>Control</Trans>
        </label>
        <select
          key={retryControlId || chosenControlId}
          id={select.id}
          name="controlId"
          defaultValue={retryControlId || chosenControlId}
          aria-invalid={controlError ? true : undefined}
          aria-describedby={controlError ? select.errorId : undefined}
        >
          <option value="">{t`Choose a control`}</option>
          {controls
            .filter(
              (control) =>
                control.mark === 'open' ||
                (control.controlId === retryControlId && control.mark !== 'punched'),
            )
            .map(({ id, controlId, label }) => (
              <option key={id} value={controlId}>
                {t`Control ${label}`}
              </option>
            ))}
        </select>
        {controlError ? (
          <p id={select.errorId} className="field-error">
            {i18n._(fieldErrorMessages[controlError])}
          </p>
        ) : null}
      </div>
      <TextField
        name="controlSecretCode"
        label={t`Secret code`}
        autoComplete="off"
        hint={t`The code written on the post.`}
        error={errors.controlSecretCode}
      />
      <button type="submit">
        <Trans>Punch by code</Trans>
      </button>
    </form>
  );
}
