// Lighthouse (mobile, default throttling) on the key pages with Debian's Chromium: as a visitor the
// login, the home, the electricity contracting wizard, the power calculator and the comparator;
// signed in as the household demo customer the home, the invoices, a contract detail and the
// consumption page. Every run starts with an empty browser cache (a first visit); each page is
// measured RUNS times (3 by default) and the table gives the median of each figure.
// Budgets (issue 26): LCP ≤ 2.5 s and total blocking time ≤ 200 ms everywhere; performance ≥ 95 for
// the visitor's login and home, ≥ 90 for the rest.
// Usage: node bench/lighthouse.mjs   (RUNS=1 for a quick look, ONLY=… for some pages, REPORTS=dir
// to keep each run's Lighthouse report as JSON: its long tasks, scripts' boot-up and request chains)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { measuredPages } from './measured-pages.mjs';
import {
  chromiumFlags,
  chromiumPath,
  household,
  median,
  requireChromium,
  signInBrowser,
  startPortal,
} from './start-portal.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const LCP_BUDGET_MS = 2500;
const TBT_BUDGET_MS = 200;
/** Performance at least 95 on the visitor's login and home, at least 90 elsewhere. */
const allPages = measuredPages.map((page) => ({
  ...page,
  performanceBudget: ['login', 'home'].includes(page.name) ? 95 : 90,
}));

// ONLY=invoices,consumption measures the pages whose names contain one of those words.
const only = process.env.ONLY?.split(',').filter(Boolean);
const pages = only
  ? allPages.filter(({ name }) => only.some((word) => name.includes(word)))
  : allPages;

const { baseUrl, stop } = await startPortal({ port: 3202 });
// The portal stops with the bench, also when Chromium does not start.
requireChromium(stop);
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
        await signInBrowser(context, baseUrl, household);
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
    /** One measured load, checked to have ended on the page asked for. */
    const measure = async () => {
      let result = await audit();
      // Now and then the trace of a load comes back broken (NO_NAVSTART, NO_FCP): measured again once.
      if (result.lhr.runtimeError) {
        console.warn(`${page.name}: ${result.lhr.runtimeError.code}, measuring again`);
        result = await audit();
      }
      const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
      if (process.env.REPORTS) {
        mkdirSync(process.env.REPORTS, { recursive: true });
        const file = `${page.name.replace(/\W+/g, '-')}-${Date.now()}.json`;
        writeFileSync(path.join(process.env.REPORTS, file), JSON.stringify(result.lhr));
      }
      if (runtimeError)
        throw new Error(`${page.name}: ${runtimeError.code} ${runtimeError.message}`);
      if (new URL(finalDisplayedUrl).pathname !== page.path) {
        throw new Error(`${page.name}: ended on ${finalDisplayedUrl}, not ${page.path}`);
      }
      return {
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      };
    };
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure());
    const middle = (key) => median(runs.map((run) => run[key]));
    const [performance, lcp, tbt] = [middle('performance'), middle('lcp'), middle('tbt')];
    rows.push({
      page: page.name,
      performance: Math.round(performance),
      accessibility: Math.round(middle('accessibility')),
      'best practices': Math.round(middle('bestPractices')),
      'FCP s': Number((middle('fcp') / 1000).toFixed(2)),
      'LCP s': Number((lcp / 1000).toFixed(2)),
      'TBT ms': Math.round(tbt),
      CLS: Number(middle('cls').toFixed(3)),
      budgets:
        lcp <= LCP_BUDGET_MS && tbt <= TBT_BUDGET_MS && performance >= page.performanceBudget
          ? 'within'
          : 'OVER',
    });
  }
} finally {
  await browser.close();
  chrome.kill();
  stop();
}
console.log(`Lighthouse mobile, median of ${RUNS} run${RUNS === 1 ? '' : 's'} a page`);
console.table(rows);
if (rows.some((row) => row.budgets === 'OVER')) process.exitCode = 1;
