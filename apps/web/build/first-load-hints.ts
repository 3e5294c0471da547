import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
import { defaultLanguage, languages, startNamespaces } from '../src/lib/locales';
// By its file, not the package name: the config's bundler leaves packages to Node, which runs no
// TypeScript (the file imports types only).
import { isBuiltWebRoute, webRoutes } from '../../../packages/domain/src/web-paths';

/**
 * What the server needs to start a first visit's downloads from the HTML (docs/decisions/004): the
 * page each path shows, the scripts of each page beyond the entry's, and the texts' scripts per
 * language. Written to `first-load.json` beside index.html; read by apps/api/src/plugins/web.ts.
 */
export interface FirstLoadManifest {
  languages: readonly string[];
  defaultLanguage: string;
  /** The built routes in the order the app matches them, with the page each shows. */
  routes: { paths: Record<string, string>; page: string; private: boolean }[];
  /** The page a visitor sees on a private route: the app's guard sends them to sign in. */
  signInPage: string;
  /** The page of any other path. */
  notFoundPage: string;
  pages: Record<string, { scripts: string[]; texts: string[] }>;
  startTexts: string[];
  /** texts[lang][namespace]: the script of that language's texts. */
  texts: Record<string, Record<string, string>>;
}

interface PageSource {
  page: string;
  specifier: string;
  texts: string[];
}

const routePagesFile = new URL('../src/app/route-pages.tsx', import.meta.url);

/**
 * Reads app/route-pages.tsx: each `page: lazyPage(() => import('module')…, texts?)` entry of
 * `routePages`, where texts is an array of strings or a constant of the file holding one. Anything
 * else fails the build, so the manifest cannot drift from the app.
 */
export function readRoutePages(source: string): PageSource[] {
  const file = ts.createSourceFile('route-pages.tsx', source, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.Expression>();
  let table: ts.ObjectLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const value = unwrap(declaration.initializer);
      constants.set(declaration.name.text, value);
      if (declaration.name.text === 'routePages' && ts.isObjectLiteralExpression(value)) {
        table = value;
      }
    }
  }
  if (!table) throw new Error('route-pages.tsx: no routePages object');

  const strings = (expression: ts.Expression, page: string): string[] => {
    const value = unwrap(expression);
    const array = ts.isIdentifier(value) ? constants.get(value.text) : value;
    if (!array || !ts.isArrayLiteralExpression(array)) {
      throw new Error(`route-pages.tsx: the texts of ${page} are not an array of strings`);
    }
    return array.elements.map((element) => {
      if (!ts.isStringLiteral(element)) {
        throw new Error(`route-pages.tsx: the texts of ${page} are not an array of strings`);
      }
      return element.text;
    });
  };

  return table.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
      throw new Error('route-pages.tsx: routePages holds an entry that is not `page: lazyPage(…)`');
    }
    const page = property.name.text;
    const call = property.initializer;
    if (
      !ts.isCallExpression(call) ||
      !ts.isIdentifier(call.expression) ||
      call.expression.text !== 'lazyPage' ||
      !call.arguments[0]
    ) {
      throw new Error(`route-pages.tsx: ${page} is not lazyPage(…)`);
    }
    const specifier = importedModule(call.arguments[0]);
    if (!specifier) throw new Error(`route-pages.tsx: ${page} does not import its page`);
    const textsArgument = call.arguments[1];
    return { page, specifier, texts: textsArgument ? strings(textsArgument, page) : [] };
  });
}

function unwrap(expression: ts.Expression): ts.Expression {
  let value = expression;
  while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
  return value;
}

function importedModule(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return ts.forEachChild(node, importedModule);
}

/** A chunk and the chunks it imports, transitively. */
function withImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    for (const imported of chunk.imports) withImports(bundle, imported, seen);
  return seen;
}

export const firstLoadHints: Plugin = {
  name: 'first-load-hints',
  apply: 'build',
  async generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter(
      (output): output is Rolldown.OutputChunk => output.type === 'chunk',
    );
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('first-load-hints: the build has no entry chunk');
    // The entry's scripts are in index.html already.
    const inHtml = withImports(bundle, entry.fileName);
    const url = (fileName: string) => `/${fileName}`;

    const routePagesPath = routePagesFile.pathname;
    const pages: FirstLoadManifest['pages'] = {};
    for (const source of readRoutePages(readFileSync(routePagesFile, 'utf8'))) {
      const resolved = await this.resolve(source.specifier, routePagesPath);
      const chunk =
        resolved && chunks.find((candidate) => candidate.facadeModuleId === resolved.id);
      if (!chunk) throw new Error(`first-load-hints: no chunk for ${source.specifier}`);
      const scripts = [...withImports(bundle, chunk.fileName)].filter((file) => !inHtml.has(file));
      pages[source.page] = { scripts: scripts.map(url), texts: source.texts };
    }

    // The texts are JSON files the app fetches (lib/i18n.ts), emitted as assets.
    const texts: FirstLoadManifest['texts'] = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'asset') continue;
      for (const original of output.originalFileNames) {
        const match = original.match(/(?:^|[\\/])locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/);
        if (match?.[1] && match[2]) (texts[match[1]] ??= {})[match[2]] = url(output.fileName);
      }
    }

    const builtRoutes = webRoutes.filter(isBuiltWebRoute).map((route) => ({
      paths: { ...route.paths },
      page: route.id,
      private: route.access === 'private',
    }));
    for (const route of builtRoutes) {
      if (!pages[route.page]) throw new Error(`first-load-hints: route ${route.page} has no page`);
    }
    const manifest: FirstLoadManifest = {
      languages,
      defaultLanguage,
      routes: builtRoutes,
      signInPage: 'login',
      notFoundPage: 'notFound',
      pages,
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
