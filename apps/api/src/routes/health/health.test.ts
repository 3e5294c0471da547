import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-test-app';

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
