import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

describe('back-office HTML blocks', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  it('adds a block the login group then serves, and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      headers: admin,
      payload: { name: 'aviso', group_name: 'Login', html_block: '<p>Hola</p>', priority: 5 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/ov_customize/html_dinamic_elements?group_name=Login',
    });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id, html_block: '<p>Hola</p>' }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/html_elements/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/html_elements/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a block on a page that does not exist, and callers but an admin', async () => {
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      headers: admin,
      payload: { name: 'x', group_name: null, html_block: '<p>x</p>', page_id: 999 },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toEqual({ errors: { page_id: ['invalid_value'] } });
    const block = { name: 'x', group_name: 'Login', html_block: '<p>refused</p>' };
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/backoffice/html_elements',
        headers,
        payload: block,
      });
    const anonymous = await create({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'unauthorized' });
    const customer = await create(bearer(await signIn(t.app, demoHousehold)));
    expect(customer.statusCode).toBe(401);
    expect(customer.json()).toEqual({ error: 'token_invalid' });
    for (const role of ['agent', 'supervisor'] as const) {
      const headers = await staffAuthorization(t, role);
      const refused = await create(headers);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ error: 'insufficient_role' });
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/backoffice/html_elements/1',
        headers,
      });
      expect(deleted.statusCode, role).toBe(403);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/ov_customize/html_dinamic_elements?group_name=Login',
    });
    expect(listed.json()).not.toContainEqual(
      expect.objectContaining({ html_block: '<p>refused</p>' }),
    );
  });
});
