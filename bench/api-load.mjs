// API load benchmark: starts the portal on a fresh data directory (or uses BENCH_URL), then drives
// each target with 50 concurrent clients and prints p50/p99 latency and throughput.
// Usage: node bench/api-load.mjs [--seconds 10] [--connections 50]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { household, signIn, startPortal } from './start-portal.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const { baseUrl, stop } = await startPortal({ port: 3200 });

try {
  const token = await signIn(baseUrl, household);
  const targets = [
    { name: 'GET /healthz (bare route + 1 query)', path: '/healthz' },
    { name: 'GET /api/v2/ov_customize/ov_settings', path: '/api/v2/ov_customize/ov_settings' },
    {
      name: 'GET /api/v1/users/ (token + session + profile)',
      path: '/api/v1/users/',
      headers: { authorization: `Bearer ${token}` },
    },
  ];
  const rows = [];
  for (const target of targets) {
    const result = await autocannon({
      url: baseUrl + target.path,
      headers: target.headers ?? {},
      connections: Number(values.connections),
      duration: Number(values.seconds),
    });
    rows.push({
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  console.table(rows);
} finally {
  stop();
}
