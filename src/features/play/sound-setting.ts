/**
 * Whether the punch sounds are muted, kept on this device (localStorage key `punch-sounds-muted`,
 * "true" when muted; anything else or nothing means sounds on). Read by punch-sound.ts at each
 * beep and by the mute switch; other tabs follow (src/ui/stored-setting.ts).
 */
import { storedSetting } from '../../ui/stored-setting';

export const SOUNDS_MUTED_STORAGE_KEY = 'punch-sounds-muted';

const stored = storedSetting(
  SOUNDS_MUTED_STORAGE_KEY,
  (text) => text === 'true',
  (muted) => String(muted),
);

/** Whether the punch sounds are muted on this device. */
export const soundsMuted: () => boolean = stored.get;

/** Mutes or unmutes the punch sounds and keeps the choice on the device. */
export const setSoundsMuted: (next: boolean) => void = stored.set;

/** Whether the punch sounds are muted; re-renders when that changes (here or in another tab). */
export const useSoundsMuted: () => boolean = stored.useValue;
