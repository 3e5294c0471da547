import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

type LockOwner = { pid: number; hostname: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite lets one process use a data directory and does not lock it: a second process would silently
 * lose writes. This lock file makes a second portal on the same directory refuse to start.
 * A lock left by a process that no longer runs on this host is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let current: LockOwner | undefined;
      try {
        current = JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
      } catch {
        current = undefined;
      }
      if (current && (current.hostname !== owner.hostname || isAlive(current.pid))) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another portal process ` +
            `(pid ${current.pid} on ${current.hostname}, since ${current.startedAt}). ` +
            'The embedded database serves one process only: stop the other one, or start this one ' +
            'with another DATA_DIR, or use PostgreSQL through DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`);
}
