// Interaction to Next Paint of the main interactions, in Chromium with the CPU slowed down 4× (a
// mid-range phone) on a 412 × 823 screen: opening an invoice's formats menu (signed in as the
// household demo customer), changing the consumption page's granularity with the keyboard, and
// pressing Next on the electricity contracting wizard's first step (its checks and their messages).
// Each is measured RUNS times (3 by default) on a fresh page, from the browser's Event Timing
// entries: the longest event of the interaction, from input to the next paint.
// Budget (ARCHITECTURE.md, issue 26): INP ≤ 200 ms.
// Usage: node bench/interactions.mjs   (RUNS=1 for a quick look)
import { chromium } from 'playwright-core';
import { household, launchChromium, median, signInBrowser, startPortal } from './start-portal.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const INP_BUDGET_MS = 200;

/** The cookie choice, made earlier (apps/web/src/features/cookies/utils/consent.ts): no banner. */
const consent = {
  version: 1,
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
  decidedAt: '2026-11-01T00:00:00.000Z',
};

const interactions = [
  {
    name: "open an invoice's formats menu",
    path: '/facturas',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: /^Más formatos de la factura / }).first(),
    act: async (page, target) => {
      await target.click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: "change the consumption's granularity",
    path: '/consumo',
    signedIn: true,
    ready: (page) => page.getByLabel('Ver por', { exact: true }),
    act: async (page, target) => {
      await target.focus();
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: "the wizard's Next on its first step",
    path: '/nuevo-cliente-electricidad',
    ready: (page) => page.getByRole('button', { name: 'Siguiente' }),
    act: async (page, target) => {
      await target.click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
];

const { baseUrl, stop } = await startPortal({ port: 3204 });
const browser = await launchChromium(chromium, stop);
const rows = [];
try {
  for (const interaction of interactions) {
    const measured = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (interaction.signedIn) await signInBrowser(context, baseUrl, household);
      const page = await context.newPage();
      await page.addInitScript((choice) => {
        localStorage.setItem('portal_cookie_consent', JSON.stringify(choice));
        globalThis.__interactions = new Map();
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.interactionId) continue;
            const longest = globalThis.__interactions.get(entry.interactionId) ?? 0;
            globalThis.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
          }
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      }, consent);
      const devtools = await context.newCDPSession(page);
      await page.goto(baseUrl + interaction.path);
      const target = interaction.ready(page);
      await target.waitFor();
      // The page settles (its data, its deferred renders) before the customer acts.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.evaluate(() => globalThis.__interactions.clear());
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await interaction.act(page, target);
      // Event Timing reports an interaction once its next paint is done.
      await page.waitForTimeout(1000);
      const durations = await page.evaluate(() => [...globalThis.__interactions.values()]);
      if (durations.length === 0) throw new Error(`${interaction.name}: no interaction recorded`);
      measured.push(Math.max(...durations));
      await context.close();
    }
    const inp = median(measured);
    rows.push({
      interaction: interaction.name,
      'INP ms': Math.round(inp),
      runs: measured.map(Math.round).join(', '),
      budget: inp <= INP_BUDGET_MS ? 'within' : 'OVER',
    });
  }
} finally {
  await browser.close();
  stop();
}
console.log(`INP with the CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} runs`);
console.table(rows);
if (rows.some((row) => row.budget === 'OVER')) process.exitCode = 1;
