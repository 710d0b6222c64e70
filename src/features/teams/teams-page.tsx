import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '../../api/use-current-user';
import { FormAlert } from '../../ui/form-alert';
import { CreateTeam } from './create-team';
import { FindTeam } from './find-team';
import { MyTeams } from './my-teams';
import { refusalMessage } from './team-action-buttons';
import { teamLoadFailedMessage } from './team-messages';
import { TeamRules } from './team-rules-page';
import type { TeamsSearch, TeamTab } from './teams-search';
import { useMyTeams } from './use-teams';
import './teams.css';
import { HeadedSection } from '../../ui/headed-section';

/**
 * Team setup (seed: find team, create team, my teams, team rules), one tab at a time as chosen by
 * the search parameters. People are named by their nickname in teams, so a user without one is
 * sent to set it on the account page before creating or joining.
 */
export function TeamsPage({ tab, team, q }: TeamsSearch) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const hasNickname = (user?.nickname.trim() ?? '') !== '';
  const mine = useMyTeams(user !== null);
  const ownRelations = mine.data ?? [];
  const tabs: { tab: TeamTab; label: string }[] = [
    { tab: 'mine', label: t`My teams` },
    { tab: 'find', label: t`Find a team` },
    { tab: 'create', label: t`Create a team` },
    { tab: 'rules', label: t`Team rules` },
  ];

  return (
    <HeadedSection level={1} className="page teams-page" title={<Trans>Teams</Trans>}>
      <nav className="team-tabs" aria-label={t`Team pages`}>
        {tabs.map((item) => (
          <Link
            key={item.tab}
            to="/teams"
            search={{ tab: item.tab }}
            // The tab shown is current, whatever else the search holds (or when it holds none).
            activeOptions={{ exact: true, includeSearch: true }}
            aria-current={item.tab === tab ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {!hasNickname && tab !== 'rules' ? (
        <div className="team-nickname-needed">
          <p>
            <Trans>
              You need a nickname before you can create or join a team: the other members see you by
              it.
            </Trans>
          </p>
          <Link to="/user">
            <Trans>Set your nickname</Trans>
          </Link>
        </div>
      ) : null}
      {tab !== 'rules' && tab !== 'create' ? (
        <FormAlert
          message={mine.isError ? (refusalMessage(mine.error) ?? teamLoadFailedMessage) : null}
        />
      ) : null}
      {tab === 'mine' && mine.isPending ? (
        <p role="status">
          <Trans>Loading your teams…</Trans>
        </p>
      ) : null}
      {tab === 'mine' && mine.isSuccess ? (
        <MyTeams ownRelations={ownRelations} selected={team} canJoin={hasNickname} />
      ) : null}
      {tab === 'find' ? (
        <FindTeam query={q} selected={team} ownRelations={ownRelations} canJoin={hasNickname} />
      ) : null}
      {tab === 'create' && hasNickname ? <CreateTeam /> : null}
      {tab === 'rules' ? <TeamRules /> : null}
    </HeadedSection>
  );
}
