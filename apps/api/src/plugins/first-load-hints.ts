import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { getSettingsEndpoint } from '@portal/domain/endpoints/settings';

/**
 * A first visit's downloads, started from the HTML (docs/decisions/004-first-page-javascript.md):
 * index.html names only the entry's scripts, and what the shell's first paint waits for (the
 * settings and the start texts) would otherwise wait until those have run. The page's own scripts
 * and texts are not named: they load once the shell's frame is drawn (apps/web/src/app/route-element.tsx).
 * The web build writes the paths and the texts' files (`first-load.json`,
 * apps/web/build/first-load-hints.ts); the server adds the links to index.html in the language the
 * app will start in.
 */

const manifestSchema = z.object({
  languages: z.array(z.string()).min(1),
  defaultLanguage: z.string(),
  /** The paths of each built route, by language. */
  routes: z.array(z.record(z.string(), z.string())),
  startTexts: z.array(z.string()),
  texts: z.record(z.string(), z.record(z.string(), z.string())),
});
export type FirstLoadManifest = z.infer<typeof manifestSchema>;

/** The cookie the web app writes with the visitor's language (apps/web/src/lib/locales.ts). */
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

/**
 * The language a first visit to `pathname` starts in, as the web app decides it
 * (apps/web/src/main.tsx): the language of the first route whose path matches (the visitor's choice
 * where languages share it); on any other path the visitor's choice or the default.
 */
export function firstLoadLanguage(
  manifest: FirstLoadManifest,
  pathname: string,
  cookieHeader: string | undefined,
): string {
  const chosen = readCookie(cookieHeader, LANGUAGE_COOKIE);
  const preferred = chosen && manifest.languages.includes(chosen) ? chosen : undefined;
  for (const paths of manifest.routes) {
    const langs = manifest.languages.filter((lang) => {
      const pattern = paths[lang];
      return pattern !== undefined && matchesPattern(pattern, pathname);
    });
    const [first] = langs;
    if (first === undefined) continue;
    return preferred && langs.includes(preferred) ? preferred : first;
  }
  return preferred ?? manifest.defaultLanguage;
}

/** The settings call as the web makes it at start (its highest version, the `lang` parameter). */
function settingsUrl(lang: string): string {
  const version = Math.max(...getSettingsEndpoint.versions);
  return `/api/v${version}${getSettingsEndpoint.path}?${new URLSearchParams({ lang })}`;
}

/**
 * The preload links of a first load in `lang`: the settings (a public call, made without the
 * session's token, so the preload is used signed in too) and the start texts, which the shell's
 * first paint waits for.
 */
export function firstLoadLinks(manifest: FirstLoadManifest, lang: string): string[] {
  const texts = manifest.startTexts.flatMap((namespace) => {
    const file = manifest.texts[lang]?.[namespace];
    return file ? [file] : [];
  });
  // The texts are JSON the app fetches (same origin, the fetch's default credentials).
  return [settingsUrl(lang), ...texts].map(
    (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
  );
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export interface PageBody {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** index.html with the preload links of each language, built and compressed once per language. */
export function createPageBodies(indexHtml: string, manifest: FirstLoadManifest | undefined) {
  const cache = new Map<string, { html: Buffer; br?: Buffer; gzip?: Buffer }>();
  return function pageBody(
    pathname: string,
    cookieHeader: string | undefined,
    acceptEncoding: string | undefined,
  ): PageBody {
    const lang = manifest ? firstLoadLanguage(manifest, pathname, cookieHeader) : '';
    let variant = cache.get(lang);
    if (!variant) {
      const links = manifest ? firstLoadLinks(manifest, lang) : [];
      const html =
        links.length === 0
          ? indexHtml
          : indexHtml.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`);
      variant = { html: Buffer.from(html) };
      cache.set(lang, variant);
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
