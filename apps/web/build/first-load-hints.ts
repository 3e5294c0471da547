import type { Plugin } from 'vite';
import { defaultLanguage, languages, startNamespaces } from '../src/lib/locales';
// By its file, not the package name: the config's bundler leaves packages to Node, which runs no
// TypeScript (the file imports types only).
import { isBuiltWebRoute, webRoutes } from '../../../packages/domain/src/web-paths';

/**
 * What the server needs to start a first visit's downloads from the HTML (docs/decisions/004): the
 * paths of each route by language (the language the app starts in) and the texts' files per
 * language. Written to `first-load.json` beside index.html; read by apps/api/src/plugins/web.ts.
 */
export interface FirstLoadManifest {
  languages: readonly string[];
  defaultLanguage: string;
  /** The paths of each built route, by language, in the order the app matches them. */
  routes: Record<string, string>[];
  startTexts: string[];
  /** texts[lang][namespace]: the file of that language's texts. */
  texts: Record<string, Record<string, string>>;
}

export const firstLoadHints: Plugin = {
  name: 'first-load-hints',
  apply: 'build',
  generateBundle(_options, bundle) {
    // The texts are JSON files the app fetches (lib/i18n.ts), emitted as assets.
    const texts: FirstLoadManifest['texts'] = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'asset') continue;
      for (const original of output.originalFileNames) {
        const match = original.match(/(?:^|[\\/])locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/);
        if (match?.[1] && match[2]) (texts[match[1]] ??= {})[match[2]] = `/${output.fileName}`;
      }
    }
    const manifest: FirstLoadManifest = {
      languages,
      defaultLanguage,
      routes: webRoutes.filter(isBuiltWebRoute).map((route) => ({ ...route.paths })),
      startTexts: [...startNamespaces],
      texts,
    };
    this.emitFile({
      type: 'asset',
      fileName: 'first-load.json',
      source: JSON.stringify(manifest),
    });
  },
};
