/**
 * The phone's small settings by key (db.ts `settings`): what the page reads and writes there (the
 * map view the player left, the maps of the areas last looked at), for features and shared UI
 * that do not touch Dexie themselves. A value is stored as given; its reader checks its shape
 * (it may come from an older app).
 */
import { mapGameDb } from './db';

/** The value stored under `key`, or undefined when none is. */
export async function readSetting(key: string): Promise<unknown> {
  return (await mapGameDb().settings.get(key))?.value;
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeSetting(key: string, value: unknown): Promise<void> {
  await mapGameDb().settings.put({ key, value });
}
