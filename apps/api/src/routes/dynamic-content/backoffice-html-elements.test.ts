import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicElements } from '../../db/schema/content';
import { auditEntries } from '../../db/schema/staff';
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

  it('changes a block: its place, order, size, HTML and texts by language, each audited', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/backoffice/html_elements',
      headers: admin,
      payload: { name: 'oferta', group_name: 'Login', html_block: '<p>Oferta</p>' },
    });
    const { id } = created.json<{ id: number }>();
    const update = (payload: Record<string, unknown>, target = id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/backoffice/html_elements/${target}`,
        headers: admin,
        payload,
      });
    const changed = {
      name: 'oferta-solar',
      group_name: null,
      page_id: 1,
      priority: 7,
      block_height: '200px',
      block_width: '50%',
      html_block: '<p>Oferta solar</p>',
      translations: { ca: { html_block: '<p>Oferta solar (ca)</p>' }, en: { html_block: ' ' } },
    };
    expect((await update(changed)).statusCode).toBe(204);

    const customer = bearer(await signIn(t.app, demoHousehold));
    const served = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/ov_customize/html_dinamic_elements/1?lang=${lang}`,
          headers: customer,
        })
      ).json<{ id: number }[]>();
    expect(await served('ca')).toContainEqual({
      id,
      name: 'oferta-solar',
      group_name: null,
      page_id: 1,
      priority: 7,
      block_height: '200px',
      block_width: '50%',
      html_block: '<p>Oferta solar (ca)</p>',
    });
    // A language left blank is served as written.
    expect(await served('en')).toContainEqual(
      expect.objectContaining({ id, html_block: '<p>Oferta solar</p>' }),
    );
    const [stored] = await t.app.services.db
      .select({ translations: dynamicElements.translations })
      .from(dynamicElements)
      .where(eq(dynamicElements.id, id));
    expect(stored?.translations).toEqual({ ca: { html_block: '<p>Oferta solar (ca)</p>' } });

    // Sizes and texts left out stay as they are.
    const { block_height, block_width, translations, ...rest } = changed;
    expect((await update({ ...rest, priority: 8 })).statusCode).toBe(204);
    expect(await served('ca')).toContainEqual(
      expect.objectContaining({
        id,
        priority: 8,
        block_height,
        block_width,
        html_block: translations.ca.html_block,
      }),
    );

    expect((await update({ ...changed, page_id: 999 })).statusCode).toBe(400);
    expect((await update({ ...changed, block_width: 'calc(100%)' })).json()).toEqual({
      errors: { block_width: ['invalid_value'] },
    });
    expect((await update(changed, 999_999)).statusCode).toBe(404);
    expect(
      (
        await update({ ...changed, translations: { ca: { html_block: 'x'.repeat(100_001) } } })
      ).json(),
    ).toEqual({ errors: { 'translations.ca.html_block': ['too_long'] } });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/backoffice/html_elements/${id}`,
      headers: admin,
    });
    const entries = await t.app.services.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.target, `html_element:${id}`))
      .orderBy(auditEntries.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'html_element.create',
      'html_element.update',
      'html_element.update',
      'html_element.delete',
    ]);
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
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/backoffice/html_elements/2',
        headers,
        payload: block,
      });
      expect(changed.statusCode, role).toBe(403);
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v2/ov_customize/html_dinamic_elements?group_name=Login',
    });
    expect(listed.json()).not.toContainEqual(
      expect.objectContaining({ html_block: '<p>refused</p>' }),
    );
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: 2, name: 'login-aviso' }));
  });
});
