/**
 * The tiles and map images of offline packs in IndexedDB (`db.tiles`), keyed by the absolute URL
 * the map requests, each with the packs that hold it: a tile shared by two packs is stored once
 * and deleted only when no pack holds it any more. The service worker answers these URLs.
 */
import { Dexie } from 'dexie';
import { RECORD_VERSION, type MapGameDb, type StoredTile } from './db';

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

/** A fetched tile or map image on its way to `db.tiles`. */
export interface FetchedTile {
  /** Absolute URL, as the map requests it. */
  url: string;
  blob: Blob;
}

/**
 * Stores tiles for a pack in one transaction, one write request per tile: they are added as new;
 * a URL that is already stored (another pack's download got there first) is written again with
 * the packs that held it kept.
 */
export async function storeTiles(
  db: MapGameDb,
  input: { tiles: readonly FetchedTile[]; gameDefinitionId: string; now: number },
): Promise<void> {
  const records: StoredTile[] = input.tiles.map((tile) => ({
    url: tile.url,
    blob: tile.blob,
    bytes: tile.blob.size,
    packs: [input.gameDefinitionId],
    storedAt: input.now,
    v: RECORD_VERSION,
  }));
  await db.transaction('rw', db.tiles, async () => {
    try {
      await db.tiles.bulkAdd(records);
    } catch (error) {
      if (!(error instanceof Dexie.BulkError)) throw error;
      const taken = Object.entries(error.failuresByPos).map(([position, failure]) => {
        if (failure.name !== 'ConstraintError') throw failure;
        return records[Number(position)]!;
      });
      const existing = await db.tiles.bulkGet(taken.map((tile) => tile.url));
      await db.tiles.bulkPut(
        taken.map((tile, n) => ({
          ...tile,
          packs: [...new Set([...(existing[n]?.packs ?? []), input.gameDefinitionId])],
        })),
      );
    }
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
