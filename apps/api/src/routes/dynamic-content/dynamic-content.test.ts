import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  bearer,
  buildTestApp,
  demoHousehold,
  signIn,
} from '../../testing/build-test-app';
import { withStoredSettings } from '../../testing/stored-settings';

describe('dynamic pages, blocks and banners', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await signIn(t.app, demoHousehold);
  });
  afterAll(() => t.close());

  const get = (url: string, withToken = false) =>
    t.app.inject({ method: 'GET', url, headers: withToken ? bearer(token) : {} });

  describe('dynamic pages and blocks', () => {
    it('lists the demo page to a signed-in customer only', async () => {
      expect((await get('/api/v2/ov_customize/html_dinamic_routes')).statusCode).toBe(401);
      const response = await get('/api/v2/ov_customize/html_dinamic_routes', true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: 1,
          route_path: 'autoconsumo',
          btn_title: 'Autoconsumo',
          btn_description: 'Cómo aprovechar tus placas solares con la batería virtual',
        },
      ]);
    });

    it('serves the blocks of a page to a signed-in customer only', async () => {
      expect((await get('/api/v2/ov_customize/html_dinamic_elements/1')).statusCode).toBe(401);
      const response = await get('/api/v2/ov_customize/html_dinamic_elements/1', true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: 1,
          name: 'autoconsumo-intro',
          group_name: 'Autoconsumo',
          html_block: expect.stringContaining('<h2>Autoconsumo</h2>'),
          block_height: null,
          block_width: null,
          priority: 1,
          page_id: 1,
        },
      ]);
      expect((await get('/api/v2/ov_customize/html_dinamic_elements/999', true)).json()).toEqual(
        [],
      );
      const bad = await get('/api/v2/ov_customize/html_dinamic_elements/abc', true);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('errors.pageId');
    });

    it('serves the Login group before sign-in, without the blocks of pages', async () => {
      const response = await get('/api/v2/ov_customize/html_dinamic_elements?group_name=Login');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ name: 'login-aviso', group_name: 'Login', page_id: null }),
      ]);
      const pageGroup = await get(
        '/api/v2/ov_customize/html_dinamic_elements?group_name=Autoconsumo',
      );
      expect(pageGroup.json()).toEqual([]);
      const missing = await get('/api/v2/ov_customize/html_dinamic_elements');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ errors: { group_name: ['required'] } });
    });

    it('serves the retailer’s texts in the language asked for, else as written', async () => {
      const pages = await get('/api/v2/ov_customize/html_dinamic_routes?lang=en-GB', true);
      expect(pages.json()).toEqual([
        expect.objectContaining({ route_path: 'autoconsumo', btn_title: 'Self-consumption' }),
      ]);
      const blocks = await get('/api/v2/ov_customize/html_dinamic_elements/1?lang=ca', true);
      expect(blocks.json()).toEqual([
        expect.objectContaining({ html_block: expect.stringContaining('<h2>Autoconsum</h2>') }),
      ]);
      const login = await get(
        '/api/v2/ov_customize/html_dinamic_elements?group_name=Login&lang=en',
      );
      expect(login.json()).toEqual([
        expect.objectContaining({ html_block: expect.stringContaining('No account yet?') }),
      ]);
      // Texts the retailer did not translate stay in the language they were written in.
      const spanish = await get('/api/v2/ov_customize/html_dinamic_routes?lang=es', true);
      expect(spanish.json()).toEqual([expect.objectContaining({ btn_title: 'Autoconsumo' })]);
    });

    it('hides pages and blocks when the retailer turns server elements off', async () => {
      await withStoredSettings(t, { features: { enableServerElements: false } }, async () => {
        expect((await get('/api/v2/ov_customize/html_dinamic_routes', true)).json()).toEqual([]);
        const page = await get('/api/v2/ov_customize/html_dinamic_elements/1', true);
        expect(page.statusCode).toBe(404);
        const login = await get('/api/v2/ov_customize/html_dinamic_elements?group_name=Login');
        expect(login.json()).toEqual([]);
      });
    });
  });

  describe('banners', () => {
    it('serves a banner by its code', async () => {
      const response = await get('/api/v2/banners/invoices_top');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 'invoices_top',
        type: 'html',
        content: '<p>Domicilia tus facturas y olvídate de los plazos.</p>',
        mime_type: null,
      });
    });

    it('serves the banner in the language asked for', async () => {
      const response = await get('/api/v2/banners/invoices_top?lang=ca');
      expect(response.json()).toHaveProperty(
        'content',
        '<p>Domicilia les factures i oblida’t dels terminis.</p>',
      );
    });

    it('answers an unknown code with a JSON 404', async () => {
      const response = await get('/api/v2/banners/no_such_banner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    });
  });
});
