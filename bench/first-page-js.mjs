// The gzipped JavaScript each first page loads, measured in Chromium: every script response of a
// fresh visit (no cache), until the network is idle, gzipped as the budget counts. The login and
// home pages in each language on a 1280 × 720 screen; on a phone's 412 × 823 (Lighthouse's mobile
// screen) the other pages Lighthouse measures, as a visitor or signed in as the household customer.
// Budgets (ARCHITECTURE.md): login at most 215 KB, home at most 190 KB; the other pages no more than
// on 2026-11-29 (issue 26: no page gets slower in first-page JS; lower a figure when a page gets
// lighter).
// Usage: node bench/first-page-js.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, signIn, startPortal } from './start-portal.mjs';

const LOGIN_BUDGET_BYTES = 215_000;
const HOME_BUDGET_BYTES = 190_000;
const pages = [
  { name: 'login (es)', path: '/acceso', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (ca)', path: '/acces', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (en)', path: '/login', budget: LOGIN_BUDGET_BYTES },
  { name: 'home (es)', path: '/', budget: HOME_BUDGET_BYTES },
  ...[
    { name: 'contracting wizard', path: '/nuevo-cliente-electricidad', budget: 331_600 },
    { name: 'power calculator', path: '/potencia', budget: 307_600 },
    { name: 'comparator', path: '/comparador', budget: 279_000 },
    { name: 'home (signed in)', path: '/', signedIn: true, budget: 281_100 },
    { name: 'invoices (signed in)', path: '/facturas', signedIn: true, budget: 304_400 },
    {
      name: 'contract detail (signed in)',
      path: '/contratos/electricidad/0100001',
      signedIn: true,
      budget: 275_600,
    },
    { name: 'consumption (signed in)', path: '/consumo', signedIn: true, budget: 407_500 },
  ].map((page) => ({ ...page, viewport: { width: 412, height: 823 } })),
];
const household = { user: '12345678Z', password: 'Demo-2026' };

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
    const context = await browser.newContext(page.viewport ? { viewport: page.viewport } : {});
    if (page.signedIn) {
      const token = await signIn(baseUrl, household);
      await context.addCookies([{ name: 'portal_token', value: token, url: baseUrl }]);
    }
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
