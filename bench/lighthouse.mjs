// Lighthouse (mobile, default throttling) on the key pages with Debian's Chromium: login and home
// as a visitor, the invoices and a contract detail signed in as the household demo customer, and the
// electricity contracting wizard as a visitor. Every run starts with an empty browser cache (a first
// visit).
// Budgets (ARCHITECTURE.md): LCP ≤ 2.5 s, performance ≥ 95, accessibility 100.
// Usage: node bench/lighthouse.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, signIn, startPortal } from './start-portal.mjs';

const LCP_BUDGET_MS = 2500;
const household = { user: '12345678Z', password: 'Demo-2026' };
const pages = [
  { name: 'login', path: '/acceso' },
  { name: 'home', path: '/' },
  { name: 'invoices (signed in)', path: '/facturas', signedIn: true },
  { name: 'contract detail (signed in)', path: '/contratos/electricity/0100001', signedIn: true },
  { name: 'contracting wizard', path: '/nuevo-cliente-electricidad' },
];

const { baseUrl, stop } = await startPortal({ port: 3202 });
// The portal stops with the bench, also when Chromium does not start.
const chrome = await chromeLauncher
  .launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
  .catch((error) => {
    stop();
    throw error;
  });
// The same browser over the DevTools protocol: puts the session cookie in and empties the cache.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0];
const rows = [];
try {
  for (const page of pages) {
    const audit = async () => {
      await context.clearCookies();
      if (page.signedIn) {
        const token = await signIn(baseUrl, household);
        await context.addCookies([{ name: 'portal_token', value: token, url: baseUrl }]);
        const tab = await context.newPage();
        const devtools = await context.newCDPSession(tab);
        await devtools.send('Network.clearBrowserCache');
        await tab.close();
      }
      return lighthouse(baseUrl + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Lighthouse's own reset would drop the session cookie; the cache was emptied above.
        disableStorageReset: Boolean(page.signedIn),
      });
    };
    let result = await audit();
    // Now and then the trace of a load comes back broken (NO_NAVSTART, NO_FCP): measured again once.
    if (result.lhr.runtimeError) {
      console.warn(`${page.name}: ${result.lhr.runtimeError.code}, measuring again`);
      result = await audit();
    }
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${page.name}: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.name}: ended on ${finalDisplayedUrl}, not ${page.path}`);
    }
    const lcp = audits['largest-contentful-paint'].numericValue;
    rows.push({
      page: page.name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      'FCP s': Number((audits['first-contentful-paint'].numericValue / 1000).toFixed(2)),
      'LCP s': Number((lcp / 1000).toFixed(2)),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'LCP budget': lcp <= LCP_BUDGET_MS ? 'within' : 'OVER',
    });
  }
} finally {
  await browser.close();
  chrome.kill();
  stop();
}
console.table(rows);
if (rows.some((row) => row['LCP budget'] === 'OVER')) process.exitCode = 1;
