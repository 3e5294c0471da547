// Invoice-list benchmark (ARCHITECTURE.md "Budgets", issue 5): the company customer's invoice list
// (thousands of invoices) under 50 concurrent clients, against the limit measured in the same run: a
// bare route that fetches the same page of rows with one raw SQL query (apps/api/src/routes/invoices/invoice-list-bench.ts,
// present only with PORTAL_BENCH_ROUTES=1). Prints p50/p99, req/s, the ratio of each target's
// throughput to the bare route's, and the server's peak resident memory under load.
//
// Usage: node bench/invoice-list.mjs [--seconds 10] [--connections 50] [--warmup 3] [--rounds 3]
//          [--database-url postgres://postgres@127.0.0.1:5432/bench] [--markdown]
// Each round runs every target in turn (bare route first) and the figures are the median over the
// rounds: on a shared machine, interleaving keeps the ratio to the bare route honest.
// Without --database-url (or BENCH_DATABASE_URL) the portal runs on PGlite in a fresh data directory.
// With it, the database must exist (e.g. `createdb -h 127.0.0.1 -U postgres bench`); the demo data
// is seeded into it at start (idempotent) and then vacuumed and analysed, as autovacuum would in
// production. BENCH_URL measures a portal already running (it must have PORTAL_BENCH_ROUTES=1 and
// the demo data; no memory figure then).
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signIn, startPortal } from './start-portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    port: { type: 'string', default: '3210' },
    markdown: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const rounds = Number(values.rounds);
const databaseUrl = values['database-url'];

const company = { user: 'B12345674', password: 'Demo-2026' };
const BUDGET_P99_MS = 50;
const BUDGET_RATIO = 0.5;
const BUDGET_RSS_MB = 300;

/** The server's resident memory in MB, from /proc (VmRSS now, VmHWM the peak since it started). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const { baseUrl, pid, stop } = await startPortal({
  port: Number(values.port),
  env: {
    PORTAL_BENCH_ROUTES: '1',
    DEMO_DATA: 'true',
    // The API alone: an empty directory, so that the start script does not build the web app.
    WEB_DIST_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  if (databaseUrl) {
    // The API's own driver (a dependency of apps/api): statistics and visibility map as in production.
    const pg = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('VACUUM ANALYZE');
    await client.end();
  }
  const health = await (await fetch(`${baseUrl}/healthz`)).json();
  const token = await signIn(baseUrl, company);
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const auth = { authorization: `Bearer ${token}` };

  // A date range and an amount: the last three years but the newest one, invoices of 100 € or more.
  const year = new Date().getUTCFullYear();
  const filter = JSON.stringify([
    ['date', '>=', `${year - 3}-01-01`],
    ['date', '<=', `${year - 1}-12-31`],
    ['amount_total', '>=', 100],
  ]);
  const targets = [
    { name: 'bare route (1 raw SQL query)', path: `/bench/invoices?user_id=${userId}&limit=100` },
    { name: 'GET /api/v1/invoices/', path: '/api/v1/invoices/', headers: auth },
    {
      name: 'GET /api/v1/invoices/?filter (dates + amount)',
      path: `/api/v1/invoices/?filter=${encodeURIComponent(filter)}`,
      headers: auth,
    },
    {
      name: 'GET /api/v2/invoices_multipoint/',
      path: '/api/v2/invoices_multipoint/',
      headers: auth,
    },
  ];

  // The bare route must serve the same rows as the list, or the comparison means nothing.
  const [list, bare, filtered, multipoint] = await Promise.all(
    [targets[1], targets[0], targets[2], targets[3]].map(async (target) => {
      const response = await fetch(baseUrl + target.path, { headers: target.headers ?? {} });
      if (!response.ok) throw new Error(`${target.name}: ${response.status}`);
      return response.json();
    }),
  );
  const listIds = list.items.map((item) => item.id).join();
  if (list.items.length !== 100 || bare.map((row) => row.id).join() !== listIds) {
    throw new Error('the bare route and the list disagree on the first page');
  }
  console.log(
    `database: ${health.database}; company invoices (electricity): ${list.n_items}; ` +
      `filtered: ${filtered.n_items} (page of ${filtered.items.length}); ` +
      `multipoint: ${multipoint.n_items} (page of ${multipoint.items.length}); ` +
      `page of ${list.items.length} = ${Buffer.byteLength(JSON.stringify(list))} bytes of JSON`,
  );

  let peakRss = 0;
  const results = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const options = { url: baseUrl + target.path, headers: target.headers ?? {}, connections };
      if (round === 0 && warmup > 0) await autocannon({ ...options, duration: warmup });
      const sampler = pid
        ? setInterval(() => {
            peakRss = Math.max(peakRss, memoryOf(pid)?.rss ?? 0);
          }, 100)
        : undefined;
      results[index].push(await autocannon({ ...options, duration: seconds }));
      clearInterval(sampler);
    }
  }
  const rows = targets.map((target, index) => {
    const runs = results[index];
    return {
      target: target.name,
      'p50 ms': median(runs.map((run) => run.latency.p50)),
      'p99 ms': median(runs.map((run) => run.latency.p99)),
      'req/s': Math.round(median(runs.map((run) => run.requests.average))),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
    };
  });
  const bareRate = rows[0]['req/s'];
  for (const row of rows) row['ratio to bare'] = Number((row['req/s'] / bareRate).toFixed(2));
  console.table(rows);

  const memory = pid ? memoryOf(pid) : null;
  if (memory) {
    console.log(
      `server peak RSS under load: ${peakRss.toFixed(0)} MB (VmHWM since start, seeding included: ` +
        `${memory.hwm.toFixed(0)} MB)`,
    );
  }
  console.log(
    `${connections} connections; ${rounds} round(s) of ${seconds} s per target (medians), after ` +
      `${warmup} s of warm-up; ` +
      `${os.cpus().length} cores shared by autocannon and the server`,
  );

  const problems = [];
  for (const row of rows.slice(1)) {
    if (row['p99 ms'] >= BUDGET_P99_MS) problems.push(`${row.target}: p99 ${row['p99 ms']} ms`);
    if (row['ratio to bare'] < BUDGET_RATIO) {
      problems.push(`${row.target}: ${row['ratio to bare']} of the bare route's throughput`);
    }
  }
  for (const row of rows) {
    if (row.non2xx || row.errors) problems.push(`${row.target}: ${row.non2xx + row.errors} failed`);
  }
  if (memory && peakRss >= BUDGET_RSS_MB) problems.push(`peak RSS ${peakRss.toFixed(0)} MB`);
  console.log(problems.length ? `OVER BUDGET:\n  ${problems.join('\n  ')}` : 'within budget');

  if (values.markdown) {
    console.log('\n| target | p50 ms | p99 ms | req/s | ratio to bare |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) {
      console.log(
        `| ${row.target} | ${row['p50 ms']} | ${row['p99 ms']} | ${row['req/s']} | ${row['ratio to bare']} |`,
      );
    }
  }
  process.exitCode = problems.length ? 1 : 0;
} finally {
  // Let the last requests finish before the server closes its database.
  await new Promise((resolve) => setTimeout(resolve, 500));
  stop();
}
