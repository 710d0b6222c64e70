import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { TeamRelationItem } from '../../api/teams-api';
import {
  isTeamMemberState,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_PEOPLE,
  teamMemberCount,
  teamPeopleCount,
} from '../../domain/team-rules';
import { FormAlert } from '../../ui/form-alert';
import { useLocaleFormat } from '../../ui/locale-format';
import {
  refusalMessage,
  TeamActionButtons,
  useTeamActionRunner,
  type TeamActionRunner,
} from './team-action-buttons';
import { actionsOnRelation, inDisplayOrder, ownRelationIn, selfActions } from './team-actions';
import { TeamStateLine } from './team-state-line';
import { teamLoadFailedMessage } from './team-messages';
import { useTeamDetails } from './use-teams';

/**
 * One team: its people in the seed's display order of states, each with the state's meaning, and
 * the buttons the table of moves gives the viewer for each (their own relation as themselves,
 * others' when the viewer is a member). The viewer's relation to the team is the one in their own
 * list (`ownRelations`, which knows them by account); their row here is the one under the same
 * nickname.
 */
export function TeamDetails({
  teamName,
  ownRelations,
  canJoin,
}: {
  teamName: string;
  ownRelations: readonly TeamRelationItem[];
  /** False when the viewer has no nickname yet (asking to join needs one). */
  canJoin: boolean;
}) {
  const { t } = useLingui();
  const details = useTeamDetails(teamName);
  const runner = useTeamActionRunner();
  const headingId = useId();
  const relations = details.data ?? [];
  // The team as the server names it (the selection may differ in case or spacing).
  const shownName = relations[0]?.teamName ?? teamName;
  const own = ownRelationIn(teamName, ownRelations);
  const ownRow =
    own === undefined
      ? undefined
      : relations.find((relation) => relation.userNickName === own.userNickName);
  const forCounts = relations.map((relation) => ({ ...relation, lastActiveForTeam: null }));
  const joinActions =
    ownRow === undefined && canJoin && details.isSuccess ? selfActions(undefined) : [];
  const memberCount = teamMemberCount(forCounts);
  const peopleCount = teamPeopleCount(forCounts);

  return (
    <section className="team-details" aria-labelledby={headingId}>
      <h2 id={headingId}>{shownName}</h2>
      {details.isPending ? (
        <p role="status">
          <Trans>Loading the team…</Trans>
        </p>
      ) : null}
      <FormAlert
        message={details.isError ? (refusalMessage(details.error) ?? teamLoadFailedMessage) : null}
      >
        <Link to="/teams" search={{ tab: 'find' }}>
          <Trans>Find a team</Trans>
        </Link>
      </FormAlert>
      {details.isSuccess ? (
        <p className="team-counts">
          {t`Members: ${memberCount} of ${TEAM_MAX_MEMBERS}. People in all: ${peopleCount} of ${TEAM_MAX_PEOPLE}.`}
        </p>
      ) : null}
      <FormAlert message={runner.refusal} />
      <TeamActionButtons
        actions={joinActions}
        teamName={shownName}
        describedBy={headingId}
        runner={runner}
      />
      {relations.length > 0 ? (
        <ul className="team-people" aria-label={t`People in ${shownName}`}>
          {inDisplayOrder(relations).map((relation) => (
            <PersonRow
              key={relation.userNickName}
              relation={relation}
              ownRow={ownRow}
              runner={runner}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PersonRow({
  relation,
  ownRow,
  runner,
}: {
  relation: TeamRelationItem;
  ownRow: TeamRelationItem | undefined;
  runner: TeamActionRunner;
}) {
  const { t } = useLingui();
  const format = useLocaleFormat();
  const nameId = useId();
  const isSelf = ownRow?.userNickName === relation.userNickName;
  const lastActive = relation.lastActiveForTeam;
  const lastActiveDate = lastActive ? format.date(lastActive) : null;
  return (
    <li className="team-person">
      <p className="team-person-name">
        <strong id={nameId}>{relation.userNickName}</strong>
        {isSelf ? (
          <span>
            {' '}
            <Trans>(you)</Trans>
          </span>
        ) : null}
      </p>
      <TeamStateLine state={relation.state} />
      {isTeamMemberState(relation.state) && lastActiveDate !== null ? (
        <p className="team-last-active">
          {t`Last points for the team, or joined: ${lastActiveDate}`}
        </p>
      ) : null}
      <TeamActionButtons
        actions={actionsOnRelation(relation, ownRow)}
        teamName={relation.teamName}
        describedBy={nameId}
        runner={runner}
      />
    </li>
  );
}
