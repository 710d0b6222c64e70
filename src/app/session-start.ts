/**
 * Keeps the signed-in user fresh without making anyone wait: the shell is drawn at once from the
 * last known user; then, only when someone is signed in, Amplify is loaded and the session and
 * the user's settings are read again, at start and whenever the browser comes back online.
 * A network failure keeps the user; a refusal from the pool signs out and says so.
 * Once someone is signed in (at start, or when they sign in later), the sync engine that replays
 * the player's outbox starts (src/offline/app-sync.ts), loaded on demand off the first paint.
 * The session code and the error catalogue are loaded only then too: a visitor needs neither.
 */
import { isSignedIn, subscribeCurrentUser } from '../api/current-user-store';
import { ErrorCode } from '../domain/error-codes';
import { reportUnexpectedError, showToast } from '../ui/toast-store';

async function refresh(): Promise<void> {
  if (!isSignedIn()) return;
  const [{ refreshCurrentUser }, { errorMessages }] = await Promise.all([
    import('../api/auth-session'),
    import('../ui/error-messages'),
  ]);
  const outcome = await refreshCurrentUser();
  if (outcome === 'signed-out') {
    showToast(errorMessages[ErrorCode.UNAUTHENTICATED], { tone: 'error' });
  } else if (outcome === 'settings-failed') {
    showToast(errorMessages[ErrorCode.AUTH_SETTINGS_LOAD_FAILED], { tone: 'error' });
  }
}

let syncStarted = false;

/** Starts the app's one sync engine the first time a user is signed in. */
function startSyncWhenSignedIn(): void {
  if (syncStarted || !isSignedIn()) return;
  syncStarted = true;
  void import('../offline/app-sync')
    .then(({ startAppSync }) => startAppSync())
    .catch((error: unknown) => {
      syncStarted = false;
      reportUnexpectedError(error);
    });
}

export function startSession(): void {
  const run = () => void refresh().catch(reportUnexpectedError);
  // After the first paint: the refresh must not compete with drawing the shell.
  setTimeout(run, 0);
  setTimeout(startSyncWhenSignedIn, 0);
  subscribeCurrentUser(startSyncWhenSignedIn);
  window.addEventListener('online', run);
}
