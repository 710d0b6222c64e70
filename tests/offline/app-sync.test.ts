/**
 * The app's sync session: a token is only used for the user its `sub` claim names (the claim as
 * Amplify decoded it, `currentIdSession`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentIdSession } from '../../src/api/auth-session';
import { currentUserFrom } from '../../src/api/current-user';
import { clearCurrentUser, setCurrentUser } from '../../src/api/current-user-store';
import { appSession } from '../../src/offline/app-sync';

vi.mock('../../src/api/auth-session', () => ({
  currentIdSession: vi.fn(),
  currentIdToken: vi.fn(),
}));
const idSession = vi.mocked(currentIdSession);

afterEach(() => {
  clearCurrentUser();
  idSession.mockReset();
});

describe('appSession', () => {
  it("gives the current user's token", async () => {
    setCurrentUser(currentUserFrom({ sub: 'user-ø-1', email: 'kari@example.com' }));
    idSession.mockResolvedValue({ sub: 'user-ø-1', token: 'id-token-1' });
    expect(await appSession()).toEqual({ sub: 'user-ø-1', token: 'id-token-1' });
  });

  it('refuses a token issued for another user', async () => {
    setCurrentUser(currentUserFrom({ sub: 'user-ø-1', email: 'kari@example.com' }));
    idSession.mockResolvedValue({ sub: 'user-2', token: 'id-token-2' });
    expect(await appSession()).toBeNull();
  });

  it('is null when Amplify holds no token', async () => {
    setCurrentUser(currentUserFrom({ sub: 'user-ø-1', email: 'kari@example.com' }));
    idSession.mockResolvedValue(null);
    expect(await appSession()).toBeNull();
  });

  it('is null when nobody is signed in, without asking Amplify', async () => {
    expect(await appSession()).toBeNull();
    expect(idSession).not.toHaveBeenCalled();
  });
});
