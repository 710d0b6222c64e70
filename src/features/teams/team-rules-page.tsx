import { Trans, useLingui } from '@lingui/react/macro';
import {
  TEAM_FORCE_OUT_INACTIVE_DAYS,
  TEAM_MAX_MEMBERS,
  TEAM_MAX_PEOPLE,
  TEAM_MEMBER_STATES,
  USER_MAX_TEAMS,
} from '../../domain/team-rules';
import { stateMeanings, stateNames } from './team-messages';
import { HeadedSection } from '../../ui/headed-section';

/** The team rules (seed sections 6 and 9) and the member states in their display order. */
export function TeamRules() {
  const { t, i18n } = useLingui();
  return (
    <HeadedSection title={<Trans>Team rules</Trans>}>
      <ul className="team-rules">
        <li>{t`A team has at most ${TEAM_MAX_MEMBERS} members who are active or passive.`}</li>
        <li>
          {t`At most ${TEAM_MAX_PEOPLE} people in all can belong to a team: members, former members and people asking to join.`}
        </li>
        <li>
          {t`You can be in up to ${USER_MAX_TEAMS} teams, but you collect points for one of them at a time: your active team. In your other teams you are passive (a substitute) until you switch.`}
        </li>
        <li>
          {t`An active or passive member may force out a member who has not collected points for the team for ${TEAM_FORCE_OUT_INACTIVE_DAYS} days.`}
        </li>
        <li>
          <Trans>
            A team's name is unique and cannot be changed. The search finds the names that begin
            with the text you enter; capital letters do not count.
          </Trans>
        </li>
        <li>
          <Trans>
            Someone who left or was forced out may ask to return. Someone rejected cannot ask again
            until a member lifts the ban.
          </Trans>
        </li>
      </ul>
      <h3>
        <Trans>Member states</Trans>
      </h3>
      <dl className="team-states">
        {TEAM_MEMBER_STATES.map((state) => (
          <div key={state}>
            <dt>{i18n._(stateNames[state])}</dt>
            <dd>{i18n._(stateMeanings[state])}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
