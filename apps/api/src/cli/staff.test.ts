import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'staff.ts');

describe('npm run staff -- add', () => {
  let dataDir: string;
  const env = () => {
    // The embedded database in DATA_DIR, whatever database the test run itself uses.
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    return {
      ...inherited,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      PUBLIC_URL: 'https://portal.example',
    };
  };
  const staff = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      env: env(),
      encoding: 'utf8',
    });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-staff-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two processes and two embedded databases: several seconds each on a busy machine.
  it(
    'adds a staff member whose printed link sets the password they sign in with',
    { timeout: 120_000 },
    async () => {
      const added = staff('add', 'Pau@Retailer.example', '--role', 'supervisor', '--name', 'Pau');
      expect(added.stderr).toBe('');
      expect(added.status).toBe(0);
      const link = /https:\/\/portal\.example\/backoffice\/password\?token=\S+/.exec(added.stdout);
      expect(link).not.toBeNull();

      const again = staff('add', 'pau@retailer.example', '--role', 'agent');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('pau@retailer.example already has a staff account.');

      const app = await buildApp(loadConfig({ ...env(), LOG_LEVEL: 'silent' }));
      try {
        const token = new URL(link![0]).searchParams.get('token');
        const set = await app.inject({
          method: 'POST',
          url: '/api/v1/backoffice/password',
          payload: { token, password: 'Pau-Supervisor-2026' },
        });
        expect(set.statusCode).toBe(204);
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/v1/backoffice/login',
          payload: { email: 'pau@retailer.example', password: 'Pau-Supervisor-2026' },
        });
        expect(signedIn.json()).toMatchObject({ staff: { name: 'Pau', role: 'supervisor' } });
      } finally {
        await app.close();
      }
    },
  );

  it('refuses an unknown role or a malformed e-mail, with the usage', { timeout: 60_000 }, () => {
    for (const args of [
      ['add', 'x@retailer.example', '--role', 'boss'],
      ['add', 'not-an-email', '--role', 'agent'],
      ['remove', 'x@retailer.example'],
    ]) {
      const refused = staff(...args);
      expect(refused.status, args.join(' ')).toBe(1);
      expect(refused.stderr).toContain(
        'usage: npm run staff -- add EMAIL --role agent|supervisor|admin',
      );
    }
  });
});
