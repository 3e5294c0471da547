import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type TestApp, buildSignedInApp, buildTestApp } from '../../testing/build-test-app';

/** The benchmark's bare route exists only when PORTAL_BENCH_ROUTES is set, and never in production. */
describe('benchmark-only routes', () => {
  const userIdOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

  describe('without PORTAL_BENCH_ROUTES', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ DEMO_DATA: 'false' });
    });
    afterAll(() => t.close());

    it('has no bare route', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/bench/invoices?user_id=${randomUUID()}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    });
  });

  describe('with PORTAL_BENCH_ROUTES=1', () => {
    let t: TestApp;
    let company: string;
    beforeAll(async () => {
      ({ t, company } = await buildSignedInApp({ PORTAL_BENCH_ROUTES: '1' }));
    });
    afterAll(() => t.close());

    it("serves the first page of the list's rows, same ids in the same order", async () => {
      const bare = await t.app.inject({
        method: 'GET',
        url: `/bench/invoices?user_id=${userIdOf(company)}&limit=100`,
      });
      expect(bare.statusCode).toBe(200);
      const rows = bare.json<{ id: number }[]>();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/invoices/?limit=100',
        headers: { authorization: `Bearer ${company}` },
      });
      const { items } = list.json<{ items: { id: number }[] }>();
      expect(rows).toHaveLength(100);
      expect(rows.map((row) => row.id)).toEqual(items.map((item) => item.id));
    });
  });

  it('refuses PORTAL_BENCH_ROUTES with NODE_ENV=production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), PORTAL_BENCH_ROUTES: '1' }),
    ).toThrow(/PORTAL_BENCH_ROUTES/);
  });
});
