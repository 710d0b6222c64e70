import { Plural, Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GameDefinition } from '../../api/games-api';
import { apiErrorCode, graphqlErrorsOf } from '../../api/graphql-errors';
import { deleteGameLevel, type GameLevel } from '../../api/levels-api';
import { readAffectedRecords } from '../../domain/affected-records';
import { ErrorCode } from '../../domain/error-codes';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';
import { showToast } from '../../ui/toast-store';
import { levelDeleteFailedMessage, levelDeletedMessage } from './level-messages';
import { levelKeys } from '../../api/level-queries';
import { HeadedSection } from '../../ui/headed-section';

/** What the editor is asked: to delete the level, then (if played) to delete its players' progress too. */
type Asking =
  | { step: 'delete'; awayFrom: HTMLElement }
  | { step: 'in-play'; awayFrom: HTMLElement; states: number; players: number };

/**
 * Delete a level: a confirmation dialog first (its controls are kept). When game states still
 * point to the level the server refuses (LEVEL_IN_PLAY) and a second dialog, placed away from the
 * first one's button, says how many players' progress goes with it before it is forced.
 */
export function DeleteLevel({ game, level }: { game: GameDefinition; level: GameLevel }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const remove = useMutation({
    mutationFn: async ({ force }: { force: boolean; awayFrom: HTMLElement }) => {
      try {
        await deleteGameLevel(level.id, force);
        return { deleted: true as const };
      } catch (error) {
        if (apiErrorCode(error) !== ErrorCode.LEVEL_IN_PLAY) throw error;
        const affected = readAffectedRecords(graphqlErrorsOf(error)[0]?.extensions?.affected);
        return {
          deleted: false as const,
          states: affected.gameStateCount ?? 0,
          players: affected.playerCount ?? 0,
        };
      }
    },
    onSuccess: async (result, { awayFrom }) => {
      if (!result.deleted) {
        setAsking({ step: 'in-play', awayFrom, ...result });
        return;
      }
      setAsking(null);
      showToast(levelDeletedMessage);
      await navigate({
        to: '/game-definitions/selected/levels',
        search: { gameDefinitionId: game.id },
      });
      queryClient.removeQueries({ queryKey: levelKeys.detail(level.id) });
      await queryClient.invalidateQueries({ queryKey: levelKeys.all });
    },
    onError: () => setAsking(null),
  });
  return (
    <HeadedSection className="danger-zone" title={<Trans>Delete the level</Trans>}>
      <FormAlert message={remove.isError ? levelDeleteFailedMessage : null} />
      <button
        type="button"
        className="secondary"
        disabled={asking !== null}
        onClick={(event) => setAsking({ step: 'delete', awayFrom: event.currentTarget })}
      >
        <Trans>Delete level</Trans>
      </button>
      {asking?.step === 'delete' ? (
        <ConfirmDialog
          key="delete"
          title={<Trans>Delete the level?</Trans>}
          confirmLabel={<Trans>Yes, delete the level</Trans>}
          placeAwayFrom={asking.awayFrom}
          pending={remove.isPending}
          onConfirm={(button) => remove.mutate({ force: false, awayFrom: button })}
          onCancel={() => setAsking(null)}
        >
          <p>
            <Trans>Delete this level and take its controls off it? The controls are kept.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {asking?.step === 'in-play' ? (
        <ConfirmDialog
          key="in-play"
          title={<Trans>Players have played this level</Trans>}
          confirmLabel={<Trans>Delete with their progress</Trans>}
          placeAwayFrom={asking.awayFrom}
          pending={remove.isPending}
          onConfirm={(button) => remove.mutate({ force: true, awayFrom: button })}
          onCancel={() => setAsking(null)}
        >
          <p>
            <Plural
              value={asking.players}
              one="# player has progress on this level"
              other="# players have progress on this level"
            />{' '}
            <Plural value={asking.states} one="(# game state)." other="(# game states)." />
          </p>
          <p>
            <Trans>
              Deleting the level deletes their progress on it. Their punches and points are kept.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </HeadedSection>
  );
}
