import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { signOutUser } from '../../api/auth-user';
import { showToast } from '../../ui/toast-store';
import { signOutFailedMessage, signedOutMessage } from './user-messages';

/** Signs out, goes home and says so; a failure (no network to set up sign-in) says that. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut(): Promise<void> {
    setPending(true);
    try {
      await signOutUser(() => navigate({ to: '/' }));
      showToast(signedOutMessage);
    } catch (error) {
      console.error('sign-out failed', error);
      showToast(signOutFailedMessage, { tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return { pending, signOut };
}
