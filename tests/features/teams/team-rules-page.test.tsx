import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { TEAM_MEMBER_STATES } from '../../../src/domain/team-rules';
import {
  actionDone,
  actionLabels,
  stateMeanings,
  stateNames,
} from '../../../src/features/teams/team-messages';
import { TeamRules } from '../../../src/features/teams/team-rules-page';
import { catalogIn, renderIn, type Locale } from '../../ui/support/render-in-locale';

const renderRules = (locale: Locale) => renderIn(locale, <TeamRules />);

afterEach(cleanup);

describe('the team rules page', () => {
  it('states the limits and lists the member states in the seed’s display order', () => {
    renderRules('en');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Team rules');
    expect(
      screen.getByText('A team has at most 3 members who are active or passive.'),
    ).toBeTruthy();
    expect(screen.getByText(/At most 5 people in all can belong to a team/)).toBeTruthy();
    expect(screen.getByText(/You can be in up to 3 teams/)).toBeTruthy();
    expect(screen.getByText(/has not collected points for the team for 30 days/)).toBeTruthy();
    const states = within(
      screen.getByRole('heading', { level: 3 }).nextElementSibling as HTMLElement,
    );
    expect(states.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Active',
      'Passive',
      'Asking to return',
      'Asking to join',
      'Left',
      'Forced out',
      'Rejected',
    ]);
  });

  it('speaks Norwegian', () => {
    renderRules('nb');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Lagregler');
    expect(screen.getAllByRole('term')[0]?.textContent).toBe('Aktiv');
  });
});

describe('the team screens’ words', () => {
  it('have a Norwegian translation for every state, meaning, action and confirmation', () => {
    const english = catalogIn('en');
    const norwegian = catalogIn('nb');
    const descriptors = [
      ...TEAM_MEMBER_STATES.flatMap((state) => [stateNames[state], stateMeanings[state]]),
      ...Object.values(actionLabels),
      ...Object.values(actionDone),
    ];
    for (const descriptor of descriptors) {
      expect(norwegian._(descriptor), english._(descriptor)).not.toBe(english._(descriptor));
    }
  });
});
