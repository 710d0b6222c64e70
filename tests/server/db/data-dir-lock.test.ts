import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  lockDataDir,
  processStartTime,
} from '../../../server/db/data-dir-lock';
import { tempDirsRemovedAfterEach } from '../support/temp-dirs';

const tempDir = tempDirsRemovedAfterEach('map-game-lock-');

const linux = process.platform === 'linux';

/** Runs `check` with the pid of another live process (an idle node), ended afterwards. */
function whileAnotherProcessRuns(check: (pid: number) => void): void {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    check(other.pid!);
  } finally {
    other.kill();
  }
}

describe('processStartTime', () => {
  it('reads a live process’s start time (clock ticks since boot) on Linux', () => {
    const own = processStartTime(process.pid);
    if (linux) expect(own).toMatch(/^\d+$/u);
    else expect(own).toBeNull();
    // Stable: the same process always gives the same time.
    expect(processStartTime(process.pid)).toBe(own);
  });

  it('is null for a process that does not exist', () => {
    expect(processStartTime(2 ** 22 + 1)).toBeNull();
  });
});

describe('lockDataDir', () => {
  it('writes the pid and start time, 0600, and removes the lock on release', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    const lockFile = path.join(dataDir, 'server.lock');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
    });
    expect(fs.statSync(lockFile).mode & 0o777).toBe(0o600);
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to a later process, and says so', () => {
    const dataDir = tempDir();
    whileAnotherProcessRuns((pid) => {
      fs.writeFileSync(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid, startTime: linux ? '1' : null }),
      );
      const notices: string[] = [];
      if (linux) {
        const release = lockDataDir(dataDir, { onStaleLock: (m) => notices.push(m) });
        expect(notices).toEqual([expect.stringContaining(`stale lock of process ${pid}`)]);
        release();
      } else {
        expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      }
    });
  });

  it('refuses while the very process named in the lock still runs', () => {
    const dataDir = tempDir();
    whileAnotherProcessRuns((pid) => {
      fs.writeFileSync(
        path.join(dataDir, 'server.lock'),
        JSON.stringify({ pid, startTime: processStartTime(pid) }),
      );
      expect(() => lockDataDir(dataDir)).toThrow(
        new RegExp(`^The data folder .+ is in use by another process \\(pid ${pid}\\)`),
      );
    });
  });
});
