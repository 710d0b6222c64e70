/**
 * The server's clock as the device estimates it: the offset (server minus device, ms) measured
 * from the HTTP `Date` header of the server's answers and kept in db.settings under
 * `clockOffsetMs`, so a punch is sent with `punchedAt = madeAt + offset` and a device clock an
 * hour off still punches inside the server's time window.
 */
import type { MapGameDb } from './db';

export const CLOCK_OFFSET_KEY = 'clockOffsetMs';

/**
 * A change of the offset, in ms, that counts as a different clock (beyond the Date header's
 * one-second resolution and the network's delay): a punch refused for its time is sent again
 * once when the offset moved by more than this since it was sent.
 */
export const CLOCK_OFFSET_CHANGE_MS = 60_000;

/**
 * A change of the offset, in ms, worth writing down: a new measurement within this of the stored
 * one is the Date header's one-second resolution and the network's jitter, not a new clock (so a
 * long replay does not write the setting after every answer).
 */
export const CLOCK_OFFSET_STORE_MS = 2_000;

/** The stored offset in ms (0 when none was measured yet). */
export async function readClockOffset(db: MapGameDb): Promise<number> {
  const setting = await db.settings.get(CLOCK_OFFSET_KEY);
  return typeof setting?.value === 'number' && Number.isFinite(setting.value) ? setting.value : 0;
}

/**
 * The offset one answer shows: the server's `Date` (whole seconds, so +500 ms on average) against
 * the middle of the device's send and receive times. All in ms since the epoch.
 */
export function measureClockOffset(input: {
  serverTime: number;
  sentAt: number;
  receivedAt: number;
}): number {
  return Math.round(input.serverTime + 500 - (input.sentAt + input.receivedAt) / 2);
}

/** Keeps a newly measured offset; returns it. */
export async function storeClockOffset(db: MapGameDb, offsetMs: number): Promise<number> {
  await db.settings.put({ key: CLOCK_OFFSET_KEY, value: offsetMs });
  return offsetMs;
}

/** The server time (ms) of an HTTP `Date` header, or undefined when absent or unreadable. */
export function parseHttpDate(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const time = Date.parse(header);
  return Number.isFinite(time) ? time : undefined;
}
