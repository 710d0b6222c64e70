import { useLingui } from '@lingui/react/macro';
import type { TeamMemberState } from '../../domain/team-rules';
import { stateMeanings, stateNames } from './team-messages';

/** A relation's state to a team by name, and what it means ("Member: plays for the team ..."). */
export function TeamStateLine({ state }: { state: TeamMemberState }) {
  const { i18n } = useLingui();
  return (
    <p className="team-state">
      <span className="team-state-name">{i18n._(stateNames[state])}:</span>{' '}
      {i18n._(stateMeanings[state])}
    </p>
  );
}
