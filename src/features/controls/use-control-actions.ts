/**
 * What the control editor does through the API, each a TanStack Query mutation that refreshes the
 * editor's queries afterwards: create a control and place it on the level (its id made on the
 * device), save one, move one (shown at once, put back if the server refuses), place an existing
 * one, remove one from the level, delete one (forced once the editor has confirmed the levels it
 * is on), and import several.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createControl,
  createLevelControl,
  deleteControl,
  deleteLevelControl,
  updateControl,
  updateLevelControlPoints,
  type LevelControl,
} from '../../api/controls-api';
import { apiErrorCode, graphqlErrorsOf } from '../../api/graphql-errors';
import { readAffectedRecords, type LevelUse } from '../../domain/affected-records';
import { ErrorCode } from '../../domain/error-codes';
import type { LatLng } from '../../domain/geo';
import type { ControlInput } from '../../domain/schemas/control';
import { controlKeys, controlQueries } from '../../api/control-queries';

export interface LevelRef {
  id: string;
  gameDefinitionId: string;
}

export function useControlActions(level: LevelRef) {
  const queryClient = useQueryClient();
  const listKey = controlQueries.levelControls(level.id).queryKey;
  const refresh = () => queryClient.invalidateQueries({ queryKey: controlKeys.all });

  async function place(controlId: string, points: number) {
    return createLevelControl({
      gameLevelId: level.id,
      gameDefinitionId: level.gameDefinitionId,
      controlId,
      points,
    });
  }

  async function createOne(values: ControlInput): Promise<string> {
    const id = crypto.randomUUID();
    const { points, ...fields } = values;
    await createControl({ id, ...fields });
    await place(id, points);
    return id;
  }

  const create = useMutation({ mutationFn: createOne, onSettled: refresh });

  const save = useMutation({
    mutationFn: async ({ link, values }: { link: LevelControl; values: ControlInput }) => {
      const { points, ...fields } = values;
      await updateControl({ id: link.controlId, ...fields });
      if (points !== link.points) await updateLevelControlPoints(link.id, points);
    },
    onSettled: refresh,
  });

  const move = useMutation({
    mutationFn: ({ link, position }: { link: LevelControl; position: LatLng }) =>
      updateControl({ id: link.controlId, lat: position.lat, lng: position.lng }),
    onMutate: async ({ link, position }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list) =>
        list?.map((item) =>
          item.id === link.id && item.control
            ? { ...item, control: { ...item.control, ...position } }
            : item,
        ),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(listKey, context?.before),
    onSettled: refresh,
  });

  const addExisting = useMutation({
    mutationFn: ({ controlId, points }: { controlId: string; points: number }) =>
      place(controlId, points),
    onSettled: refresh,
  });

  const removeFromLevel = useMutation({
    mutationFn: (linkId: string) => deleteLevelControl(linkId),
    onSettled: refresh,
  });

  /**
   * Deletes a control. Unforced, a control placed on levels is refused (CONTROL_IN_USE) and the
   * answer names those levels and their games for the confirmation; `force` removes it from every
   * level and deletes it.
   */
  const remove = useMutation({
    mutationFn: async ({
      controlId,
      force,
    }: {
      controlId: string;
      force: boolean;
    }): Promise<{ deleted: true } | { deleted: false; levels: readonly LevelUse[] }> => {
      try {
        await deleteControl(controlId, force);
        return { deleted: true };
      } catch (error) {
        if (apiErrorCode(error) !== ErrorCode.CONTROL_IN_USE) throw error;
        const refusal = graphqlErrorsOf(error)[0];
        return {
          deleted: false,
          levels: readAffectedRecords(refusal?.extensions?.affected).levels ?? [],
        };
      }
    },
    onSettled: refresh,
  });

  /** Creates the controls one after another; stops at the first refusal. */
  const importAll = useMutation({
    mutationFn: async (controls: readonly ControlInput[]) => {
      for (const values of controls) await createOne(values);
      return controls.length;
    },
    onSettled: refresh,
  });

  return { create, save, move, addExisting, removeFromLevel, remove, importAll };
}

export type ControlActions = ReturnType<typeof useControlActions>;
