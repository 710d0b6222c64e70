import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import type { TeamRelationItem } from '../../api/teams-api';
import { TEAM_MAX_MEMBERS } from '../../domain/team-rules';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/form-field';
import {
  refusalMessage,
  TeamActionButtons,
  useTeamActionRunner,
  type TeamActionRunner,
} from './team-action-buttons';
import { ownRelationIn, selfActions, teamsOf, type TeamSummary } from './team-actions';
import { TeamDetails } from './team-details';
import { stateNames, teamLoadFailedMessage } from './team-messages';
import { useTeamSearch } from './use-teams';
import { HeadedSection } from '../../ui/headed-section';

/**
 * Find a team: the names that begin with the text (compared in lower case), each with its number
 * of members and the viewer's own relation and moves; the selected team's people below.
 */
export function FindTeam({
  query,
  selected,
  ownRelations,
  canJoin,
}: {
  query: string | undefined;
  selected: string | undefined;
  ownRelations: readonly TeamRelationItem[];
  canJoin: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const search = useTeamSearch(query ?? null);
  const runner = useTeamActionRunner();
  const teams = search.data ? teamsOf(search.data) : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    void navigate({
      to: '/teams',
      search: { tab: 'find', q: typeof value === 'string' ? value.trim() : '' },
    });
  }

  return (
    <HeadedSection title={<Trans>Find a team</Trans>}>
      <form className="form team-search" role="search" noValidate onSubmit={onSubmit}>
        <TextField
          key={query}
          name="q"
          label={t`Team name`}
          defaultValue={query ?? ''}
          hint={t`Shows the teams whose name begins with the text. Leave it empty to see all teams.`}
        />
        <button type="submit">
          <Trans>Search</Trans>
        </button>
      </form>
      <div role="status">
        {search.isFetching ? <Trans>Searching…</Trans> : null}
        {search.isError && !search.isFetching ? (
          <p className="team-notice">
            <SearchRefusal message={refusalMessage(search.error)} />
          </p>
        ) : null}
      </div>
      <FormAlert message={runner.refusal} />
      {teams.length > 0 ? (
        <ul className="team-list" aria-label={t`Teams found`}>
          {teams.map((team) => (
            <TeamResult
              key={team.teamName}
              team={team}
              query={query}
              own={ownRelationIn(team.teamName, ownRelations)}
              canJoin={canJoin}
              runner={runner}
            />
          ))}
        </ul>
      ) : null}
      {selected !== undefined ? (
        <TeamDetails
          key={selected}
          teamName={selected}
          ownRelations={ownRelations}
          canJoin={canJoin}
        />
      ) : null}
    </HeadedSection>
  );
}

function SearchRefusal({ message }: { message: ReturnType<typeof refusalMessage> }) {
  const { i18n } = useLingui();
  return <>{i18n._(message ?? teamLoadFailedMessage)}</>;
}

function TeamResult({
  team,
  query,
  own,
  canJoin,
  runner,
}: {
  team: TeamSummary;
  query: string | undefined;
  own: TeamRelationItem | undefined;
  canJoin: boolean;
  runner: TeamActionRunner;
}) {
  const { t, i18n } = useLingui();
  const nameId = useId();
  const actions = own === undefined && !canJoin ? [] : selfActions(own);
  const memberCount = team.memberCount;
  const ownStateName = own ? i18n._(stateNames[own.state]) : null;
  return (
    <li className="team-card">
      <p className="team-card-name">
        <Link id={nameId} to="/teams" search={{ tab: 'find', q: query, team: team.teamName }}>
          {team.teamName}
        </Link>
      </p>
      <p>
        {t`Members: ${memberCount} of ${TEAM_MAX_MEMBERS}.`}
        {ownStateName === null ? null : <> {t`You: ${ownStateName}.`}</>}
      </p>
      <TeamActionButtons
        actions={actions}
        teamName={team.teamName}
        describedBy={nameId}
        runner={runner}
      />
    </li>
  );
}
