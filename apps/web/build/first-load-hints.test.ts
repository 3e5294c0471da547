import { describe, expect, it } from 'vitest';
import { isBuilt, routes } from '../src/lib/paths';
import { firstLoadHints, type FirstLoadManifest } from './first-load-hints';

/** Runs the plugin on a bundle of the given assets and returns the manifest it emits. */
function manifestOf(assets: Record<string, string[]>): FirstLoadManifest {
  const bundle = Object.fromEntries(
    Object.entries(assets).map(([fileName, originalFileNames]) => [
      fileName,
      { type: 'asset', fileName, originalFileNames },
    ]),
  );
  const emitted: string[] = [];
  const context = { emitFile: ({ source }: { source: string }) => emitted.push(source) };
  const generateBundle = firstLoadHints.generateBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => void;
  generateBundle.call(context, {}, bundle);
  expect(emitted).toHaveLength(1);
  return JSON.parse(emitted[0] ?? '') as FirstLoadManifest;
}

describe("the build's first-load manifest", () => {
  const manifest = manifestOf({
    'assets/common-Ab1.json': ['src/locales/ca/common.json'],
    'assets/common-Cd2.json': ['src/locales/es/common.json'],
    'assets/invoices-Ef3.json': ['src/locales/es/invoices.json'],
    'assets/logo-Gh4.svg': ['src/assets/logo.svg'],
  });

  it("names each language's text files, and nothing else the build emits", () => {
    expect(manifest.texts).toEqual({
      ca: { common: '/assets/common-Ab1.json' },
      es: { common: '/assets/common-Cd2.json', invoices: '/assets/invoices-Ef3.json' },
    });
    expect(manifest.startTexts).toContain('common');
  });

  it('holds the paths of every built route, in every language, in the order the app matches them', () => {
    const built = routes.filter(isBuilt);
    expect(manifest.routes).toHaveLength(built.length);
    expect(manifest.routes).toContainEqual({ es: '/acceso', ca: '/acces', en: '/login' });
    expect(manifest.routes[0]).toEqual({ ...built[0]?.paths });
    expect(manifest.languages).toEqual(['es', 'ca', 'en']);
  });
});
