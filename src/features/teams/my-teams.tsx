import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { TeamRelationItem } from '../../api/teams-api';
import { FormAlert } from '../../ui/form-alert';
import {
  TeamActionButtons,
  useTeamActionRunner,
  type TeamActionRunner,
} from './team-action-buttons';
import { actionsOnRelation, inDisplayOrder } from './team-actions';
import { TeamStateLine } from './team-state-line';
import { TeamDetails } from './team-details';
import { HeadedSection } from '../../ui/headed-section';

/**
 * The viewer's teams (every relation they have, in the display order of states) with their own
 * moves, the team they collect points for, and the selected team's people (the first team when
 * none is selected).
 */
export function MyTeams({
  ownRelations,
  selected,
  canJoin,
}: {
  ownRelations: readonly TeamRelationItem[];
  selected: string | undefined;
  canJoin: boolean;
}) {
  const runner = useTeamActionRunner();
  const relations = inDisplayOrder(ownRelations);
  const activeTeam = relations.find((relation) => relation.state === 'ACTIVE')?.teamName;
  const shown = selected ?? relations[0]?.teamName;

  return (
    <HeadedSection title={<Trans>My teams</Trans>}>
      {relations.length === 0 ? (
        <p>
          <Trans>
            You are not in any team yet.{' '}
            <Link to="/teams" search={{ tab: 'find' }}>
              Find a team
            </Link>{' '}
            or{' '}
            <Link to="/teams" search={{ tab: 'create' }}>
              create one
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <p className="team-notice">
          {activeTeam !== undefined ? (
            <Trans>You collect points for {activeTeam}.</Trans>
          ) : (
            <Trans>You collect points for no team now.</Trans>
          )}
        </p>
      )}
      <FormAlert message={runner.refusal} />
      {relations.length > 0 ? (
        <ul className="team-list">
          {relations.map((relation) => (
            <MyTeamRow
              key={relation.teamName}
              relation={relation}
              selected={shown === relation.teamName}
              runner={runner}
            />
          ))}
        </ul>
      ) : null}
      {shown !== undefined ? (
        <TeamDetails key={shown} teamName={shown} ownRelations={ownRelations} canJoin={canJoin} />
      ) : null}
    </HeadedSection>
  );
}

function MyTeamRow({
  relation,
  selected,
  runner,
}: {
  relation: TeamRelationItem;
  selected: boolean;
  runner: TeamActionRunner;
}) {
  const nameId = useId();
  return (
    <li className={selected ? 'team-card team-card-selected' : 'team-card'}>
      <p className="team-card-name">
        <Link
          id={nameId}
          to="/teams"
          search={{ tab: 'mine', team: relation.teamName }}
          aria-current={selected ? 'true' : undefined}
        >
          {relation.teamName}
        </Link>
      </p>
      <TeamStateLine state={relation.state} />
      <TeamActionButtons
        actions={actionsOnRelation(relation, relation)}
        teamName={relation.teamName}
        describedBy={nameId}
        runner={runner}
      />
    </li>
  );
}
