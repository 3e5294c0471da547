import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

describe('back-office signing of change requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('wants a supervisor and a numeric id (change-requests.test.ts signs)', async () => {
    const sign = (id: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/backoffice/change_requests/${id}/sign`,
        headers,
      });
    const none = await sign('1', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'unauthorized' });
    const customer = await sign('1', bearer(await signIn(t.app, demoHousehold)));
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ error: 'token_invalid' });
    const agent = await sign('1', await staffAuthorization(t, 'agent'));
    expect(agent.statusCode).toBe(403);
    expect(agent.json()).toEqual({ error: 'insufficient_role' });
    const bad = await sign('abc', await staffAuthorization(t, 'supervisor'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { id: ['invalid_value'] } });
  });
});
