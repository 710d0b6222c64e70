import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  createGameLevel,
  updateGameLevel,
  type GameLevel,
  type GameLevelFields,
} from '../../api/levels-api';
import type { FieldErrorCode } from '../../domain/error-codes';
import { gameLevelSchema } from '../../domain/schemas/game-level';
import { fieldIds } from '../../ui/field-ids';
import { FieldGroup } from '../../ui/choice-field';
import { TextAreaField, TextField } from '../../ui/form-field';
import { NameField } from '../../ui/name-field';
import { showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
import {
  PUNCH_METHOD_FIELD,
  levelFormValues,
  maxDistanceShown,
  orderTakenBy,
} from './level-form-values';
import { levelCreatedMessage, levelSavedMessage, orderTakenByMessage } from './level-messages';
import { levelKeys } from '../../api/level-queries';

/** Names the level that already has the order the server refused, or null. */
function orderTakenMessage(error: unknown): MessageDescriptor | null {
  const clash = orderTakenBy(error);
  return clash ? orderTakenByMessage(clash.levelOrder, clash.levelName ?? '') : null;
}

interface LevelFormProps {
  gameDefinitionId: string;
  /** The level to edit, or null for a new one. */
  level: GameLevel | null;
  /** The order a new level starts with. */
  defaultOrder?: number;
}

/**
 * Create or edit a level: name, description, order, the minimum number of controls, the punch
 * methods (at least one; GPS needs the maximum distance, 15 m on a new level). Checked by the
 * domain's level schema; the server's field refusals are shown next to the same fields, and an
 * order another level has is refused naming that level.
 */
export function LevelForm({ gameDefinitionId, level, defaultOrder = 1 }: LevelFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The punch methods are check boxes: the schema gets them as booleans.
  const form = useValidatedForm(gameLevelSchema, { values: levelFormValues });
  const { errors, ranges } = form;

  const save = useMutation({
    mutationFn: (fields: GameLevelFields) =>
      level ? updateGameLevel(level.id, fields) : createGameLevel(gameDefinitionId, fields),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: levelKeys.all });
      if (level) {
        showToast(levelSavedMessage);
        return;
      }
      showToast(levelCreatedMessage);
      await navigate({
        to: '/game-definitions/selected/levels/selected',
        search: { gameDefinitionId, gameLevelId: saved.id },
      });
    },
    onError: (error) => form.showRefusal(error, { withFields: orderTakenMessage }),
  });

  const methodError = errors.allowGpsPunching ?? errors.allowCodePunching;
  return (
    <ValidatedForm
      form={form}
      className="form level-form"
      onSubmit={form.submitWith((values) => save.mutate(values))}
      label={t`Level`}
    >
      <NameField defaultValue={level?.name ?? ''} error={errors.name} />
      <TextAreaField
        name="description"
        label={t`Description`}
        defaultValue={level?.description ?? ''}
        error={errors.description}
      />
      <TextField
        name="order"
        label={t`Order`}
        inputMode="numeric"
        autoComplete="off"
        hint={t`Levels are played from the lowest number up.`}
        defaultValue={String(level?.order ?? defaultOrder)}
        error={errors.order}
        range={ranges.order}
      />
      <TextField
        name="minNumberControls"
        label={t`Minimum number of controls`}
        inputMode="numeric"
        autoComplete="off"
        hint={t`How many controls a player must find to complete the level.`}
        defaultValue={level ? String(level.minNumberControls) : ''}
        error={errors.minNumberControls}
        range={ranges.minNumberControls}
      />
      <PunchMethods level={level} error={methodError} />
      <TextField
        name="minDistanceLegalPunch"
        label={t`Max distance (metres)`}
        inputMode="decimal"
        autoComplete="off"
        hint={t`How close to the control a GPS punch must be.`}
        defaultValue={maxDistanceShown(level)}
        error={errors.minDistanceLegalPunch}
        range={ranges.minDistanceLegalPunch}
      />
      <button type="submit" disabled={save.isPending}>
        {level ? <Trans>Save level</Trans> : <Trans>Create level</Trans>}
      </button>
    </ValidatedForm>
  );
}

function PunchMethods({
  level,
  error,
}: {
  level: GameLevel | null;
  error: FieldErrorCode | undefined;
}) {
  const { t } = useLingui();
  const methods = [
    { name: 'allowGpsPunching', label: t`GPS: near the control`, on: level?.allowGpsPunching },
    {
      name: 'allowCodePunching',
      label: t`Code: the secret code on the post`,
      on: level?.allowCodePunching,
    },
  ];
  return (
    <FieldGroup
      name={PUNCH_METHOD_FIELD}
      legend={t`Punch methods`}
      error={error}
      className="checks"
      inputs={(errorLink) =>
        methods.map((method) => (
          <label key={method.name} className="check">
            <input
              id={fieldIds(method.name).id}
              type="checkbox"
              name={method.name}
              defaultChecked={method.on ?? false}
              {...errorLink}
            />
            {method.label}
          </label>
        ))
      }
    />
  );
}
