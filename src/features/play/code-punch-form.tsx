import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { codePunchSchema } from '../../domain/schemas/punch';
import { Field, TextField } from '../../ui/form-field';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
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
  const { t } = useLingui();
  const form = useValidatedForm(codePunchSchema);
  /** The control of a refused punch: offered again even before the live query reopens it. */
  const [retryControlId, setRetryControlId] = useState('');
  return (
    <ValidatedForm
      form={form}
      className="form code-punch-form"
      label={t`Punch by code`}
      onSubmit={(event) => {
        const values = form.validate(event);
        if (!values) return;
        const { controlId } = values;
        void onPunch({ controlId, code: values.controlSecretCode }).then((ok) => {
          if (ok) {
            setRetryControlId('');
            form.formRef.current?.reset();
          } else {
            setRetryControlId(controlId);
          }
        });
      }}
    >
      {scan}
      <input type="hidden" name="gameDefinitionId" value={gameDefinitionId} />
      <input type="hidden" name="gameLevelId" value={gameLevelId} />
      <Field
        name={CODE_PUNCH_CONTROL_FIELD}
        label={t`Control`}
        error={form.errors.controlId}
        control={(props) => (
          <select
            {...props}
            key={retryControlId || chosenControlId}
            defaultValue={retryControlId || chosenControlId}
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
        )}
      />
      <TextField
        name="controlSecretCode"
        label={t`Secret code`}
        autoComplete="off"
        hint={t`The code written on the post.`}
        error={form.errors.controlSecretCode}
      />
      <button type="submit">
        <Trans>Punch by code</Trans>
      </button>
    </ValidatedForm>
  );
}
