import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRoles, type CurrentUser } from '../../../src/api/current-user';
import { renderIn, type Locale } from '../../ui/support/render-in-locale';

// The wire only: the pool's attribute update and the score reset, over what the server keeps.
const server = {
  /** The owners whose points were reset. */
  reset: [] as string[],
  /** The visibility saved in the pool, if any. */
  saved: null as string | null,
  /** Whether the score reset cannot reach the server. */
  resetFails: false,
};
vi.mock('../../../src/api/auth-user', () => ({
  updatePublishResults: vi.fn((visibility: string) => {
    server.saved = visibility;
    return Promise.resolve('signed-in');
  }),
}));
vi.mock('../../../src/api/score-api', () => ({
  deleteGameScores: vi.fn((owner: string) => {
    if (server.resetFails) return Promise.reject(new TypeError('Failed to fetch'));
    server.reset.push(owner);
    return Promise.resolve(3);
  }),
}));

const { VisibilitySection } = await import('../../../src/features/user/visibility-wizard');

function user(publishResults: CurrentUser['publishResults']): CurrentUser {
  return withRoles({
    sub: 'sub-1',
    name: 'Kari',
    nickname: 'Kari',
    email: 'kari@example.com',
    email_verified: true,
    userGroups: [],
    publishResults,
  });
}

function renderSection(locale: Locale, current: CurrentUser) {
  renderIn(
    locale,
    <QueryClientProvider client={new QueryClient()}>
      <VisibilitySection user={current} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  Object.assign(server, { reset: [], saved: null, resetFails: false });
});
afterEach(cleanup);

describe('the result visibility section', () => {
  it('walks through choose and summary, warns, and resets only after the confirmation', async () => {
    renderSection('en', user('PRIVATE'));
    fireEvent.click(screen.getByRole('button', { name: 'Change result visibility' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Step 1 of 2: who may see your points?' }),
    );
    expect(screen.getByRole('radio', { name: 'Private: only me' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Public: me, friends and others' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Warning: your points will be reset to zero.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const confirmError = screen.getByText(
      'Confirm that your points may be reset to zero, or go back.',
    );
    expect(confirmError.getAttribute('role')).toBe('alert');
    expect(
      screen.getByRole('checkbox', { name: 'I understand that my points will be reset to zero' }),
    ).toHaveProperty('ariaInvalid', 'true');
    expect(server).toMatchObject({ reset: [], saved: null });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Public: me, friends and others' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I understand that my points will be reset to zero' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change result visibility' })).toBeTruthy(),
    );
    expect(server).toMatchObject({ reset: ['sub-1'], saved: 'PUBLIC' });
  });

  it('keeps the old visibility when the points could not be reset', async () => {
    server.resetFails = true;
    renderSection('en', user('PRIVATE'));
    fireEvent.click(screen.getByRole('button', { name: 'Change result visibility' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Public: me, friends and others' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I understand that my points will be reset to zero' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByText('Could not reach the server. Check your connection and try again.');
    expect(server).toMatchObject({ reset: [], saved: null });
  });

  it('keeps the points when the choice does not change who sees them', async () => {
    renderSection('en', user(null));
    fireEvent.click(screen.getByRole('button', { name: 'Set up result visibility' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Your points stay as they are.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(server.saved).toBe('PRIVATE'));
    expect(server.reset).toEqual([]);
  });

  it('keeps the points at the first choice of Public (no warning, no reset)', async () => {
    renderSection('en', user(null));
    fireEvent.click(screen.getByRole('button', { name: 'Set up result visibility' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Public: me, friends and others' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('Warning: your points will be reset to zero.')).toBeNull();
    expect(
      screen.getByText('The points you have collected so far become public too.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(server.saved).toBe('PUBLIC'));
    expect(server.reset).toEqual([]);
  });

  it('asks for a nickname before public points', async () => {
    renderSection('en', { ...user(null), nickname: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Set up result visibility' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Public: me, friends and others' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByText(
      'Choose a nickname first: other players see you by it in rankings and teams.',
    );
    expect(server).toMatchObject({ reset: [], saved: null });
  });

  it('cancels without saving, in Norwegian', () => {
    renderSection('nb', user('PUBLIC'));
    fireEvent.click(screen.getByRole('button', { name: 'Endre synlighet for resultater' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('button', { name: 'Endre synlighet for resultater' })).toBeTruthy();
    expect(server).toMatchObject({ reset: [], saved: null });
  });
});
