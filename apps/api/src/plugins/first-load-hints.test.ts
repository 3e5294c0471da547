import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../types';
import {
  createPageBodies,
  firstLoadFor,
  firstLoadLinks,
  type FirstLoadManifest,
} from './first-load-hints';
import { registerWeb } from './web';

const manifest: FirstLoadManifest = {
  languages: ['es', 'ca', 'en'],
  defaultLanguage: 'es',
  routes: [
    { paths: { es: '/', ca: '/', en: '/' }, page: 'home', private: false },
    { paths: { es: '/acceso', ca: '/acces', en: '/login' }, page: 'login', private: false },
    {
      paths: { es: '/facturas', ca: '/factures', en: '/invoices' },
      page: 'invoices',
      private: true,
    },
    { paths: { es: '/perfil', ca: '/perfil', en: '/profile' }, page: 'profile', private: true },
    {
      paths: {
        es: '/contratos/:contractType/:contractName',
        ca: '/contractes/:contractType/:contractName',
        en: '/contracts/:contractType/:contractName',
      },
      page: 'contractDetail',
      private: true,
    },
    {
      paths: {
        es: '/contratos/:contractType?',
        ca: '/contractes/:contractType?',
        en: '/contracts/:contractType?',
      },
      page: 'contracts',
      private: true,
    },
  ],
  signInPage: 'login',
  notFoundPage: 'notFound',
  pages: {
    home: { scripts: ['/assets/home-page-1.js', '/assets/Add-1.js'], texts: [] },
    login: { scripts: ['/assets/login-page-1.js', '/assets/sign-in-1.js'], texts: ['auth'] },
    invoices: { scripts: ['/assets/invoices-page-1.js'], texts: ['invoices', 'errors'] },
    profile: { scripts: ['/assets/profile-page-1.js'], texts: ['profile'] },
    contractDetail: { scripts: ['/assets/contract-detail-page-1.js'], texts: ['contracts'] },
    contracts: { scripts: ['/assets/contracts-page-1.js'], texts: ['contracts'] },
    notFound: { scripts: ['/assets/not-found-page-1.js'], texts: [] },
  },
  startTexts: ['common', 'errors'],
  texts: Object.fromEntries(
    ['es', 'ca', 'en'].map((lang) => [
      lang,
      Object.fromEntries(
        ['common', 'errors', 'auth', 'invoices', 'profile', 'contracts'].map((ns) => [
          ns,
          `/assets/${ns}-${lang}.json`,
        ]),
      ),
    ]),
  ),
};

const session = 'portal_token=eyJ.a.b';

describe('the first load of a path', () => {
  it('is the page of the route whose path matches, in the language of that path', () => {
    expect(firstLoadFor(manifest, '/acces', undefined)).toEqual({
      page: 'login',
      lang: 'ca',
      signedIn: false,
      privatePage: false,
    });
    expect(firstLoadFor(manifest, '/contracts/electricity/0100001', session)).toEqual({
      page: 'contractDetail',
      lang: 'en',
      signedIn: true,
      privatePage: true,
    });
  });

  it('matches as the web router does: ignoring case and a trailing slash, never a missing parameter', () => {
    expect(firstLoadFor(manifest, '/ACCESO/', undefined).page).toBe('login');
    expect(firstLoadFor(manifest, '/facturas/0100001', session).page).toBe('notFound');
    expect(firstLoadFor(manifest, '/contratos/electricity/0100001/extra', session).page).toBe(
      'notFound',
    );
  });

  it('matches a path with or without its optional last parameter', () => {
    expect(firstLoadFor(manifest, '/contractes', session)).toMatchObject({
      page: 'contracts',
      lang: 'ca',
    });
    expect(firstLoadFor(manifest, '/contratos/electricidad/', session).page).toBe('contracts');
  });

  it("takes the visitor's language where languages share the path, else the path's first", () => {
    expect(firstLoadFor(manifest, '/', 'portal_language=ca').lang).toBe('ca');
    expect(firstLoadFor(manifest, '/perfil', `portal_language=ca; ${session}`).lang).toBe('ca');
    expect(firstLoadFor(manifest, '/', undefined).lang).toBe('es');
    // A chosen language the path is not written in does not change it.
    expect(firstLoadFor(manifest, '/acceso', 'portal_language=en').lang).toBe('es');
    expect(firstLoadFor(manifest, '/', 'portal_language=fr').lang).toBe('es');
  });

  it('is the sign-in for a visitor on a private route, and the 404 page for an unknown path', () => {
    expect(firstLoadFor(manifest, '/factures', undefined)).toEqual({
      page: 'login',
      lang: 'ca',
      signedIn: false,
      privatePage: false,
    });
    expect(firstLoadFor(manifest, '/no-such-page', 'portal_language=en')).toEqual({
      page: 'notFound',
      lang: 'en',
      signedIn: false,
      privatePage: false,
    });
  });
});

describe('the preload links of a first load', () => {
  it("start the settings, the start and the page's texts in its language, then its scripts", () => {
    const load = { page: 'login', lang: 'ca', signedIn: false, privatePage: false };
    expect(firstLoadLinks(manifest, load)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/v2/ov_customize/ov_settings?lang=ca">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/common-ca.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/errors-ca.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/auth-ca.json">',
      '<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/sign-in-1.js">',
    ]);
  });

  it('name each text once, leave the settings to a signed-in call and a signed-in page alone', () => {
    const home = firstLoadLinks(manifest, {
      page: 'home',
      lang: 'es',
      signedIn: true,
      privatePage: false,
    });
    expect(home).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/assets/common-es.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/errors-es.json">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Add-1.js">',
    ]);
    const invoices = { page: 'invoices', lang: 'es', signedIn: true, privatePage: true };
    expect(firstLoadLinks(manifest, invoices)).toEqual([]);
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
      /<link rel="modulepreload" crossorigin href="\/assets\/login-page-1\.js">\n\s*<link/,
    );
    expect(html.indexOf('login-page-1.js')).toBeLessThan(html.indexOf('</head>'));

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

  it('answers a page path with index.html and the preload links of the page it shows', async () => {
    const response = await app.inject({
      url: '/factures?action=pay',
      headers: { cookie: session, 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    expect(response.body).not.toContain('<link');
    const visitor = await app.inject({
      url: '/factures',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(visitor.body).toContain('href="/assets/login-page-1.js"');
    expect(visitor.body).toContain('href="/assets/auth-ca.json"');
  });

  it('refuses a manifest that is not what the build writes', async () => {
    writeFileSync(path.join(distDir, 'first-load.json'), '{"routes": "all"}');
    const broken = Fastify() as unknown as App;
    await expect(registerWeb(broken, distDir)).rejects.toThrow();
    await broken.close();
    writeFileSync(path.join(distDir, 'first-load.json'), JSON.stringify(manifest));
  });
});
