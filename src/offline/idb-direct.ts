/**
 * IndexedDB's own API under the app's Dexie database, for the one hot write that is worth it:
 * the punch (outbox.ts `recordPunch`). Dexie issues a transaction's requests a few promise turns
 * after it is asked and routes every answer through its own promise machinery; on a slow phone
 * that is tens of milliseconds of main-thread work between the tap and the committed record. A
 * transaction opened here issues its reads in the tap's own task and its writes in the last
 * read's answer.
 *
 * What Dexie would have done besides: announcing the change to live queries, in this page and
 * in the others (Dexie's documented `storagemutated` event, which Dexie also relays to other
 * tabs), with the parts of the tables the written records touch, so exactly the live queries
 * that read them run again. Dexie's query cache would not see such a write: the database is
 * opened with that cache off (db.ts).
 */
import { Dexie, RangeSet, type IndexableType, type ObservabilitySet } from 'dexie';
import type { MapGameDb } from './db';

/** The result of one request, as a native promise (the transaction stays active in its turn). */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Settles when `tx` commits; rejects with its error when it aborts (nothing of it is kept). */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

/** Opens the app's database if it is not yet, and gives its IndexedDB connection. */
export async function backendOf(db: MapGameDb): Promise<IDBDatabase> {
  if (!db.isOpen()) await db.open();
  return db.backendDB();
}

/** The key of `record` in an index with `keyPath` (undefined when the record has none). */
function keyOf(record: object, keyPath: string | string[]): unknown {
  const value = (path: string): unknown => (record as Record<string, unknown>)[path];
  if (typeof keyPath === 'string') return value(keyPath);
  const parts = keyPath.map(value);
  return parts.some((part) => part === undefined) ? undefined : parts;
}

/**
 * Tells every live query (this page's and other tabs') that `records` of `table` were written:
 * the records' primary keys and the keys they have in each of the table's indexes. Give both the
 * old and the new version of a changed record, so queries over its old index keys run again too.
 */
export function announceWritten(
  db: MapGameDb,
  changes: readonly { table: string; records: readonly object[] }[],
): void {
  const parts: ObservabilitySet = {};
  const part = (table: string, index: string) =>
    (parts[`idb://${db.name}/${table}/${index}`] ??= new RangeSet()) as RangeSet;
  for (const { table, records } of changes) {
    const { primKey, indexes } = db.table(table).schema;
    for (const record of records) {
      const key = primKey.keyPath === undefined ? undefined : keyOf(record, primKey.keyPath);
      if (key !== undefined) {
        part(table, '').addKey(key as IndexableType);
        // As Dexie does for a write whose earlier version it did not read: queries that walk
        // primary keys without values (counts, key lists) run again too.
        part(table, ':dels').addKey(key as IndexableType);
      }
      for (const index of indexes) {
        const indexKey = index.keyPath === undefined ? undefined : keyOf(record, index.keyPath);
        if (indexKey === undefined) continue;
        if (index.multi && Array.isArray(indexKey))
          part(table, index.name).addKeys(indexKey as IndexableType[]);
        else part(table, index.name).addKey(indexKey as IndexableType);
      }
    }
  }
  Dexie.on('storagemutated').fire(parts);
}
