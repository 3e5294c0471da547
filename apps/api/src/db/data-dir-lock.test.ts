import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    lockFile = path.join(dataDir, 'portal.lock');
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const writeLock = (owner: object | string) =>
    writeFileSync(lockFile, typeof owner === 'string' ? owner : JSON.stringify(owner));

  it('writes who holds the lock and removes it on unlock', () => {
    const unlock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual({
      pid: process.pid,
      hostname: os.hostname(),
      startedAt: expect.any(String),
    });
    unlock();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a second lock on the same directory with a message naming it', () => {
    const unlock = lockDataDir(dataDir);
    try {
      let caught: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DataDirLockedError);
      const message = (caught as Error).message;
      expect(message).toContain(`The data directory ${dataDir} is in use`);
      expect(message).toContain(`pid ${process.pid}`);
      expect(message).toContain('DATA_DIR');
      // The refusal leaves the holder's lock alone.
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    } finally {
      unlock();
    }
  });

  it('can be taken again once released', () => {
    lockDataDir(dataDir)();
    const unlock = lockDataDir(dataDir);
    expect(existsSync(lockFile)).toBe(true);
    unlock();
  });

  it('creates the directory when it does not exist', () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const unlock = lockDataDir(nested);
    expect(existsSync(path.join(nested, 'portal.lock'))).toBe(true);
    unlock();
  });

  it('takes over a stale lock whose process is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '']);
    expect(gone.status).toBe(0);
    writeLock({ pid: gone.pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' });
    const unlock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    unlock();
  });

  it('takes over an unreadable lock file', () => {
    writeLock('{ half a lock');
    const unlock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    unlock();
  });

  it('refuses a lock held by a live process on this host', () => {
    writeLock({
      pid: process.ppid,
      hostname: os.hostname(),
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`pid ${process.ppid}`);
  });

  it('refuses a lock of another host, whose process it cannot check', () => {
    writeLock({ pid: 1, hostname: 'another-host', startedAt: '2026-01-01T00:00:00.000Z' });
    expect(() => lockDataDir(dataDir)).toThrow(/in use .* on another-host/);
  });
});
