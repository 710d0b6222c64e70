/**
 * Asks the app's sync engine (src/offline/app-sync.ts) to replay the outbox now, after a player
 * action. The engine is loaded on demand so it stays off the first page load; a failure here
 * only means the engine's own timer will send the entry later.
 */
export function requestSync(): void {
  void import('../../offline/app-sync')
    .then(({ startAppSync }) => startAppSync().syncNow())
    .catch(() => undefined);
}
