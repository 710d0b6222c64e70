/**
 * PGlite has no lock on its directory, and a second process opening a live one corrupts it. The
 * server (and the command-line tools) therefore take `DATA_DIR/server.lock`, holding their pid and
 * the time the process started, and refuse to open the embedded database while the process named
 * there still runs. A lock whose process is gone is taken over; so is one whose pid now belongs
 * to a later, unrelated process (pids are reused), recognised by its different start time (on
 * Linux from /proc/PID/stat; elsewhere the pid alone decides).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, dataDirErrorOf } from './data-dir';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${path.dirname(lockFile)} is in use by another process (pid ${pid}): stop that server first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockRecord {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/PID/stat field 22), if known. */
  startTime: string | null;
}

/** The start time of process `pid` as Linux records it, or null where that cannot be read. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22; fields[0] is field 3
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock file's record: JSON, or a bare pid as older versions wrote it. */
function readLock(lockFile: string): LockRecord | undefined {
  const text = fs.readFileSync(lockFile, 'utf8').trim();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value, startTime: null };
    const record = value as Partial<LockRecord> | null;
    if (typeof record?.pid !== 'number') return undefined;
    return { pid: record.pid, startTime: record.startTime ?? null };
  } catch {
    return undefined;
  }
}

/** True when the process that wrote `record` still runs (and is not this one). */
function isHeld(record: LockRecord): boolean {
  if (!Number.isInteger(record.pid) || record.pid <= 0) return false;
  if (record.pid === process.pid || !processIsAlive(record.pid)) return false;
  if (record.startTime === null) return true;
  const now = processStartTime(record.pid);
  return now === null || now === record.startTime;
}

export interface LockOptions {
  /** Told, in one sentence, when a stale lock was taken over. */
  onStaleLock?: (message: string) => void;
}

/**
 * Throws the DataDirLockedError `lockDataDir` would, without taking the lock: for a check before
 * slow work (the start's build) that a second start must not do under a running server.
 */
export function assertDataDirFree(dataDir: string): void {
  const lockFile = path.join(dataDir, 'server.lock');
  let held: LockRecord | undefined;
  try {
    held = readLock(lockFile);
  } catch {
    return; // no lock file (or none readable): lockDataDir decides later
  }
  if (held && isHeld(held)) throw new DataDirLockedError(lockFile, held.pid);
}

/** Takes the lock of `dataDir` for this process; returns the function that releases it. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  const record: LockRecord = { pid: process.pid, startTime: processStartTime(process.pid) };
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        fs.writeFileSync(lockFile, JSON.stringify(record), {
          flag: 'wx',
          mode: PRIVATE_FILE_MODE,
        });
        let released = false;
        return () => {
          if (released) return;
          released = true;
          fs.rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const held = readLock(lockFile);
        if (held && isHeld(held)) throw new DataDirLockedError(lockFile, held.pid);
        fs.rmSync(lockFile, { force: true });
        if (held && held.pid !== process.pid) {
          options.onStaleLock?.(
            `The data folder ${dataDir} had a stale lock of process ${held.pid}, which no longer runs (or is another program now); it was taken over.`,
          );
        }
      }
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    throw dataDirErrorOf(error, dataDir) ?? error;
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
