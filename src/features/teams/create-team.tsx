import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { teamSchema } from '../../domain/schemas/team';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '../../domain/team-rules';
import { TextField } from '../../ui/form-field';
import { reportUnexpectedError, showToast } from '../../ui/toast-store';
import { useValidatedForm } from '../../ui/use-validated-form';
import { ValidatedForm } from '../../ui/validated-form';
import { refusalMessage } from './team-action-buttons';
import { teamCreatedMessage } from './team-messages';
import { useCreateTeam } from './use-teams';

/** Create a team: a unique name that cannot be changed; the creator becomes its first member. */
export function CreateTeam() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm(teamSchema);
  const create = useCreateTeam();

  const onSubmit = form.submitWith((input) =>
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
        form.setFailure(message);
      },
    }),
  );

  return (
    <section aria-labelledby="create-team-title">
      <h2 id="create-team-title">
        <Trans>Create a team</Trans>
      </h2>
      <ValidatedForm
        form={form}
        className="form"
        onSubmit={onSubmit}
        labelledBy="create-team-title"
      >
        <TextField
          name="teamName"
          label={t`Team name`}
          hint={t`${TEAM_NAME_MIN_LENGTH} to ${TEAM_NAME_MAX_LENGTH} characters. No other team may have the name (capital letters do not count), and it cannot be changed later. You become the team's first member.`}
          error={form.errors.teamName}
        />
        <button type="submit" disabled={create.isPending}>
          <Trans>Create team</Trans>
        </button>
      </ValidatedForm>
    </section>
  );
}
