// Lighthouse (mobile, default throttling) on the key pages with Debian's Chromium.
// Budgets (ARCHITECTURE.md): performance ≥ 90, accessibility 100. Usage: node bench/lighthouse.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, startPortal } from './start-portal.mjs';

const pages = [
  { name: 'login', path: '/acceso' },
  { name: 'home', path: '/' },
];

const { baseUrl, stop } = await startPortal({ port: 3202 });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
const rows = [];
try {
  for (const page of pages) {
    const result = await lighthouse(baseUrl + page.path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const { categories, audits } = result.lhr;
    rows.push({
      page: page.name,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      'FCP s': Number((audits['first-contentful-paint'].numericValue / 1000).toFixed(2)),
      'LCP s': Number((audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    });
  }
} finally {
  chrome.kill();
  stop();
}
console.table(rows);
