import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectoryFileStore } from './file-store';

describe('directory file store', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const store = createDirectoryFileStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores bytes and the bytes of a stream as they come', async () => {
    await store.put('a/one.pdf', Buffer.from('one'));
    const chunks = ['two ', 'in ', 'parts'].map((text) => Buffer.from(text));
    await store.put('a/two.pdf', Readable.from(chunks));
    expect((await store.get('a/one.pdf'))?.toString()).toBe('one');
    expect((await store.get('a/two.pdf'))?.toString()).toBe('two in parts');
  });

  it('keeps nothing of a stream that fails on the way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('the source broke');
      })(),
    );
    await expect(store.put('b/broken.pdf', failing)).rejects.toThrow('the source broke');
    expect(await store.has('b/broken.pdf')).toBe(false);
    expect(readdirSync(path.join(root, 'b'))).toEqual([]);
  });

  it('refuses a key that would reach outside its directory', async () => {
    await expect(store.put('../outside.pdf', Buffer.from('x'))).rejects.toThrow('invalid file key');
  });
});
