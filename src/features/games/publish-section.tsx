import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { apiErrorCode } from '../../api/graphql-errors';
import { setGamePublished } from '../../api/publish-api';
import { ErrorCode } from '../../domain/error-codes';
import { PUBLISH_CHECKLIST, PublishGap } from '../../domain/publish-checklist';
import { FormAlert } from '../../ui/form-alert';
import { messageForRequestFailure } from '../../ui/request-failure';
import { showToast } from '../../ui/toast-store';
import { gameKeys, gameQueries } from '../../api/game-queries';
import {
  gamePublishedMessage,
  gameUnpublishedMessage,
  publishChecklistLabels,
  publishRefusedMessage,
} from './publish-messages';

/** The checklist's items about levels (not done while the game has none). */
const LEVEL_ITEMS: ReadonlySet<string> = new Set([
  PublishGap.TOO_FEW_CONTROLS,
  PublishGap.NO_PUNCH_METHOD,
  PublishGap.LEVEL_TOO_FEW_CONTROLS,
]);

/**
 * Publishing on the game's screen: whether players are given the game, the checklist of what
 * they need (each item done or missing, src/domain/publish-checklist.ts, as the server reads
 * it), "Publish" only when every item is done (the game becomes active and PUBLIC), "Make
 * private" to take it back, and the way to test-play it on the game map (a test play scores no
 * points).
 */
export function PublishSection({ gameDefinitionId }: { gameDefinitionId: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const state = useQuery({
    ...gameQueries.publishState(gameDefinitionId),
    meta: { handlesErrors: true },
  });
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const change = useMutation({
    mutationFn: (published: boolean) => setGamePublished(gameDefinitionId, published),
    onMutate: () => setFailure(null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: gameKeys.all });
      showToast(
        saved.active && saved.state === 'PUBLIC' ? gamePublishedMessage : gameUnpublishedMessage,
      );
    },
    onError: async (error) => {
      const refused = apiErrorCode(error) === ErrorCode.GAME_NOT_PLAYABLE;
      setFailure(refused ? publishRefusedMessage : messageForRequestFailure(error));
      if (refused) await queryClient.invalidateQueries({ queryKey: gameKeys.all });
    },
  });

  const game = state.data;
  const missing = new Set(game?.publishMissing ?? []);
  const published = game?.active === true && game.state === 'PUBLIC';
  const noLevel = missing.has(PublishGap.NO_LEVEL);
  return (
    <section className="publish-section" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Publishing</Trans>
      </h2>
      {state.isPending ? (
        <p role="status">
          <Trans>Loading the checklist…</Trans>
        </p>
      ) : !game || game.publishMissing === null ? (
        <p role="alert">
          <Trans>Could not load the checklist.</Trans>
        </p>
      ) : (
        <>
          <p className="publish-status">
            {published ? (
              <Trans>Published: players can find the game and play it.</Trans>
            ) : (
              <Trans>Not published: players do not see the game.</Trans>
            )}
          </p>
          <h3 className="publish-checklist-title">
            <Trans>What players need</Trans>
          </h3>
          <ul className="publish-checklist">
            {PUBLISH_CHECKLIST.map((item) => {
              // Without a level, the items about levels cannot be done either.
              const done = !missing.has(item) && !(noLevel && LEVEL_ITEMS.has(item));
              return (
                <li key={item} className={done ? 'publish-done' : 'publish-missing'}>
                  <span className="publish-mark" aria-hidden="true" />
                  <span className="visually-hidden">{done ? t`Done:` : t`Missing:`}</span>{' '}
                  {t(publishChecklistLabels[item])}
                </li>
              );
            })}
          </ul>
          <FormAlert message={failure} />
          <div className="publish-actions">
            {published ? (
              <button
                type="button"
                className="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate(false)}
              >
                <Trans>Make private</Trans>
              </button>
            ) : missing.size === 0 ? (
              <button type="button" disabled={change.isPending} onClick={() => change.mutate(true)}>
                <Trans>Publish</Trans>
              </button>
            ) : (
              <p className="field-hint">
                <Trans>"Publish" appears when every item above is done.</Trans>
              </p>
            )}
            {noLevel ? null : (
              <Link to="/game-map" search={{ game: gameDefinitionId }} className="button secondary">
                <Trans>Test play on the game map</Trans>
              </Link>
            )}
          </div>
          <p className="field-hint">
            <Trans>
              A test play is played like any other game, but scores no points and leaves the
              rankings as they are.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}
