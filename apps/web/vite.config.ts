import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkImportsWithoutCycles } from './build/chunk-import-cycles';
import { firstLoadHints } from './build/first-load-hints';

const apiOrigin = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The modules a first visit can need before its first paint: what the entry imports statically, and
 * what the first pages (login and home) import statically. Filled in once the module graph is known
 * (`buildEnd`), read while chunks are formed (`codeSplitting.groups[].test`).
 */
const firstPageModules = {
  shell: new Set<string>(),
  login: new Set<string>(),
  home: new Set<string>(),
  customerHome: new Set<string>(),
};
const firstPages = {
  login: '/src/features/auth/components/login-page.tsx',
  home: '/src/app/pages/home-page.tsx',
  /** The home after signing in: the first page a customer sees (the visitor's home loads it). */
  customerHome: '/src/app/pages/customer-home.tsx',
} as const;

/**
 * The other pages Lighthouse measures (ARCHITECTURE.md "Budgets"): what their first render imports
 * statically, whether through a library's barrel file or not. Filled in at `buildEnd`.
 */
const measuredPages = {
  invoices: '/src/features/invoices/components/invoices-page.tsx',
  contract: '/src/app/contract-detail-pages.tsx',
  wizard: '/src/app/contracting-pages.tsx',
} as const;
type MeasuredPage = keyof typeof measuredPages;
const measuredPageNames = Object.keys(measuredPages) as MeasuredPage[];
const measuredPageModules: Record<MeasuredPage, Set<string>> = {
  invoices: new Set(),
  contract: new Set(),
  wizard: new Set(),
};

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
const isBarrel = (id: string) => isLibrary(id) && /[\\/]index\.m?js$/.test(id);
/**
 * Library modules a barrel file names that no first page calls, but whose imports would put other
 * pages' modules into the first pages' chunks: MUI's `enhanceHighContrast` theme helper imports the
 * class names of fifteen input, list and slider components (0.8 KB on each first page).
 */
const isUnusedThemeHelper = (id: string) =>
  /@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs$/.test(id);
const followedFromLibrary = (id: string) => !isBarrel(id) && !isUnusedThemeHelper(id);

