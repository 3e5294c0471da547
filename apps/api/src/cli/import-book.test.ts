import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run import-book -- DIR`: what it prints and how it exits (README "Importing the retailer's book"). */

const run = promisify(execFile);
const API = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = path.resolve(API, '../../docs/examples/book');

describe('npm run import-book', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'import-book-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Imports into a fresh in-memory database, or into the embedded one of `dataDir`, kept. */
  const importBook = (directory: string, dataDir?: string) =>
    run('node', ['--import', 'tsx', 'src/cli/import-book.ts', directory], {
      cwd: API,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'),
        ),
        DATA_DIR: dataDir ?? path.join(work, 'data'),
        ...(dataDir ? {} : { DATABASE_URL: 'memory://' }),
        LOG_LEVEL: 'silent',
        INIT_CWD: work,
      },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout + error.stderr,
      }),
    );

  it('prints the counts and each bad row by file, line and code, and exits 2 for a bad row', async () => {
    const book = path.join(work, 'book');
    cpSync(EXAMPLE, book, { recursive: true });
    writeFileSync(
      path.join(book, 'customers.csv'),
      [
        'tax_id;name;surname1;surname2;email;mobile;language',
        '71234568A;Marta;Puig;Soler;;;ca',
        '71234568B;Wrong;Letter;;;;es',
        '',
      ].join('\n'),
    );
    const { code, stdout } = await importBook('book');
    expect(stdout).toContain('customers: 1 created, 0 updated, 0 unchanged');
    expect(stdout).toContain('customers.csv line 3: vat_not_valid');
    // The other customers of the example are not in this book: their contracts are bad rows.
    expect(stdout).toContain('contracts: 1 created, 0 updated, 0 unchanged');
    expect(stdout).toContain('contracts.csv line 3: customer_unknown');
    expect(stdout).toContain('invoices: 3 created, 0 updated, 0 unchanged');
    expect(code).toBe(2);
  }, 60_000);

  it('exits 0 for a clean book and 1 when there is no directory', async () => {
    expect(await importBook(EXAMPLE)).toMatchObject({ code: 0 });
    const missing = await importBook('nowhere');
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('nowhere: not a directory');
  }, 60_000);

  it('counts what the back office’s screen counts, and a second run changes nothing', async () => {
    const dataDir = path.join(work, 'kept');
    const first = await importBook(EXAMPLE, dataDir);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('customers: 3 created, 0 updated, 0 unchanged');
    expect(first.stdout).toContain('contracts: 4 created, 0 updated, 0 unchanged');
    expect(first.stdout).toContain('invoices: 12 created, 0 updated, 0 unchanged');
    const second = await importBook(EXAMPLE, dataDir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('customers: 0 created, 0 updated, 3 unchanged');
    expect(second.stdout).toContain('contracts: 0 created, 0 updated, 4 unchanged');
    expect(second.stdout).toContain('invoices: 0 created, 0 updated, 12 unchanged');
    expect(second.stdout).toContain('0 bad rows');
  }, 180_000);
});
