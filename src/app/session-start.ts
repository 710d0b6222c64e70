/**
 * Keeps the signed-in user fresh without making anyone wait: the shell is drawn at once from the
 * last known user; then, only when someone is signed in, Amplify is loaded and the session and
 * the user's settings are read again, at start and whenever the browser comes back online.
 * A network failure keeps the user; a refusal from the pool signs out and says so.
 */
import { refreshCurrentUser } from '../api/auth-session';
import { isSignedIn } from '../api/current-user-store';
import { ErrorCode } from '../domain/error-codes';
import { errorMessages } from '../ui/error-messages';
import { reportUnexpectedError, showToast } from '../ui/toast-store';

async function refresh(): Promise<void> {
  if (!isSignedIn()) return;
  const outcome = await refreshCurrentUser();
  if (outcome === 'signed-out') {
    showToast(errorMessages[ErrorCode.UNAUTHENTICATED], { tone: 'error' });
  } else if (outcome === 'settings-failed') {
    showToast(errorMessages[ErrorCode.AUTH_SETTINGS_LOAD_FAILED], { tone: 'error' });
  }
}

export function startSession(): void {
  const run = () => void refresh().catch(reportUnexpectedError);
  // After the first paint: the refresh must not compete with drawing the shell.
  setTimeout(run, 0);
  window.addEventListener('online', run);
}
