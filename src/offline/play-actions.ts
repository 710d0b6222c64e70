/**
 * What the play screens write to and read from the phone's database outside live queries: each
 * is a store function of src/offline run on the page's database (db.ts `mapGameDb`, opened on
 * the first call), so that src/features never hold Dexie themselves (docs/ARCHITECTURE.md). The
 * rules and transactions stay in the stores named below, whose tests run them on a database of
 * their own; these add nothing to them.
 */
import { mapGameDb, type MapGameDb } from './db';
import { currentGame, recordCancel, recordPunch, recordStart } from './outbox';
import { downloadPack } from './pack-download';
import { waitForVerdict } from './punch-verdicts';
import { queueReport, storeServerReports } from './report-store';
import { applyServerOngoingStates } from './server-refresh';
import { gamesHeldHere } from './use-games-held-here';

/** `store` with the page's database given: called with the rest of its arguments. */
export function onPageDb<Args extends unknown[], Result>(
  store: (db: MapGameDb, ...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => store(mapGameDb(), ...args);
}

/** Starts a game from its offline pack (outbox.ts `recordStart`). */
export const startGame = onPageDb(recordStart);

/** Continues here the game the server has ongoing (server-refresh.ts `applyServerOngoingStates`). */
export const continueGame = onPageDb(applyServerOngoingStates);

/** Cancels the ongoing game (outbox.ts `recordCancel`). */
export const cancelGame = onPageDb(recordCancel);

/**
 * Writes a punch (outbox.ts `recordPunch`). Its transaction starts before this returns, so the
 * write begins inside the player's tap.
 */
export const punchControl = onPageDb(recordPunch);

/** The owner's current game as the phone holds it now (outbox.ts `currentGame`). */
export const readCurrentGame = onPageDb(currentGame);

/** The server's verdict on a punch once written, or `waiting` (punch-verdicts.ts). */
export const waitForPunchVerdict = onPageDb(waitForVerdict);

/** The games the phone speaks for (use-games-held-here.ts `gamesHeldHere`). */
export const readGamesHeldHere = onPageDb(gamesHeldHere);

/** Downloads or resumes a game's offline pack (pack-download.ts `downloadPack`). */
export const downloadGamePack = onPageDb(downloadPack);

/** Queues a post report, or refuses a second open one (report-store.ts `queueReport`). */
export const reportPost = onPageDb(queueReport);

/** Lays the server's copy of the owner's reports over the phone's (report-store.ts). */
export const storeOwnServerReports = onPageDb(storeServerReports);
