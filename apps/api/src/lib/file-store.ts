import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where attachments and documents keep their bytes, by a key the server chose ("contracts/…"); a
 * client never names a key. A directory by default (ARCHITECTURE.md "Runtime"); an S3-compatible
 * store would implement the same four calls.
 */
export interface FileStore {
  /** Stores the bytes, or a stream's as they come (an upload never held whole in memory). */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Removes what is stored under the key; nothing stored is no error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function createDirectoryFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    // Keys come from the server, but a bad one must never reach outside the directory.
    if (!KEY_PATTERN.test(key) || key.split('/').includes('..')) {
      throw new Error(`invalid file key: ${key}`);
    }
    return path.join(root, key);
  };
  const orNullWhenMissing = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await writeFile(partial, content);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: (key) => orNullWhenMissing(() => readFile(fileOf(key))),
    async has(key) {
      return (await orNullWhenMissing(() => stat(fileOf(key)))) !== null;
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
