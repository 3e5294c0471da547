import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';
import { backofficeKey } from '../../testing/change-calls';

describe('back-office signing of change requests', () => {
  let t: TestApp;
  let disabled: TestApp;
  beforeAll(async () => {
    [t, disabled] = await Promise.all([
      buildTestApp({ BACKOFFICE_API_KEY: backofficeKey }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), disabled.close()]);
  });

  it('exists with BACKOFFICE_API_KEY only, wants the key and a numeric id (change-requests.test.ts signs)', async () => {
    const sign = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/change_requests/1/sign',
        headers,
      });
    expect((await sign(disabled, { 'x-backoffice-key': backofficeKey })).statusCode).toBe(404);
    expect((await sign(t, {})).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/change_requests/abc/sign',
      headers: { 'x-backoffice-key': backofficeKey },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { id: ['invalid_value'] } });
  });
});
