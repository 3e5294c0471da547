import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDemoP12, identityFromP12, signingIdentity } from './signing-identity';

const retailer = { name: 'Energia Demo', taxId: 'B66123456' };

describe('the signing identity', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'signing-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('makes the demo certificate once and keeps it in the data directory', () => {
    const dataDir = tempDir();
    const env = { NODE_ENV: 'development', DATA_DIR: dataDir } as const;
    const first = signingIdentity(loadConfig(env), retailer);
    const file = path.join(dataDir, 'signing', 'demo-retailer.p12');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A new process (a new config) reads the same certificate back.
    const second = signingIdentity(loadConfig(env), retailer);
    expect(second.certificatePem).toBe(first.certificatePem);
    expect(first.certificate.subject.getField('O')?.value).toBe('Energia Demo');
    expect(first.certificate.subject.getField({ type: '2.5.4.97' })?.value).toBe('VATES-B66123456');
  });

  it('keeps it in memory for tests, one per app', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: 'memory://' });
    expect(signingIdentity(config, retailer)).toBe(signingIdentity(config, retailer));
    expect(() => statSync(path.join(dataDir, 'signing'))).toThrow();
  });

  it('uses SIGNING_P12_PATH with its password, and says so when the password is wrong', () => {
    const file = path.join(tempDir(), 'retailer.p12');
    const p12 = createDemoP12(retailer, 's3cret');
    writeFileSync(file, p12);
    const config = loadConfig({
      NODE_ENV: 'test',
      SIGNING_P12_PATH: file,
      SIGNING_P12_PASSWORD: 's3cret',
    });
    expect(signingIdentity(config, retailer).certificatePem).toBe(
      identityFromP12(p12, 's3cret').certificatePem,
    );
    expect(() => identityFromP12(p12, 'wrong')).toThrow(/wrong password/);
  });
});
