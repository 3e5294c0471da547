import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleUploads } from './uploads';

describe('the uploads temporary directory', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('loses what a stopped process left a day ago or more, and keeps uploads under way', async () => {
    const left = path.join(root, 'upload-left');
    const current = path.join(root, 'upload-current');
    for (const directory of [left, current]) {
      mkdirSync(directory);
      writeFileSync(path.join(directory, '1'), 'bytes');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(left, twoDaysAgo, twoDaysAgo);
    await removeStaleUploads(root);
    expect(readdirSync(root)).toEqual(['upload-current']);
  });

  it('is made when it is missing', async () => {
    await removeStaleUploads(path.join(root, 'new'));
    expect(readdirSync(path.join(root, 'new'))).toEqual([]);
  });
});
