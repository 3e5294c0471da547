// The gzipped JavaScript each first page loads, measured in Chromium: every script response of a
// fresh visit (no cache) to the login and home pages in each language, gzipped as the budget counts.
// Budgets (ARCHITECTURE.md): login at most 215 KB, home at most 190 KB.
// Usage: node bench/first-page-js.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, startPortal } from './start-portal.mjs';

const LOGIN_BUDGET_BYTES = 215_000;
const HOME_BUDGET_BYTES = 190_000;
const pages = [
  { name: 'login (es)', path: '/acceso', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (ca)', path: '/acces', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (en)', path: '/login', budget: LOGIN_BUDGET_BYTES },
  { name: 'home (es)', path: '/', budget: HOME_BUDGET_BYTES },
];

const { baseUrl, stop } = await startPortal({ port: 3201 });
// The portal stops with the bench, also when Chromium does not start.
const browser = await chromium
  .launch({ executablePath: chromiumPath, args: chromiumFlags })
  .catch((error) => {
    stop();
    throw error;
  });
const rows = [];
try {
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = [];
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await tab.goto(baseUrl + page.path, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    rows.push({
      page: page.name,
      scripts: sizes.length,
      'gzipped KB': Number((total / 1000).toFixed(1)),
      'budget KB': page.budget / 1000,
      budget: total <= page.budget ? 'within' : 'OVER',
    });
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
console.table(rows);
if (rows.some((row) => row.budget === 'OVER')) process.exitCode = 1;
