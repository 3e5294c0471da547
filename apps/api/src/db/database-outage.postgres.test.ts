import type pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../testing/build-test-app';
import { type TcpProxy, startTcpProxy } from '../testing/tcp-proxy';

// PostgreSQL only (the api-postgres project): the database is cut off under a running app by a
// proxy between the app's pool and the server (issue 12 point 8).
type LogLine = { level: number; msg: string; err?: { message: string } };
const WARN = 40;

let proxy: TcpProxy;
let t: TestApp;
const lines: LogLine[] = [];
beforeAll(async () => {
  const server = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await buildTestApp(
    { LOG_LEVEL: 'info' },
    {
      databaseHost: proxy.address,
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    },
  );
});
afterAll(async () => {
  await proxy?.restore().catch(() => {});
  await t?.close();
  await proxy?.close();
});

it('answers 503 with Retry-After while the database is lost, logs once a second, and recovers', async () => {
  const token = await signIn(t.app, demoHousehold);
  const profile = () =>
    t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: bearer(token) });
  expect((await profile()).statusCode).toBe(200);

  await proxy.cut();
  // The pool's idle connections hear of it first, each once (as many as the pool holds).
  const { $client: pool } = t.app.services.db as unknown as { $client: pg.Pool };
  await vi.waitFor(() => expect(pool.totalCount).toBe(0));
  lines.length = 0;

  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 50 }, profile));
  expect(performance.now() - started).toBeLessThan(1_000);
  for (const answer of answers) {
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ error: 'service_unavailable' });
  }
  const problems = lines.filter((line) => line.level >= WARN);
  expect(problems.length).toBeGreaterThanOrEqual(1);
  expect(problems.length).toBeLessThanOrEqual(2);
  expect(problems[0]).toMatchObject({
    msg: 'database unavailable: requests answer 503 until it answers again',
    err: { message: expect.stringContaining('ECONNREFUSED') },
  });
  expect(JSON.stringify(answers.map((answer) => answer.body))).not.toMatch(/ECONNREFUSED|SELECT/);

  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ error: 'service_unavailable', database: 'down' });

  await proxy.restore();
  await vi.waitFor(async () => expect((await profile()).statusCode).toBe(200), {
    timeout: 5_000,
    interval: 100,
  });
  await vi.waitFor(
    () => expect(lines.map((line) => line.msg)).toContain('database answers again'),
    { timeout: 3_000, interval: 100 },
  );
  expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});
