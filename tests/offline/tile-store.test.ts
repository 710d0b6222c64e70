/**
 * Storing a pack's tiles in batches (tile-store.ts `storeTiles`) and the download's one tile
 * writer (tile-writer.ts): a URL another pack already holds keeps that pack, every tile handed
 * to the writer is stored and reported once, and a batch that cannot be stored fails the writer.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MapGameDb } from '../../src/offline/db';
import { storeTiles } from '../../src/offline/tile-store';
import { createTileWriter } from '../../src/offline/tile-writer';
import { freshDbEachTest, T0 } from './offline-fixtures';

let db: MapGameDb;
freshDbEachTest((fresh) => (db = fresh), { withPack: false });

const tile = (name: string, body = `tile ${name}`) => ({
  url: `https://tiles.example/${name}.png`,
  blob: new Blob([body]),
});

async function packsOf(name: string) {
  return (await db.tiles.get(tile(name).url))?.packs;
}

describe('storeTiles', () => {
  it('adds new tiles for the pack and keeps the packs of a URL already stored', async () => {
    await storeTiles(db, { tiles: [tile('a'), tile('b')], gameDefinitionId: 'pack-1', now: T0 });
    await storeTiles(db, {
      tiles: [tile('c'), tile('b', 'newer b'), tile('d')],
      gameDefinitionId: 'pack-2',
      now: T0 + 1,
    });
    expect(await packsOf('a')).toEqual(['pack-1']);
    expect(await packsOf('b')).toEqual(['pack-1', 'pack-2']);
    expect(await packsOf('c')).toEqual(['pack-2']);
    expect(await packsOf('d')).toEqual(['pack-2']);
    const b = await db.tiles.get(tile('b').url);
    expect(await b?.blob.text()).toBe('newer b');
    expect(b).toMatchObject({ bytes: 'newer b'.length, storedAt: T0 + 1 });
  });

  it('stores a tile again for the same pack without naming the pack twice', async () => {
    await storeTiles(db, { tiles: [tile('a')], gameDefinitionId: 'pack-1', now: T0 });
    await storeTiles(db, { tiles: [tile('a'), tile('a')], gameDefinitionId: 'pack-1', now: T0 });
    expect(await packsOf('a')).toEqual(['pack-1']);
    expect(await db.tiles.count()).toBe(1);
  });
});

describe('the tile writer', () => {
  /** A writer of pack-1's tiles in batches of `batchSize`, and the counts it reports stored. */
  function reportingWriter(batchSize: number) {
    const reported: number[] = [];
    const writer = createTileWriter(db, {
      gameDefinitionId: 'pack-1',
      now: () => T0,
      batchSize,
      onStored: (tiles) => {
        reported.push(tiles);
      },
    });
    return { writer, reported };
  }

  it.each([1, 7, 20, 45])('stores and reports every one of %i tiles once', async (count) => {
    const { writer, reported } = reportingWriter(20);
    const names = Array.from({ length: count }, (_, n) => `t${n}`);
    for (const name of names) await writer.add(tile(name));
    await writer.flush();
    expect(reported.reduce((sum, n) => sum + n, 0)).toBe(count);
    expect(reported.every((n) => n <= 20)).toBe(true);
    expect((await db.tiles.toCollection().primaryKeys()).sort()).toEqual(
      names.map((name) => tile(name).url).sort(),
    );
  });

  it('fails once a batch cannot be stored, and reports nothing stored for it', async () => {
    const { writer, reported } = reportingWriter(2);
    await writer.add(tile('a'));
    await writer.add(tile('b'));
    await writer.flush();
    db.close();
    await writer.add(tile('c'));
    await writer.add(tile('d')).catch(() => undefined);
    await expect(writer.flush()).rejects.toThrow();
    await expect(writer.add(tile('e'))).rejects.toThrow();
    expect(reported).toEqual([2]);
  });
});
