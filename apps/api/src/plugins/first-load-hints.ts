import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { getSettingsEndpoint } from '@portal/domain/endpoints/settings';

/**
 * A first visit's downloads, started from the HTML (docs/decisions/004-first-page-javascript.md):
 * index.html names only the entry's scripts, and the page's own scripts, its texts and the settings
 * would otherwise wait until those have run. The web build writes what each path needs
 * (`first-load.json`, apps/web/build/first-load-hints.ts); the server adds it to index.html as
 * preload links, by the path, the language cookie and whether a session cookie is there.
 */

const manifestSchema = z.object({
  languages: z.array(z.string()).min(1),
  defaultLanguage: z.string(),
  routes: z.array(
    z.object({ paths: z.record(z.string(), z.string()), page: z.string(), private: z.boolean() }),
  ),
  signInPage: z.string(),
  notFoundPage: z.string(),
  pages: z.record(
    z.string(),
    z.object({ scripts: z.array(z.string()), texts: z.array(z.string()) }),
  ),
  startTexts: z.array(z.string()),
  texts: z.record(z.string(), z.record(z.string(), z.string())),
});
export type FirstLoadManifest = z.infer<typeof manifestSchema>;

/** Cookies the web app writes (apps/web/src/lib/session.ts and locales.ts). */
const SESSION_COOKIE = 'portal_token';
const LANGUAGE_COOKIE = 'portal_language';

/** The build's manifest, or undefined for a build without one (the page is then sent as built). */
export function readFirstLoadManifest(distDir: string): FirstLoadManifest | undefined {
  const file = path.join(distDir, 'first-load.json');
  if (!existsSync(file)) return undefined;
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Matches a path against a route pattern of the web's path table (`/contratos/:type/:name`,
 * `/contratos/:type?`) as the web's router does: ignoring case and a trailing slash.
 */
function matchesPattern(pattern: string, pathname: string): boolean {
  if (pathname === '/' || pattern === '/') return pathname === pattern;
  const actual = pathname.replace(/\/+$/, '').split('/');
  const expected = pattern.split('/');
  const required = expected.filter((segment) => !segment.endsWith('?')).length;
  return (
    actual.length >= required &&
    actual.length <= expected.length &&
    actual.every((value, index) => {
      const segment = expected[index] ?? '';
      return segment.startsWith(':')
        ? value !== ''
        : segment.toLowerCase() === decodeURIComponentSafe(value).toLowerCase();
    })
  );
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface FirstLoad {
  page: string;
  lang: string;
  signedIn: boolean;
  /**
   * A signed-in page: its scripts (100 KB and more, with dialogs and charts) would share the network
   * with the shell's and hold up its first paint, and its content waits for the customer's data
   * anyway. Started from the HTML, neither they nor its texts made it sooner (Lighthouse, 3 runs),
   * so it gets no links.
   */
  privatePage: boolean;
}

/**
 * The page a first visit to `pathname` shows and its language, as the web app decides them
 * (apps/web/src/main.tsx): the first route whose path matches, in the language of that path (the
 * visitor's choice where languages share it); a private route shows the sign-in to a visitor.
 */
export function firstLoadFor(
  manifest: FirstLoadManifest,
  pathname: string,
  cookieHeader: string | undefined,
): FirstLoad {
  const signedIn = Boolean(readCookie(cookieHeader, SESSION_COOKIE));
  const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
  const preferred = chosen && manifest.languages.includes(chosen) ? chosen : undefined;
  for (const route of manifest.routes) {
    const langs = manifest.languages.filter((lang) => {
      const pattern = route.paths[lang];
      return pattern !== undefined && matchesPattern(pattern, pathname);
    });
    const [first] = langs;
    if (first === undefined) continue;
    const lang = preferred && langs.includes(preferred) ? preferred : first;
    if (route.private && !signedIn) {
      return { page: manifest.signInPage, lang, signedIn, privatePage: false };
    }
    return { page: route.page, lang, signedIn, privatePage: route.private };
  }
  return {
    page: manifest.notFoundPage,
    lang: preferred ?? manifest.defaultLanguage,
    signedIn,
    privatePage: false,
  };
}

/** The settings call as the web makes it at start (its highest version, the `lang` parameter). */
function settingsUrl(lang: string): string {
  const version = Math.max(...getSettingsEndpoint.versions);
  return `/api/v${version}${getSettingsEndpoint.path}?${new URLSearchParams({ lang })}`;
}

/** The preload links of a first load. */
export function firstLoadLinks(manifest: FirstLoadManifest, load: FirstLoad): string[] {
  if (load.privatePage) return [];
  const page = manifest.pages[load.page];
  const namespaces = new Set([...manifest.startTexts, ...(page?.texts ?? [])]);
  const texts = [...namespaces].flatMap((namespace) => {
    const file = manifest.texts[load.lang]?.[namespace];
    return file ? [file] : [];
  });
  const scripts = (page?.scripts ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
  );
  // The texts are JSON the app fetches (same origin, the fetch's default credentials).
  const textLinks = texts.map(
    (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
  );
  // A signed-in call carries the session's token, which a preload cannot send: it would not be used.
  const settings = load.signedIn
    ? []
    : [
        `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(settingsUrl(load.lang))}">`,
      ];
  // Over HTTP/1.1 a browser opens six connections to the portal and takes queued downloads in the
  // order of the links: the settings and the texts, which the shell's first paint waits for, come
  // before the page's scripts.
  return [...settings, ...textLinks, ...scripts];
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export interface PageBody {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * index.html with each first load's preload links, built and compressed once per page, language and
 * session state (a few dozen variants at most).
 */
export function createPageBodies(indexHtml: string, manifest: FirstLoadManifest | undefined) {
  const cache = new Map<string, { html: Buffer; br?: Buffer; gzip?: Buffer }>();
  return function pageBody(
    pathname: string,
    cookieHeader: string | undefined,
    acceptEncoding: string | undefined,
  ): PageBody {
    const load = manifest
      ? firstLoadFor(manifest, pathname, cookieHeader)
      : { page: '', lang: '', signedIn: false, privatePage: false };
    const key = `${load.page}|${load.lang}|${load.signedIn}|${load.privatePage}`;
    let variant = cache.get(key);
    if (!variant) {
      const links = manifest ? firstLoadLinks(manifest, load) : [];
      const html =
        links.length === 0
          ? indexHtml
          : indexHtml.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`);
      variant = { html: Buffer.from(html) };
      cache.set(key, variant);
    }
    const accepted = acceptEncoding?.toLowerCase() ?? '';
    if (/\bbr\b/.test(accepted)) {
      variant.br ??= brotliCompressSync(variant.html);
      return { body: variant.br, encoding: 'br' };
    }
    if (/\bgzip\b/.test(accepted)) {
      variant.gzip ??= gzipSync(variant.html);
      return { body: variant.gzip, encoding: 'gzip' };
    }
    return { body: variant.html };
  };
}
