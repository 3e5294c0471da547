import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../testing/build-test-app';
import { registerErrorHandling } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('framework errors', () => {
  it('a path parameter beyond the router limit answers in the one error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/virtual_batteries/${'1,'.repeat(1_200)}1`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'invalid_url' });
  });

  it('a path parameter that is not valid percent-encoding answers in the one error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/contracts/virtual_batteries/%E0%A4%A',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_url' });
  });
});

describe('database errors that reach the error handler (issue 12 points 5 and 8)', () => {
  /** An app whose one route fails with `error`, its log and its outage log read by the test. */
  async function failingWith(error: unknown) {
    const lines: { level: number; msg: string }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const outage = { failed: vi.fn(), stop: vi.fn() };
    registerErrorHandling(app, outage);
    app.get('/fails', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    return { response, outage, problems: lines.filter((line) => line.level >= 40) };
  }

  it('answers a value the database refused (class 22) as invalid_body, logged, without SQL', async () => {
    const refused = await t.app.services.db.execute(sql`SELECT ${'a\u0000b'}::text AS value`).then(
      () => expect.unreachable(),
      (error: unknown) => error,
    );
    const { response, outage, problems } = await failingWith(refused);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_body' });
    expect(problems.map((line) => line.msg)).toEqual([
      'the database refused a value of the request',
    ]);
    expect(outage.failed).not.toHaveBeenCalled();
  });

  it('answers an unreachable database with 503 and Retry-After, logged by the outage log', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { response, outage, problems } = await failingWith(refused);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: 'service_unavailable' });
    expect(outage.failed).toHaveBeenCalledWith(refused);
    expect(problems).toEqual([]);
  });

  it('still answers any other failure as a logged 500', async () => {
    const { response, outage, problems } = await failingWith(new TypeError('a bug'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });
    expect(problems.map((line) => line.msg)).toEqual(['request failed']);
    expect(outage.failed).not.toHaveBeenCalled();
  });
});
