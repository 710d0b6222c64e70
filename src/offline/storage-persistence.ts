/**
 * Persistent storage: asks the browser not to evict the app's IndexedDB (offline packs and the
 * outbox) under storage pressure. Browsers answer without a prompt (Chromium grants it to
 * installed or much-used sites); the answer is shown to the player.
 */

/** The browser's answer to `navigator.storage.persist()`, or null where it is not supported. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return null;
  try {
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    return null;
  }
}