const firstPageGraph: Plugin = {
  name: 'first-page-graph',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const closure = (start: readonly string[], throughBarrels: boolean) => {
      const seen = new Set<string>();
      const pending = [...start];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        // A library's own import of a barrel file (MUI's styles import @mui/system's index, which
        // names every component) uses a few of its exports; the rest is tree-shaken. Followed, it
        // would put components only lazy pages use into the first pages' chunks.
        const followed =
          isLibrary(id) && !throughBarrels ? imported.filter(followedFromLibrary) : imported;
        pending.push(...followed);
      }
      return seen;
    };
    const staticClosure = (start: readonly string[]) => closure(start, false);
    const page = (path: string) => {
      const id = ids.find((candidate) => candidate.endsWith(path));
      if (!id) throw new Error(`page ${path} is not in the build`);
      return id;
    };
    firstPageModules.shell = staticClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
    firstPageModules.login = staticClosure([page(firstPages.login)]);
    firstPageModules.home = staticClosure([page(firstPages.home)]);
    firstPageModules.customerHome = staticClosure([page(firstPages.customerHome)]);
    // Through barrels too: a component a page reaches only through one (MUI's Tooltip imports
    // Popper's index) would otherwise be left to the automatic chunks, one request each.
    for (const name of measuredPageNames) {
      measuredPageModules[name] = closure([page(measuredPages[name])], true);
    }
  },
};

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme and its provider (colour
 * scheme storage, the scheme script, the variables' parser: about 14 KB gzipped) for themes with
 * `cssVariables` or `colorSchemes`, and every styled component builds MUI's default theme with
 * `createTheme`. The portal's theme has neither, so the build gives both modules the path MUI takes
 * for such a theme, without the imports; a theme that asks for CSS variables fails at start instead
 * of losing them silently (docs/decisions/004-first-page-javascript.md).
 */
const muiThemeWithoutCssVariables: Plugin = {
  name: 'mui-theme-without-css-variables',
  apply: 'build',
  load(id) {
    if (/@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(id)) {
      replacedMuiThemeModules.add('createTheme');
      return `import createThemeNoVars from './createThemeNoVars.mjs';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('The portal builds MUI without CSS-variables themes (vite.config.ts).');
  }
  return createThemeNoVars(options, ...args);
}`;
    }
    if (/@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/.test(id)) {
      replacedMuiThemeModules.add('ThemeProvider');
      return `import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.mjs';
import THEME_ID from './identifier.mjs';
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('The portal builds MUI without CSS-variables themes (vite.config.ts).');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`;
    }
    return null;
  },
  buildEnd() {
    // After an MUI upgrade that moves these modules, the build says so rather than growing.
    if (replacedMuiThemeModules.size !== 2) {
      throw new Error(
        `MUI's createTheme or ThemeProvider was not found: ${[...replacedMuiThemeModules]}`,
      );
    }
  },
};
const replacedMuiThemeModules = new Set<string>();

const inShell = (id: string) => firstPageModules.shell.has(id);
const onBothFirstPages = (id: string) =>
  firstPageModules.login.has(id) && firstPageModules.home.has(id);
/** What the sign-in page and the signed-in home both show (the page heading) is the shell's. */
const onSignInAndCustomerHome = (id: string) =>
  firstPageModules.login.has(id) && firstPageModules.customerHome.has(id);
/**
 * What the signed-in home imports beyond the shell and the visitor's first pages (the page itself
 * is a chunk of its own: in a group, the entry of a dynamic import splits it in two chunks that
 * import each other).
 */
const onCustomerHomeOnly = (id: string) =>
  firstPageModules.customerHome.has(id) &&
  !id.endsWith(firstPages.customerHome) &&
  !firstPageModules.login.has(id) &&
  !firstPageModules.home.has(id) &&
  !inShell(id);
const library = (pattern: string) => new RegExp(`node_modules[\\\\/](${pattern})[\\\\/]`);
const muiAndStyles = library(
  '@emotion|stylis|react-is|clsx|hoist-non-react-statics|@mui[\\\\/](material|system|utils|styled-engine|private-theming|icons-material)',
);

/**
 * Libraries every page needs get a chunk of their own, so they stay cached across deploys. MUI and
 * the app's own modules form a few chunks too, but only with what a first visit needs before its
 * first paint (split automatically, they came to some forty small requests): the rest of MUI and
 * of the app splits automatically into the lazy chunks that use it, and never weighs on a first
 * page (ARCHITECTURE.md "Budgets", docs/decisions/004-first-page-javascript.md).
 */
const vendorGroups = [
  { name: 'react', priority: 40, test: library('react|react-dom|scheduler') },
  { name: 'router', priority: 40, test: library('react-router') },
  { name: 'i18n', priority: 40, test: library('i18next|react-i18next') },
  { name: 'query', priority: 40, test: library('@tanstack') },
  { name: 'zod', priority: 40, test: library('zod') },
  // MUI and its styling of the shell and of both first pages.
  {
    name: 'mui',
    priority: 30,
    test: (id: string) => muiAndStyles.test(id) && (inShell(id) || onBothFirstPages(id)),
  },
  // The sign-in page beyond the shell: react-hook-form, MUI's inputs, the sign-in calls and rules.
  // Pages with forms load it too; a customer has usually signed in before reaching them.
  {
    name: 'sign-in',
    priority: 5,
    test: (id: string) => firstPageModules.login.has(id) && !inShell(id) && !onBothFirstPages(id),
  },
  // The app's own modules of every first visit (API client, settings, session, path table, layout)
  // and those both first pages share. Above sign-in: a group also takes its modules' imports.
  {
    name: 'shell',
    priority: 10,
    test: (id: string) =>
      !isLibrary(id) && (inShell(id) || onBothFirstPages(id) || onSignInAndCustomerHome(id)),
  },
  // What the signed-in home shares with the measured pages: the contracts query that decides what
  // it shows. The contract pages load it too (they share that query); left to them, it put their
  // chunks and the sign-in one, about 90 KB, on the signed-in home.
  {
    name: 'customer-home',
    priority: 6,
    test: (id: string) =>
      !isLibrary(id) && onCustomerHomeOnly(id) && measuredPagesNeeding(id) !== '',
    includeDependenciesRecursively: false,
  },
];

const onFirstPage = (id: string) =>
  inShell(id) ||
  firstPageModules.login.has(id) ||
  firstPageModules.home.has(id) ||
  firstPageModules.customerHome.has(id);
const measuredPagesNeeding = (id: string) =>
  measuredPageNames.filter((name) => measuredPageModules[name].has(id)).join('-');
/** invoices, contract, invoices-contract, wizard, …: every non-empty set of measured pages. */
const measuredPageSets = Array.from({ length: 2 ** measuredPageNames.length - 1 }, (_, index) =>
  measuredPageNames.filter((_name, bit) => (index + 1) & (1 << bit)).join('-'),
);

/**
 * Split automatically, the invoices, a contract's detail and the wizard needed 52 to 64 scripts
 * for their first render (MUI's components cut by every set of lazy pages sharing them), and over
 * HTTP/1.1's six connections the queue alone took their LCP past the budget. Their modules beyond
 * the first pages' are grouped instead by which of the three need them: at most seven chunks, of
 * which each page loads four. Another lazy page that uses one of those modules loads its whole
 * chunk (more bytes, fewer requests: docs/decisions/004). A group does not take its modules'
 * imports: those a first page or another set holds stay there; the build checks that no two
 * chunks import each other (`chunkImportsWithoutCycles`).
 */
const measuredPageGroups = measuredPageSets.map((pages) => ({
  name: `page-${pages}`,
  priority: 3,
  test: (id: string) => !onFirstPage(id) && measuredPagesNeeding(id) === pages,
  includeDependenciesRecursively: false,
}));

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

export default defineConfig({
  plugins: [
    react(),
    firstPageGraph,
    muiThemeWithoutCssVariables,
    firstLoadHints,
    chunkImportsWithoutCycles,
  ],
  // Shown on the version page (spec 1 point 2, "About / version").
  define: {
    __APP_VERSION__: JSON.stringify(process.env.PORTAL_VERSION ?? version),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser of the es2022 target but Safari before 17 follows modulepreload links; there the
    // modules still load, when imported, and the polyfill is not worth its 0.4 KB on every page.
    modulePreload: {
      polyfill: false,
      // The back office's chunks load without preloading the chunks they share with the portal:
      // their list would sit in the shell every customer and visitor loads (issue 27).
      resolveDependencies: (filename, deps) => (/backoffice-pages/.test(filename) ? [] : deps),
    },
    // The texts are fetched as JSON files (lib/i18n.ts): never inlined into the JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...vendorGroups, ...measuredPageGroups] },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/healthz': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/healthz': { target: apiOrigin, changeOrigin: false },
    },
  },
});
