import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicElements, dynamicPages } from '../../db/schema/content';
import { auditEntries } from '../../db/schema/staff';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** The dynamic pages an admin adds, changes and removes (issue 27 point 2). */
describe('back-office dynamic pages', () => {
  let t: TestApp;
  let admin: { authorization: string };
  let customer: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
    customer = bearer(await signIn(t.app, demoHousehold));
  });
  afterAll(() => t.close());

  const call = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = admin,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers, payload });
  const customerRoutes = async (lang: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v2/ov_customize/html_dinamic_routes?lang=${lang}`,
        headers: customer,
      })
    ).json<{ id: number; route_path: string; btn_title: string; btn_description: string }[]>();
  const storedPages = () => t.app.services.db.select().from(dynamicPages).orderBy(dynamicPages.id);
  const auditOf = (target: string) =>
    t.app.services.db
      .select({ action: auditEntries.action, details: auditEntries.details })
      .from(auditEntries)
      .where(eq(auditEntries.target, target))
      .orderBy(auditEntries.id);
  const page = {
    route_path: 'tarifas-solares',
    btn_title: 'Tarifas solares',
    btn_description: 'Lo que pagas con placas',
    translations: {
      ca: { btn_title: 'Tarifes solars', btn_description: '' },
      en: { btn_title: 'Solar tariffs', btn_description: 'What you pay with panels' },
    },
  };

  it('adds a page customers find in their menu, in their language, and changes it', async () => {
    const created = await call('POST', 'dynamic_pages', admin, page);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    // A text left blank in a language is served as written.
    expect(await customerRoutes('ca')).toContainEqual({
      id,
      route_path: 'tarifas-solares',
      btn_title: 'Tarifes solars',
      btn_description: 'Lo que pagas con placas',
    });
    expect(await customerRoutes('en')).toContainEqual(
      expect.objectContaining({ id, btn_title: 'Solar tariffs' }),
    );
    const [stored] = await t.app.services.db
      .select({ translations: dynamicPages.translations })
      .from(dynamicPages)
      .where(eq(dynamicPages.id, id));
    expect(stored?.translations).toEqual({
      ca: { btn_title: 'Tarifes solars' },
      en: { btn_title: 'Solar tariffs', btn_description: 'What you pay with panels' },
    });

    const taken = await call('POST', 'dynamic_pages', admin, { ...page, btn_title: 'Otra' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ errors: { route_path: ['route_in_use'] } });

    const renamed = await call('PUT', `dynamic_pages/${id}`, admin, {
      route_path: 'placas',
      btn_title: 'Placas',
      btn_description: '',
      translations: {},
    });
    expect(renamed.statusCode).toBe(204);
    expect(await customerRoutes('ca')).toContainEqual({
      id,
      route_path: 'placas',
      btn_title: 'Placas',
      btn_description: '',
    });
    const clash = await call('PUT', `dynamic_pages/${id}`, admin, {
      ...page,
      route_path: 'autoconsumo',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ errors: { route_path: ['route_in_use'] } });
    expect((await call('PUT', 'dynamic_pages/999999', admin, page)).statusCode).toBe(404);

    expect(await auditOf(`dynamic_page:${id}`)).toEqual([
      { action: 'dynamic_page.create', details: { route_path: 'tarifas-solares' } },
      { action: 'dynamic_page.update', details: { route_path: 'placas' } },
    ]);
    expect((await call('DELETE', `dynamic_pages/${id}`)).statusCode).toBe(204);
  });

  it('removes a page with its blocks, and says how many in the audit trail', async () => {
    const created = await call('POST', 'dynamic_pages', admin, { ...page, route_path: 'efimera' });
    const { id } = created.json<{ id: number }>();
    for (const name of ['uno', 'dos']) {
      const block = await call('POST', 'html_elements', admin, {
        name,
        group_name: null,
        page_id: id,
        html_block: `<p>${name}</p>`,
      });
      expect(block.statusCode).toBe(201);
    }
    const deleted = await call('DELETE', `dynamic_pages/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await customerRoutes('es')).not.toContainEqual(expect.objectContaining({ id }));
    const blocks = await t.app.services.db
      .select()
      .from(dynamicElements)
      .where(eq(dynamicElements.pageId, id));
    expect(blocks).toEqual([]);
    expect(await auditOf(`dynamic_page:${id}`)).toContainEqual({
      action: 'dynamic_page.delete',
      details: { route_path: 'efimera', blocks: 2 },
    });
    expect((await call('DELETE', `dynamic_pages/${id}`)).statusCode).toBe(404);
  });

  it('refuses an address the page route cannot take, and hostile input, changing nothing', async () => {
    const before = await storedPages();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ...page, route_path: '' }, { route_path: ['required'] }],
      [{ ...page, route_path: 'a/b' }, { route_path: ['invalid_value'] }],
      [{ ...page, route_path: '../admin' }, { route_path: ['invalid_value'] }],
      [{ ...page, route_path: 'Autoconsumo' }, { route_path: ['invalid_value'] }],
      [{ ...page, route_path: 'con espacio' }, { route_path: ['invalid_value'] }],
      [{ ...page, route_path: '-guion' }, { route_path: ['invalid_value'] }],
      [{ ...page, route_path: 'x'.repeat(101) }, { route_path: ['too_long'] }],
      [{ ...page, btn_title: '' }, { btn_title: ['required'] }],
      [
        { ...page, translations: { fr: { btn_title: 'Tarifs' } } },
        { 'translations.fr': ['unknown_field'] },
      ],
      [
        { ...page, translations: { ca: { btn_title: 'x'.repeat(201) } } },
        { 'translations.ca.btn_title': ['too_long'] },
      ],
    ];
    for (const [body, errors] of refusals) {
      const response = await call('POST', 'dynamic_pages', admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
    const nul = await call('POST', 'dynamic_pages', admin, { ...page, btn_title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const unknown = await call('POST', 'dynamic_pages', admin, { ...page, id: 7 });
    expect(unknown.statusCode).toBe(400);
    for (const id of ['0', 'abc', '1e3', '99999999999']) {
      expect((await call('PUT', `dynamic_pages/${id}`, admin, page)).statusCode, id).toBe(400);
      expect((await call('DELETE', `dynamic_pages/${id}`)).statusCode, id).toBe(400);
    }
    expect(await storedPages()).toEqual(before);
  });

  it('answers an admin only: a customer, an agent and a supervisor change nothing', async () => {
    const before = await storedPages();
    const callers = [
      [{}, 401],
      [customer, 401],
      [await staffAuthorization(t, 'agent'), 403],
      [await staffAuthorization(t, 'supervisor'), 403],
    ] as const;
    for (const [headers, status] of callers) {
      expect((await call('POST', 'dynamic_pages', headers, page)).statusCode).toBe(status);
      expect((await call('PUT', 'dynamic_pages/1', headers, page)).statusCode).toBe(status);
      const deleted = await call('DELETE', 'dynamic_pages/1', headers);
      expect(deleted.statusCode).toBe(status);
      if (status === 403) expect(deleted.json()).toEqual({ error: 'insufficient_role' });
    }
    expect(await storedPages()).toEqual(before);
  });
});
