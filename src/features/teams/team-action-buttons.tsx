import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isNetworkError } from '../../api/auth-errors';
import { apiErrorCode } from '../../api/graphql-client';
import type { TeamAction } from '../../domain/team-rules';
import { errorMessages, offlineMessage } from '../../ui/error-messages';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import type { OfferedAction } from './team-actions';
import { actionDone, actionLabels } from './team-messages';
import { teamKeys } from '../../api/team-queries';
import { useTeamAction } from './use-teams';

/** The words for a refused call: its catalogue message, or "offline"; null when it has none. */
export function refusalMessage(error: unknown): MessageDescriptor | null {
  const code = apiErrorCode(error);
  if (code !== null) return errorMessages[code];
  if (isNetworkError(error)) return offlineMessage;
  return null;
}

/**
 * Runs the team actions of one part of a screen: a confirmation toast on success, the refusal's
 * words kept for the part to show (`refusal`), and every team query refetched either way, since a
 * refusal often means the screen was out of date.
 */
export function useTeamActionRunner() {
  const mutation = useTeamAction();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);

  function run(action: TeamAction, teamName: string, subjectNickName: string) {
    setRefusal(null);
    mutation.mutate(
      { action, teamName, subjectNickName },
      {
        onSuccess: () => showToast(actionDone[action]),
        onError: (error) => {
          const message = refusalMessage(error);
          if (message === null) reportUnexpectedError(error);
          setRefusal(message);
          void queryClient.invalidateQueries({ queryKey: teamKeys.all });
        },
      },
    );
  }

  return { run, pending: mutation.isPending, refusal };
}

/** What a part of a screen runs its team actions with (`useTeamActionRunner`). */
export type TeamActionRunner = ReturnType<typeof useTeamActionRunner>;

/**
 * One button per offered action, run by `runner` (all disabled while one of its actions runs).
 * `describedBy` names the element that says whose relation it is (the person's or the team's
 * name), so "Accept" is read out with the name it accepts.
 */
export function TeamActionButtons({
  actions,
  teamName,
  describedBy,
  runner,
}: {
  actions: readonly OfferedAction[];
  teamName: string;
  describedBy: string;
  runner: Pick<TeamActionRunner, 'run' | 'pending'>;
}) {
  const { i18n } = useLingui();
  if (actions.length === 0) return null;
  return (
    <div className="team-actions">
      {actions.map(({ action, subjectNickName }) => (
        <button
          key={action}
          type="button"
          className={isQuiet(action) ? 'secondary' : undefined}
          disabled={runner.pending}
          aria-describedby={describedBy}
          onClick={() => runner.run(action, teamName, subjectNickName)}
        >
          {i18n._(actionLabels[action])}
        </button>
      ))}
    </div>
  );
}

/** The actions that undo or end something are drawn as secondary buttons. */
function isQuiet(action: TeamAction): boolean {
  return (
    action === 'reject' ||
    action === 'reject-return' ||
    action === 'abandon' ||
    action === 'force-out' ||
    action === 'cancel-request' ||
    action === 'cancel-return'
  );
}
