/**
 * The user's preferences kept on this device (localStorage key `preferences`), shared by the
 * screens that follow them: `tableRowsAsCards` shows the rows of a table (the score ranking) as
 * cards, easier to read on a narrow screen. Other tabs follow through the `storage` event.
 */
import * as v from 'valibot';
import { storedSetting } from './stored-setting';

export const PREFERENCES_STORAGE_KEY = 'preferences';

const preferencesSchema = v.object({
  tableRowsAsCards: v.fallback(v.optional(v.boolean(), false), false),
});

export type Preferences = v.InferOutput<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { tableRowsAsCards: false };

/** The preferences read from a stored JSON text; the defaults for anything missing or broken. */
export function parsePreferences(json: string | null | undefined): Preferences {
  if (!json) return DEFAULT_PREFERENCES;
  try {
    const result = v.safeParse(preferencesSchema, JSON.parse(json));
    return result.success ? result.output : DEFAULT_PREFERENCES;
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

const stored = storedSetting(PREFERENCES_STORAGE_KEY, parsePreferences, (value) =>
  JSON.stringify(value),
);

export const getPreferences: () => Preferences = stored.get;

/** Changes some preferences and keeps them on the device. */
export function setPreferences(change: Partial<Preferences>): void {
  stored.set({ ...stored.get(), ...change });
}

/** The preferences; re-renders when they change. */
export const usePreferences: () => Preferences = stored.useValue;
