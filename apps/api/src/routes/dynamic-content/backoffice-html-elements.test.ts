import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../testing/build-test-app';

const key = 'k'.repeat(40);

describe('back-office HTML blocks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BACKOFFICE_API_KEY: key });
  });
  afterAll(() => t.close());

  it('adds a block the login group then serves, and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      headers: { 'x-backoffice-key': key },
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
      headers: { 'x-backoffice-key': key },
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/html_elements/${id}`,
      headers: { 'x-backoffice-key': key },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a block on a page that does not exist, and a missing key', async () => {
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      headers: { 'x-backoffice-key': key },
      payload: { name: 'x', group_name: null, html_block: '<p>x</p>', page_id: 999 },
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toEqual({ errors: { page_id: ['invalid_value'] } });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      payload: { name: 'x', group_name: 'Login', html_block: '<p>x</p>' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
