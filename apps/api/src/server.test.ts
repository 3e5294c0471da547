import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Started = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

/** `node --import tsx src/server.ts` on the embedded database in `dataDir`. */
function startPortal(dataDir: string, extraEnv: Record<string, string> = {}): Started {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET', 'PUBLIC_URL']) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    ...extraEnv,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor(started: Started, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!started.stdout().includes(text)) {
    if (started.child.exitCode !== null) {
      throw new Error(`the portal exited (${started.child.exitCode}):\n${started.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${started.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the portal process on an embedded data directory', () => {
  let dataDir: string;
  let first: Started | undefined;
  let second: Started | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  });
  afterAll(async () => {
    for (const started of [first, second]) {
      if (started && started.child.exitCode === null && started.child.signalCode === null) {
        started.child.kill('SIGKILL');
        await started.exit;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, answers, refuses a second process on the same directory, and stops cleanly', async () => {
    first = startPortal(dataDir);
    await waitFor(first, 'Portal ready', 90_000);
    const lockFile = path.join(dataDir, 'portal.lock');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(first.stdout())?.[1];
    expect(address).toBeDefined();
    const health = await fetch(`${address}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    second = startPortal(dataDir);
    const code = await second.exit;
    expect(code).toBe(1);
    expect(second.stderr()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.stderr()).toContain(`pid ${first.child.pid}`);
    expect(second.stdout()).not.toContain('Portal ready');

    // The refused process left the first one and its lock alone.
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.child.pid);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('exits with 1 and lists the problems of a bad configuration', async () => {
    const started = startPortal(dataDir, { PORT: 'eighty', JWT_SECRET: 'short' });
    expect(await started.exit).toBe(1);
    expect(started.stderr()).toContain('Invalid configuration');
    expect(started.stderr()).toContain('PORT');
    expect(started.stderr()).toContain('JWT_SECRET must be at least 32 characters');
    expect(existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 60_000);
});
