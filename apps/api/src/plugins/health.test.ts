import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../testing/build-test-app';

describe('health and routing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.any(String) });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('serves a call only under the versions it declares, so clients can fall back', async () => {
    const v2 = await t.app.inject({ method: 'GET', url: '/api/v2/ov_customize/ov_settings' });
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/ov_customize/ov_settings' });
    expect(v2.statusCode).toBe(200);
    expect(v1.statusCode).toBe(404);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/v1/get_token');
  });
});

describe('health while the database is lost (issue 12 point 8)', () => {
  it('says the database is down, and every call answers 503 with Retry-After', async () => {
    const lines: { level: number; msg: string }[] = [];
    const t = await buildTestApp(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    try {
      const token = await signIn(t.app, demoHousehold);
      // The database closed under the app: the pool ended, or the embedded database shut.
      const { $client: client } = t.app.services.db as unknown as { $client: pg.Pool | PGlite };
      await ('end' in client ? client.end() : client.close());

      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({ error: 'service_unavailable', database: 'down' });

      for (let request = 0; request < 10; request++) {
        const profile = await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/',
          headers: bearer(token),
        });
        expect(profile.statusCode).toBe(503);
        expect(profile.headers['retry-after']).toBe('5');
        expect(profile.json()).toEqual({ error: 'service_unavailable' });
      }
      expect(lines.map((line) => line.msg)).toEqual([
        'database unavailable: requests answer 503 until it answers again',
      ]);
    } finally {
      await t.close();
    }
  });
});
