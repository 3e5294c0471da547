import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../test/build-test-app';

describe('framework errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

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
