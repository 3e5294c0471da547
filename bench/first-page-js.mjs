// The gzipped JavaScript each first page loads, measured in Chromium: every script response of a
// fresh visit (no cache), until the network is idle, gzipped as the budget counts. The login and
// home pages in each language on a 1280 × 720 screen; on a phone's 412 × 823 (Lighthouse's mobile
// screen) the other pages Lighthouse measures, as a visitor or signed in as the household customer.
// Budgets (ARCHITECTURE.md): login at most 215 KB, home at most 190 KB; the other pages no more than
// on 2026-11-29 (issue 26: no page gets slower in first-page JS; lower a figure when a page gets
// lighter), plus what the back office's routes and the view-as-customer banner's hook add to the
// shell (issue 27, decision 004).
// Usage: node bench/first-page-js.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measuredPages } from './measured-pages.mjs';
import { household, launchChromium, signInBrowser, startPortal } from './start-portal.mjs';

const LOGIN_BUDGET_BYTES = 215_000;
const HOME_BUDGET_BYTES = 190_000;
/** What the other pages loaded on 2026-11-29: none may load more. */
const todaysBytes = {
  'contracting wizard': 280_400,
  'power calculator': 278_300,
  comparator: 278_300,
  'home (signed in)': 192_800,
  'invoices (signed in)': 304_100,
  'contract detail (signed in)': 267_200,
  'consumption (signed in)': 408_700,
};
const phone = { width: 412, height: 823 };
const pages = [
  { name: 'login (es)', path: '/acceso', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (ca)', path: '/acces', budget: LOGIN_BUDGET_BYTES },
  { name: 'login (en)', path: '/login', budget: LOGIN_BUDGET_BYTES },
  { name: 'home (es)', path: '/', budget: HOME_BUDGET_BYTES },
  ...measuredPages
    .filter(({ name }) => !['login', 'home'].includes(name))
    .map((page) => ({ ...page, budget: todaysBytes[page.name], viewport: phone })),
];

const { baseUrl, stop } = await startPortal({ port: 3201 });
const browser = await launchChromium(chromium, stop);
const rows = [];
try {
  for (const page of pages) {
    const context = await browser.newContext(page.viewport ? { viewport: page.viewport } : {});
    if (page.signedIn) await signInBrowser(context, baseUrl, household);
    const tab = await context.newPage();
    const scripts = [];
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await tab.goto(baseUrl + page.path, { waitUntil: 'networkidle' });
    // The page's chunk starts after the shell's first paint: a quiet network before it started
    // measured only the shell. Every page has its heading once its own chunk has rendered.
    await tab.locator('main h1').first().waitFor({ timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
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
