import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { teamSchema } from '../../domain/schemas/team';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '../../domain/team-rules';
import { FormAlert, FormErrorSummary } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { refusalMessage } from './team-action-buttons';
import { teamCreatedMessage } from './team-messages';
import { useCreateTeam } from './use-teams';

/** Create a team: a unique name that cannot be changed; the creator becomes its first member. */
export function CreateTeam() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm(teamSchema);
  const create = useCreateTeam();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = form.validate(event);
    setRefusal(null);
    if (!input) return;
    create.mutate(input.teamName, {
      onSuccess: (relations) => {
        showToast(teamCreatedMessage);
        void navigate({
          to: '/teams',
          search: { tab: 'mine', team: relations[0]?.teamName ?? input.teamName },
        });
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message === null) reportUnexpectedError(error);
        setRefusal(message);
      },
    });
  }

  return (
    <section aria-labelledby="create-team-title">
      <h2 id="create-team-title">
        <Trans>Create a team</Trans>
      </h2>
      <FormErrorSummary show={form.hasErrors} />
      <FormAlert message={refusal} />
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="create-team-title">
        <TextField
          name="teamName"
          label={t`Team name`}
          hint={t`${TEAM_NAME_MIN_LENGTH} to ${TEAM_NAME_MAX_LENGTH} characters. No other team may have the name (capital letters do not count), and it cannot be changed later. You become the team's first member.`}
          error={form.errors.teamName}
        />
        <button type="submit" disabled={create.isPending}>
          <Trans>Create team</Trans>
        </button>
      </form>
    </section>
  );
}
