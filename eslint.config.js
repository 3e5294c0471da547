import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (docs/decisions/008-web-layers.md): a feature imports its own folder, lib/
 * (the path table is lib/paths.ts), components/ and the domain; never app/ nor another feature.
 * components/ and lib/ import neither. Features meet in app/.
 */
const webSrc = fileURLToPath(new URL('apps/web/src/', import.meta.url));
const webFeatures = readdirSync(`${webSrc}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    // Every folder of features/ but this one (and any feature added later) may not import it.
    target: `${webSrc}features/!(${feature})/**`,
    from: `features/${feature}`,
    message: 'Features do not import each other: they meet in src/app.',
  })),
  {
    target: 'features',
    from: 'app',
    message:
      'A feature does not import src/app: links come from @/lib/paths, shared code from lib/ or components/.',
  },
  {
    target: ['components', 'lib'],
    from: ['features', 'app'],
    message: 'components/ and lib/ are shared layers: they import neither features nor app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the workspaces' path aliases (`@/…` in the web app, `@portal/domain/…`) as tsc does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      // Dynamic `import()` counts: a lazy page that builds a link through the module that loads
      // it is a cycle too (docs/decisions/008-web-layers.md).
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webZones }],
      // A form's blocks take its methods from FormRoot's context, which does not change with the
      // form's state; react-hook-form's own context renders every block again when it does.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['FormProvider', 'useFormContext'],
              message: 'Use FormRoot and useFormMethods (components/form/form-root.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/form/form-root.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...apiLayerRules(),
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain package has no I/O and no framework imports.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'react', 'fastify', 'pg', '@electric-sql/*'] },
      ],
    },
  },
);

/**
 * The API's layers (docs/decisions/009-api-layers.md), lowest first: each imports only the layers
 * below it. A route folder imports its own files and the layers below routes/, never another route
 * folder. seed/ (the demo data) stands beside the layers above services/: only app.ts, cli/ and
 * tests import it. cli/ may import anything but app.ts and server.ts, which are on top; only tests
 * import src/testing/. The route folders are read from disk, so a new one is held to the rules
 * without an edit here.
 */
function apiLayerRules() {
  const apiLayerOrder = ['config.ts', 'lib', 'db', 'services', 'types.ts', 'plugins', 'routes'];
  const src = `${import.meta.dirname}/apps/api/src`;
  const at = (...names) => names.map((name) => `${src}/${name}`);
  const routeFolders = readdirSync(`${src}/routes`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const routeFolderZones = routeFolders.map((folder) => ({
    target: `${src}/routes/${folder}`,
    from: `${src}/routes`,
    except: [`./${folder}`],
    message:
      'A route folder imports only its own files and the shared layers; what two features share belongs in services/, db/ or lib/.',
  }));
  // Tests may build the app and use the demo data, but they too keep the route folders apart.
  const testZones = [
    ...routeFolderZones,
    {
      target: readdirSync(src)
        .filter((name) => name !== 'routes' && name !== 'app.ts')
        .map((name) => `${src}/${name}`),
      from: `${src}/routes`,
      message: 'The shared layers never import routes/; app.ts alone registers the route folders.',
    },
  ];
  const layerZones = [
    ...apiLayerOrder.map((layer, index) => ({
      target: at(layer),
      from: at(...apiLayerOrder.slice(index + 1), 'seed', 'cli', 'app.ts', 'server.ts'),
      message: `${layer} imports only the layers below it: ${apiLayerOrder.join(' < ')}; app.ts alone registers the route folders.`,
    })),
    ...routeFolderZones,
    {
      target: at('seed'),
      from: at('types.ts', 'plugins', 'routes', 'cli', 'app.ts', 'server.ts'),
      message: 'seed/ imports config.ts, lib/, db/ and services/ only.',
    },
    {
      target: at('cli'),
      from: at('app.ts', 'server.ts'),
      message: 'cli/ may use anything below app.ts; app.ts and server.ts serve HTTP.',
    },
    {
      target: src,
      from: `${src}/testing`,
      message: 'Only tests import src/testing/.',
    },
  ];
  const sqlOnlyInRepositories =
    'SQL lives in *.repository.ts files (and db/, seed/): move the query to the repository beside this file and call it (docs/decisions/009-api-layers.md).';
  return [
    {
      files: ['apps/api/src/**/*.ts'],
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { zones: testZones }],
      },
    },
    {
      files: ['apps/api/src/**/*.ts'],
      ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/**/testing/**'],
      rules: {
        'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      },
    },
    {
      // Tests and their helpers read and arrange rows directly; the code they test does not.
      files: ['apps/api/src/**/*.ts'],
      ignores: [
        'apps/api/src/**/*.repository.ts',
        'apps/api/src/db/**',
        'apps/api/src/seed/**',
        'apps/api/src/**/*.test.ts',
        'apps/api/src/**/testing/**',
      ],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['drizzle-orm', 'drizzle-orm/*'], message: sqlOnlyInRepositories },
              {
                // A row's or an enum's type names data; the tables themselves build queries.
                group: ['**/db/schema', '**/db/schema/*', '**/db/database-schema'],
                allowTypeImports: true,
                message: sqlOnlyInRepositories,
              },
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            // `db.query.users.findFirst()` needs no table import: the calls themselves are refused.
            selector:
              'MemberExpression[property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|\\$count)$/]:matches([object.name=/^(db|tx)$/], [object.property.name="db"])',
            message: sqlOnlyInRepositories,
          },
        ],
      },
    },
  ];
}
