// Consumption-curve benchmark (ARCHITECTURE.md "Budgets", issue 13): a year of quarter-hourly
// readings aggregated by month, by day and by hour through the API, with 1,000 supply points' years
// in the table, each call at most 50 ms. Prints p50/p99 per granularity over sequential calls.
//
// Usage: node bench/curves.mjs [--database-url postgres://postgres@127.0.0.1:5432/bench]
//          [--calls 100] [--points 1000] [--markdown]
// With --database-url (or BENCH_DATABASE_URL) the database must exist (e.g. `createdb -h 127.0.0.1
// -U postgres bench`); without it the portal runs on PGlite in a fresh data directory. The demo data
// is seeded at start; then 999 bench supply points and the household's home get a year of random
// quarter-hourly readings (three series), written day by day across all points as daily files would
// be imported, so that one point's year lies scattered over the table. Seeding is done once per
// database (about 365,000 day rows); the household's readings of that year are replaced.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { household, signIn, startPortal } from './start-portal.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    calls: { type: 'string', default: '100' },
    points: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3211' },
    markdown: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
const calls = Number(values.calls);
const points = Number(values.points);
const BUDGET_MS = 50;
const HOME = '0100001';

// The year measured: the 365 days up to the end of last month.
const now = new Date();
const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
const start = new Date(end);
start.setUTCDate(start.getUTCDate() - 364);
const day = (date) => date.toISOString().slice(0, 10);
const range = { start: day(start), end: day(end) };

const { baseUrl, stop } = await startPortal({
  port: Number(values.port),
  env: {
    DEMO_DATA: 'true',
    WEB_DIST_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});

/** Seeds the bench readings through the API's own driver (PostgreSQL) or not at all (PGlite). */
async function seedReadings() {
  const pg = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `
      insert into supply_points (cups, energy, street, zipcode, city, municipality_ine, province_code, distributor_id)
      select 'ESBENCH' || lpad(i::text, 13, '0'), 'electricity', 'Bench ' || i, '28001', 'Madrid', '28079', '28',
             (select min(id) from distributors)
      from generate_series(1, $1::int - 1) i
      on conflict (cups) do nothing`,
      [points],
    );
    const { rows } = await client.query(
      `select count(*)::int as days from curve_days d join supply_points s on s.id = d.supply_point_id
       where s.cups like 'ESBENCH%' and d.day between $1 and $2`,
      [range.start, range.end],
    );
    if (rows[0].days >= (points - 1) * 365) return;
    const started = Date.now();
    // Day by day, every point: each series one of 256 random quarter-hourly days made here, stored
    // as the portal stores them (little-endian 32-bit values, decision 016).
    const randomDays = (low, spread) =>
      Array.from({ length: 256 }, () => {
        const bytes = Buffer.alloc(96 * 4);
        for (let q = 0; q < 96; q++)
          bytes.writeInt32LE(Math.round(low + Math.random() * spread), q * 4);
        return bytes;
      });
    await client.query(
      `
      insert into curve_days (supply_point_id, day, step_minutes, activa, exportada, reactiva, estimated)
      select p.id, d::date, 15,
             ($4::bytea[])[1 + (p.id * 31 + d::date - $1::date) % 256],
             ($5::bytea[])[1 + (p.id * 17 + d::date - $1::date) % 256],
             ($6::bytea[])[1 + (p.id * 7 + d::date - $1::date) % 256],
             '{}'
      from generate_series($1::date, $2::date, interval '1 day') d
      cross join lateral (
        select s.id from supply_points s
        where s.cups like 'ESBENCH%' or s.id = (select supply_point_id from contracts where name = $3)
      ) p
      order by d, p.id
      on conflict (supply_point_id, day) do update
        set step_minutes = excluded.step_minutes, activa = excluded.activa,
            exportada = excluded.exportada, reactiva = excluded.reactiva, estimated = excluded.estimated`,
      [range.start, range.end, HOME, randomDays(20, 300), randomDays(0, 40), randomDays(0, 80)],
    );
    await client.query('VACUUM ANALYZE curve_days');
    console.log(
      `seeded ${points} supply points × 365 days in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  if (databaseUrl) await seedReadings();
  else
    console.log(
      'PGlite: the household’s own two years only (pass --database-url for the 1,000 points)',
    );
  const health = await (await fetch(`${baseUrl}/healthz`)).json();
  const token = await signIn(baseUrl, household);
  const headers = { authorization: `Bearer ${token}` };
  const rowsOut = [];
  for (const granularity of ['monthly', 'daily', 'hourly']) {
    const url = `${baseUrl}/api/v2/contracts/${HOME}/cch/chart/${granularity}/?start=${range.start}&end=${range.end}`;
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${granularity}: ${first.status} ${await first.text()}`);
    const items = (await first.json()).items.length;
    for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
    const times = [];
    for (let i = 0; i < calls; i++) {
      const before = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - before);
    }
    times.sort((a, b) => a - b);
    rowsOut.push({ granularity, items, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  console.log(`database: ${health.database}; ${range.start} to ${range.end}; ${calls} calls each`);
  if (values.markdown) {
    console.log('| granularity | items | p50 ms | p99 ms | budget |');
    console.log('|---|---|---|---|---|');
  }
  let over = false;
  for (const row of rowsOut) {
    const within = row.p99 <= BUDGET_MS;
    over ||= !within;
    const cells = [
      row.granularity,
      row.items,
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      within ? `≤ ${BUDGET_MS} ms` : `OVER ${BUDGET_MS} ms`,
    ];
    console.log(values.markdown ? `| ${cells.join(' | ')} |` : cells.join('  '));
  }
  process.exitCode = over ? 1 : 0;
} finally {
  stop();
}
