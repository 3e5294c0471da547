import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../types';
import {
  createPageBodies,
  firstLoadLanguage,
  firstLoadLinks,
  type FirstLoadManifest,
} from './first-load-hints';
import { registerWeb } from './web';

const manifest: FirstLoadManifest = {
  languages: ['es', 'ca', 'en'],
  defaultLanguage: 'es',
  routes: [
    { es: '/', ca: '/', en: '/' },
    { es: '/acceso', ca: '/acces', en: '/login' },
    { es: '/facturas', ca: '/factures', en: '/invoices' },
    { es: '/perfil', ca: '/perfil', en: '/profile' },
    {
      es: '/contratos/:contractType/:contractName',
      ca: '/contractes/:contractType/:contractName',
      en: '/contracts/:contractType/:contractName',
    },
    {
      es: '/contratos/:contractType?',
      ca: '/contractes/:contractType?',
      en: '/contracts/:contractType?',
    },
  ],
  startTexts: ['common', 'errors'],
  texts: Object.fromEntries(
    ['es', 'ca', 'en'].map((lang) => [
      lang,
      Object.fromEntries(
        ['common', 'errors', 'auth', 'invoices'].map((ns) => [ns, `/assets/${ns}-${lang}.json`]),
      ),
    ]),
  ),
};

const session = 'portal_token=eyJ.a.b';

describe('the language of a first load', () => {
  it('is the language of the route whose path matches', () => {
    expect(firstLoadLanguage(manifest, '/acces', undefined)).toBe('ca');
    expect(firstLoadLanguage(manifest, '/contracts/electricity/0100001', session)).toBe('en');
  });

  it('matches as the web router does: ignoring case and a trailing slash, never a missing parameter', () => {
    expect(firstLoadLanguage(manifest, '/LOGIN/', undefined)).toBe('en');
    expect(firstLoadLanguage(manifest, '/invoices/0100001', 'portal_language=ca')).toBe('ca');
    expect(firstLoadLanguage(manifest, '/contracts/electricity/0100001/extra', undefined)).toBe(
      'es',
    );
  });

  it('matches a path with or without its optional last parameter', () => {
    expect(firstLoadLanguage(manifest, '/contractes', session)).toBe('ca');
    expect(firstLoadLanguage(manifest, '/contracts/electricity/', session)).toBe('en');
  });

  it("takes the visitor's language where languages share the path, else the path's first", () => {
    expect(firstLoadLanguage(manifest, '/', 'portal_language=ca')).toBe('ca');
    expect(firstLoadLanguage(manifest, '/perfil', `portal_language=ca; ${session}`)).toBe('ca');
    expect(firstLoadLanguage(manifest, '/', undefined)).toBe('es');
    // A chosen language the path is not written in does not change it.
    expect(firstLoadLanguage(manifest, '/acceso', 'portal_language=en')).toBe('es');
    expect(firstLoadLanguage(manifest, '/', 'portal_language=fr')).toBe('es');
  });

  it("is the visitor's choice or the default on an unknown path", () => {
    expect(firstLoadLanguage(manifest, '/no-such-page', 'portal_language=en')).toBe('en');
    expect(firstLoadLanguage(manifest, '/no-such-page', undefined)).toBe('es');
  });
});

describe('the preload links of a first load', () => {
  it('start the settings and the start texts in its language, and nothing of the page', () => {
    expect(firstLoadLinks(manifest, 'ca')).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/v2/ov_customize/ov_settings?lang=ca">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/common-ca.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/errors-ca.json">',
    ]);
  });
});

describe('the page bodies', () => {
  const indexHtml = '<html><head>\n    <title>Portal</title>\n  </head><body></body></html>';

  it('put the links in the head and compress as the browser accepts', () => {
    const pageBody = createPageBodies(indexHtml, manifest);
    const brotli = pageBody('/acceso', undefined, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    const html = brotliDecompressSync(brotli.body).toString();
    expect(html).toMatch(
      /<link rel="preload" as="fetch" crossorigin href="\/assets\/common-es\.json">\n\s*<link/,
    );
    expect(html.indexOf('common-es.json')).toBeLessThan(html.indexOf('</head>'));

    const gzip = pageBody('/acceso', undefined, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = pageBody('/acceso', undefined, undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('are index.html as built without a manifest', () => {
    const pageBody = createPageBodies(indexHtml, undefined);
    expect(pageBody('/acceso', undefined, undefined).body.toString()).toBe(indexHtml);
  });
});

describe('the web app served by the API', () => {
  let distDir: string;
  let app: App;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
    );
    writeFileSync(path.join(distDir, 'first-load.json'), JSON.stringify(manifest));
    app = Fastify() as unknown as App;
    const sendPage = await registerWeb(app, distDir);
    if (!sendPage) throw new Error('the test build was not found');
    app.setNotFoundHandler((request, reply) => sendPage(request, reply));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers a page path with index.html and the preload links of its language', async () => {
    const response = await app.inject({
      url: '/factures?action=pay',
      headers: { cookie: session, 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    expect(response.body).toContain('href="/api/v2/ov_customize/ov_settings?lang=ca"');
    expect(response.body).toContain('href="/assets/common-ca.json"');
    expect(response.body).not.toContain('invoices-ca.json');
    const english = await app.inject({
      url: '/',
      headers: { cookie: 'portal_language=en', 'accept-encoding': 'identity' },
    });
    expect(english.body).toContain('href="/assets/common-en.json"');
  });

  it('refuses a manifest that is not what the build writes', async () => {
    writeFileSync(path.join(distDir, 'first-load.json'), '{"routes": "all"}');
    const broken = Fastify() as unknown as App;
    await expect(registerWeb(broken, distDir)).rejects.toThrow();
    await broken.close();
    writeFileSync(path.join(distDir, 'first-load.json'), JSON.stringify(manifest));
  });
});
