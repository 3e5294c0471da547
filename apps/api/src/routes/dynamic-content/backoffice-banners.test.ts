import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../db/schema/content';
import { auditEntries } from '../../db/schema/staff';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { staffAuthorization } from '../../testing/staff';

/** The back office's banners and its view of the pages and blocks (issue 27 point 2). */
describe('back-office banners', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await staffAuthorization(t, 'admin');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = admin,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers, payload });
  const storedBanners = () => t.app.services.db.select().from(banners).orderBy(banners.code);
  const html = { type: 'html', content: '<p>Hola</p><script>alert(1)</script>', mime_type: null };

  it('lists the pages and blocks as written, and the banners', async () => {
    const content = await call('GET', 'html_elements');
    expect(content.statusCode).toBe(200);
    const { pages, elements } = content.json<{
      pages: { route_path: string }[];
      elements: { page_id: number | null; group_name: string | null }[];
    }>();
    expect(pages).toContainEqual(expect.objectContaining({ route_path: 'autoconsumo' }));
    // Both a page's blocks and a group's (the login screen's).
    expect(elements.some((element) => element.page_id !== null)).toBe(true);
    expect(elements.some((element) => element.page_id === null)).toBe(true);
    const listed = await call('GET', 'banners');
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ code: 'invoices_top', type: 'html', mime_type: null }),
    );
  });

  it('adds a banner customers then get, changes it and removes it, each in the audit trail', async () => {
    const created = await call('POST', 'banners', admin, { code: 'summer', ...html });
    expect(created.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: '/api/v2/banners/summer' });
    // Stored as written: the portal sanitises it where it shows it, as every server block.
    expect(served.json()).toMatchObject({ code: 'summer', content: html.content });
    const twice = await call('POST', 'banners', admin, { code: 'summer', ...html });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errors: { code: ['code_in_use'] } });

    const image = {
      code: 'summer-img',
      type: 'image',
      content: 'iVBORw0KGgo=',
      mime_type: 'image/png',
    };
    const updated = await call('PUT', 'banners/summer', admin, image);
    expect(updated.statusCode).toBe(204);
    expect((await call('GET', 'banners')).json()).toContainEqual({ ...image, translations: {} });
    const clash = await call('PUT', 'banners/summer-img', admin, {
      ...image,
      code: 'invoices_top',
    });
    expect(clash.json()).toEqual({ errors: { code: ['code_in_use'] } });
    expect((await call('PUT', 'banners/nowhere', admin, image)).statusCode).toBe(404);

    expect((await call('DELETE', 'banners/summer-img')).statusCode).toBe(204);
    expect((await call('DELETE', 'banners/summer-img')).statusCode).toBe(404);
    const entries = await t.app.services.db
      .select({ action: auditEntries.action, target: auditEntries.target })
      .from(auditEntries)
      .where(eq(auditEntries.staffEmail, 'admin@demo.portal'))
      .orderBy(auditEntries.id);
    expect(entries.filter((entry) => entry.action.startsWith('banner.'))).toEqual([
      { action: 'banner.create', target: 'banner:summer' },
      { action: 'banner.update', target: 'banner:summer-img' },
      { action: 'banner.delete', target: 'banner:summer-img' },
    ]);
  });

  it('keeps an HTML banner’s texts by language, served in the customer’s language', async () => {
    const served = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v2/banners/autumn?lang=${lang}` })).json<{
        content: string;
      }>().content;
    const banner = { code: 'autumn', type: 'html', content: '<p>Otoño</p>', mime_type: null };
    const created = await call('POST', 'banners', admin, {
      ...banner,
      translations: { ca: { content: '<p>Tardor</p>' }, en: { content: '' } },
    });
    expect(created.statusCode).toBe(201);
    expect(await served('ca')).toBe('<p>Tardor</p>');
    // A language left blank is served as written.
    expect(await served('en')).toBe('<p>Otoño</p>');
    expect((await call('GET', 'banners')).json()).toContainEqual({
      ...banner,
      translations: { ca: { content: '<p>Tardor</p>' } },
    });
    // Texts left out stay; given, they replace those there were.
    expect((await call('PUT', 'banners/autumn', admin, banner)).statusCode).toBe(204);
    expect(await served('ca')).toBe('<p>Tardor</p>');
    const english = { en: { content: '<p>Autumn</p>' } };
    expect(
      (await call('PUT', 'banners/autumn', admin, { ...banner, translations: english })).statusCode,
    ).toBe(204);
    expect(await served('ca')).toBe('<p>Otoño</p>');
    expect(await served('en')).toBe('<p>Autumn</p>');
    // An image has no texts by language.
    const image = {
      code: 'autumn',
      type: 'image',
      content: 'iVBORw0KGgo=',
      mime_type: 'image/png',
    };
    const refused = await call('PUT', 'banners/autumn', admin, { ...image, translations: english });
    expect(refused.json()).toEqual({ errors: { translations: ['invalid_value'] } });
    expect((await call('DELETE', 'banners/autumn')).statusCode).toBe(204);
  });

  it('refuses a banner that is not one, and changes nothing', async () => {
    const before = await storedBanners();
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ code: 'a b', ...html }, { code: ['invalid_value'] }],
      [{ code: 'x', ...html, content: '' }, { content: ['required'] }],
      [{ code: 'x', ...html, content: 'x'.repeat(100_001) }, { content: ['too_long'] }],
      [{ code: 'x', ...html, mime_type: 'image/png' }, { mime_type: ['invalid_value'] }],
      [{ code: 'x', type: 'image', content: 'iVBO', mime_type: null }, { mime_type: ['required'] }],
      [
        { code: 'x', type: 'image', content: '<svg onload=x>', mime_type: 'image/png' },
        { content: ['invalid_value'] },
      ],
      [
        { code: 'x', type: 'image', content: 'iVBO', mime_type: 'image/svg+xml' },
        { mime_type: ['invalid_value'] },
      ],
    ];
    for (const [body, errors] of refusals) {
      const response = await call('POST', 'banners', admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ errors });
    }
    const nul = await call('POST', 'banners', admin, { code: 'x', ...html, content: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const unknown = await call('POST', 'banners', admin, { code: 'x', ...html, extra: 1 });
    expect(unknown.statusCode).toBe(400);
    const language = await call('POST', 'banners', admin, {
      code: 'x',
      ...html,
      translations: { de: { content: '<p>x</p>' } },
    });
    expect(language.json()).toEqual({ errors: { 'translations.de': ['unknown_field'] } });
    const oversized = await call('POST', 'banners', admin, {
      code: 'x',
      type: 'image',
      content: 'A'.repeat(2_000_004),
      mime_type: 'image/png',
    });
    expect(oversized.statusCode).toBeGreaterThanOrEqual(400);
    expect(oversized.statusCode).toBeLessThan(500);
    expect(await storedBanners()).toEqual(before);
  });

  it('answers an admin only: a customer, an agent and a supervisor change nothing', async () => {
    const before = await storedBanners();
    const customer = bearer(await signIn(t.app, demoHousehold));
    const callers = [
      [{}, 401],
      [customer, 401],
      [await staffAuthorization(t, 'agent'), 403],
      [await staffAuthorization(t, 'supervisor'), 403],
    ] as const;
    for (const [headers, status] of callers) {
      expect((await call('GET', 'banners', headers)).statusCode).toBe(status);
      expect((await call('GET', 'html_elements', headers)).statusCode).toBe(status);
      expect((await call('POST', 'banners', headers, { code: 'x', ...html })).statusCode).toBe(
        status,
      );
      expect(
        (await call('PUT', 'banners/invoices_top', headers, { code: 'invoices_top', ...html }))
          .statusCode,
      ).toBe(status);
      expect((await call('DELETE', 'banners/invoices_top', headers)).statusCode).toBe(status);
    }
    expect(await storedBanners()).toEqual(before);
  });
});
