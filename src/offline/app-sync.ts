/**
 * The app's one sync engine, started once (later calls give the same engine): the database of
 * the page, the GraphQL endpoint of /config.json, and the session of the signed-in user from
 * src/api. The token is only used for entries of the user it belongs to: its `sub` claim must be
 * the current user's. The engine also runs when the signed-in user changes (a sign-in again
 * releases the entries that waited for it). Once per start and user, after a pass that left
 * nothing waiting, it reads the user's ongoing games from the server (server-refresh.ts).
 */
import { currentIdSession } from '../api/auth-session';
import { getCurrentUser, subscribeCurrentUser } from '../api/current-user-store';
import { graphqlEndpoint } from '../api/graphql-client';
import { mapGameDb } from './db';
import { createFetchOngoingStates, refreshGameStates } from './server-refresh';
import type { SyncSession } from './sync-contract';
import { createSyncEngine, type SyncEngine } from './sync-engine';

/** The signed-in user's sub with their fresh ID token, or null (nobody, or a token of another). */
export async function appSession(): Promise<SyncSession | null> {
  const user = getCurrentUser();
  if (!user) return null;
  const session = await currentIdSession();
  return session?.sub === user.sub ? session : null;
}

let engine: SyncEngine | undefined;

export function startAppSync(): SyncEngine {
  if (engine) return engine;
  const db = mapGameDb();
  const fetchOngoing = createFetchOngoingStates();
  engine = createSyncEngine({
    db,
    session: appSession,
    endpoint: graphqlEndpoint,
    refresh: (session, signal) => refreshGameStates(db, session, fetchOngoing, signal),
  });
  const started = engine;
  let sub = getCurrentUser()?.sub;
  subscribeCurrentUser(() => {
    const next = getCurrentUser()?.sub;
    if (next !== undefined && next !== sub) void started.syncNow().catch(() => undefined);
    sub = next;
  });
  engine.start();
  return engine;
}
