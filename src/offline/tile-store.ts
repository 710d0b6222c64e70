/**
 * The tiles and map images of offline packs in IndexedDB (`db.tiles`), keyed by the absolute URL
 * the map requests, each with the packs that hold it: a tile shared by two packs is stored once
 * and deleted only when no pack holds it any more. The service worker answers these URLs.
 */
import { RECORD_VERSION, type MapGameDb } from './db';

/** The URLs among `urls` already stored (for any pack). */
export async function storedUrlsAmong(
  db: MapGameDb,
  urls: readonly string[],
): Promise<Set<string>> {
  const keys = await db.tiles
    .where('url')
    .anyOf([...urls])
    .primaryKeys();
  return new Set(keys);
}

/**
 * Marks already-stored tiles as held by a pack too (one transaction). Answers the bytes of the
 * tiles among `urls` that are stored.
 */
export async function claimStoredTiles(
  db: MapGameDb,
  gameDefinitionId: string,
  urls: readonly string[],
): Promise<number> {
  return db.transaction('rw', db.tiles, async () => {
    let bytes = 0;
    const tiles = await db.tiles.bulkGet([...urls]);
    const changed = [];
    for (const tile of tiles) {
      if (!tile) continue;
      bytes += tile.bytes;
      if (!tile.packs.includes(gameDefinitionId)) {
        changed.push({ ...tile, packs: [...tile.packs, gameDefinitionId] });
      }
    }
    if (changed.length > 0) await db.tiles.bulkPut(changed);
    return bytes;
  });
}

/** Stores one tile for a pack (keeping the other packs that already hold the same URL). */
export async function storeTile(
  db: MapGameDb,
  input: { url: string; blob: Blob; gameDefinitionId: string; now: number },
): Promise<void> {
  await db.transaction('rw', db.tiles, async () => {
    const existing = await db.tiles.get(input.url);
    const packs = new Set(existing?.packs ?? []);
    packs.add(input.gameDefinitionId);
    await db.tiles.put({
      url: input.url,
      blob: input.blob,
      bytes: input.blob.size,
      packs: [...packs],
      storedAt: input.now,
      v: RECORD_VERSION,
    });
  });
}

/**
 * Deletes a pack's tiles: the pack lets go of every tile it holds, tiles no pack holds are
 * deleted, and the pack's download record goes. The game data (`db.games`) stays: the outbox and
 * the punch list still read it.
 */
export async function deletePackTiles(db: MapGameDb, gameDefinitionId: string): Promise<void> {
  await db.transaction('rw', db.tiles, db.packs, async () => {
    const held = await db.tiles.where('packs').equals(gameDefinitionId).toArray();
    const orphans: string[] = [];
    const kept = [];
    for (const tile of held) {
      const packs = tile.packs.filter((id) => id !== gameDefinitionId);
      if (packs.length === 0) orphans.push(tile.url);
      else kept.push({ ...tile, packs });
    }
    await db.tiles.bulkDelete(orphans);
    if (kept.length > 0) await db.tiles.bulkPut(kept);
    await db.packs.delete(gameDefinitionId);
  });
}
