// Starts the built portal for a benchmark on a fresh data directory, or uses BENCH_URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer at ${url}`);
}

/**
 * Returns the portal's base URL, a function that stops it (when this process started it) and the
 * server's process id (undefined with BENCH_URL).
 */
export async function startPortal({ port, env = {} }) {
  if (process.env.BENCH_URL) return { baseUrl: process.env.BENCH_URL, stop: () => {} };
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, 120_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { baseUrl, pid: server.pid, stop: () => server.kill('SIGTERM') };
}

/** The household demo customer of the seed. */
export const household = { user: '12345678Z', password: 'Demo-2026' };

/** Signs a demo customer in through the API and answers the access token. */
export async function signIn(baseUrl, credentials) {
  const response = await fetch(`${baseUrl}/api/v1/get_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Puts a signed-in session's cookie into a browser context, as the web app keeps it. */
export async function signInBrowser(context, baseUrl, credentials) {
  const token = await signIn(baseUrl, credentials);
  await context.addCookies([{ name: 'portal_token', value: token, url: baseUrl }]);
}

/** Stops the portal and says what to do when there is no Chromium to measure with. */
export function requireChromium(stopPortal) {
  if (existsSync(chromiumPath)) return;
  stopPortal();
  throw new Error(`no Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`);
}

/** Launches Chromium for a bench; when it cannot start, the portal is stopped first. */
export async function launchChromium(chromium, stopPortal) {
  requireChromium(stopPortal);
  try {
    return await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  } catch (error) {
    stopPortal();
    throw error;
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
