/**
 * The one writer of a pack download's tiles: the fetching workers hand it each tile as it
 * arrives and go on fetching, while it stores them in batches (one IndexedDB transaction per
 * batch, tile-store.ts `storeTiles`), one batch at a time, so a tile costs the database a share
 * of a transaction instead of one of its own, and the network never waits for the disk unless
 * the writer falls far behind. What is reported stored is in the database.
 */
import type { MapGameDb } from './db';
import { storeTiles, type FetchedTile } from './tile-store';

/** Tiles per transaction. */
export const TILE_BATCH_SIZE = 50;

/** Batches waiting for the writer before a worker handing it more waits too (bounds memory). */
const MAX_WAITING_BATCHES = 3;

export interface TileWriter {
  /**
   * Takes one fetched tile; resolves at once unless the writer is far behind (then when it has
   * caught up). Rejects with the writer's error once a batch failed to be stored.
   */
  add(tile: FetchedTile): Promise<void>;
  /** Stores what is left and waits for every batch; rejects with the writer's error if any. */
  flush(): Promise<void>;
}

export function createTileWriter(
  db: MapGameDb,
  options: {
    gameDefinitionId: string;
    now: () => number;
    /** Called after each stored batch, one at a time: its tile count and bytes. */
    onStored: (tiles: number, bytes: number) => Promise<void> | void;
    batchSize?: number;
  },
): TileWriter {
  const batchSize = Math.max(1, options.batchSize ?? TILE_BATCH_SIZE);
  let pending: FetchedTile[] = [];
  /** The batches handed to the writer and not yet stored, oldest first. */
  const waiting: Promise<void>[] = [];
  let written: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;

  const write = (batch: FetchedTile[]): void => {
    const stored = written.then(async () => {
      try {
        if (failure) return;
        await storeTiles(db, {
          tiles: batch,
          gameDefinitionId: options.gameDefinitionId,
          now: options.now(),
        });
        const bytes = batch.reduce((sum, tile) => sum + tile.blob.size, 0);
        await options.onStored(batch.length, bytes);
      } catch (error) {
        failure ??= { error };
      } finally {
        void waiting.shift();
      }
    });
    waiting.push(stored);
    written = stored;
  };

  const throwIfFailed = () => {
    if (failure) throw failure.error;
  };

  const take = () => {
    const batch = pending;
    pending = [];
    return batch;
  };

  return {
    async add(tile) {
      throwIfFailed();
      pending.push(tile);
      if (pending.length < batchSize) return;
      write(take());
      while (waiting.length > MAX_WAITING_BATCHES) await waiting[0];
      throwIfFailed();
    },
    async flush() {
      if (pending.length > 0) write(take());
      await written;
      throwIfFailed();
    },
  };
}
