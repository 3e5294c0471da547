import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The layer rules of eslint.config.js (docs/decisions/009-api-layers.md), run with the repository's
 * own configuration on probe files: a throwaway route folder written under routes/ and removed
 * afterwards, and the text of files in other places, linted without being written.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiSrc = fileURLToPath(new URL('./', import.meta.url));

const probes: Record<string, string> = {
  'cross-folder.ts': `import { contractRoutes } from '../contracts/index';
export const probe = contractRoutes;
`,
  'cycle-a.ts': `import { b } from './cycle-b';
export const a = () => b;
`,
  'cycle-b.ts': `import { a } from './cycle-a';
export const b = () => a;
`,
  'own-helper.ts': `export const helper = 1;
`,
  'legal.ts': `import { isValidCups } from '@portal/domain/validators/cups';
import type { Config } from '../../config';
import { escapeLike } from '../../db/sql/escape-like';
import { HttpError } from '../../lib/http-error';
import { findContractByName } from '../../services/customer-contracts/customer-contracts.repository';
import type { SettingsService } from '../../services/settings/settings.service';
import type { App } from '../../types';
import { helper } from './own-helper';
export type Probe = [Config, SettingsService, App];
export const probe = [isValidCups, escapeLike, HttpError, findContractByName, helper];
`,
  'uses-test-helper.ts': `import { buildTestApp } from '../../testing/build-test-app';
export const probe = buildTestApp;
`,
};

let probeDir: string | undefined;
let results: Map<string, ESLint.LintResult>;
let eslint: ESLint;

/** The rules that fired, one entry per message. */
const rulesOf = (result: ESLint.LintResult | undefined) =>
  result?.messages.map((message) => message.ruleId ?? message.message);

/** Lints `code` as if it were the file at `relativePath` under apps/api/src, without writing it. */
async function lintAs(relativePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiSrc, relativePath) });
  return result;
}

beforeAll(async () => {
  probeDir = await mkdtemp(path.join(apiSrc, 'routes', 'lint-probe-'));
  for (const [name, code] of Object.entries(probes)) {
    await writeFile(path.join(probeDir, name), code);
  }
  // Created after the probe folder: the configuration lists the route folders when it loads.
  eslint = new ESLint({ cwd: repoRoot });
  const linted = await eslint.lintFiles([probeDir]);
  results = new Map(linted.map((result) => [path.basename(result.filePath), result]));
}, 60_000);

afterAll(async () => {
  if (probeDir) await rm(probeDir, { recursive: true, force: true });
});

describe('API layer rules', () => {
  it('reports a route folder that imports another route folder', () => {
    const result = results.get('cross-folder.ts');
    expect(rulesOf(result)).toEqual(['import-x/no-restricted-paths']);
    expect(result?.messages[0]?.message).toContain('../contracts/index');
  });

  it('reports a shared layer that imports a route folder', async () => {
    const folder = path.basename(probeDir!);
    const importer = `import { probe } from '../routes/${folder}/legal';
export const reexported = probe;
`;
    expect(rulesOf(await lintAs('lib/lint-probe.ts', importer))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(rulesOf(await lintAs('services/lint-probe.ts', importer))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      rulesOf(
        await lintAs(
          'types.ts',
          `import type { probe } from './routes/${folder}/legal';
export type Probe = typeof probe;
`,
        ),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports an import cycle', () => {
    expect(rulesOf(results.get('cycle-a.ts'))).toContain('import-x/no-cycle');
    expect(rulesOf(results.get('cycle-b.ts'))).toContain('import-x/no-cycle');
  });

  it('reports code other than tests that imports the test helpers', () => {
    expect(rulesOf(results.get('uses-test-helper.ts'))).toEqual(['import-x/no-restricted-paths']);
  });

  it('passes a route folder that imports its own files, the shared layers and the domain', () => {
    expect(rulesOf(results.get('legal.ts'))).toEqual([]);
    expect(rulesOf(results.get('own-helper.ts'))).toEqual([]);
  });

  it('passes tests that import the test helpers, and app.ts registering a route folder', async () => {
    const folder = path.basename(probeDir!);
    expect(
      rulesOf(await lintAs(`routes/${folder}/legal.test.ts`, probes['uses-test-helper.ts']!)),
    ).toEqual([]);
    expect(
      rulesOf(
        await lintAs(
          'app.ts',
          `import { probe } from './routes/${folder}/legal';
export const registered = probe;
`,
        ),
      ),
    ).toEqual([]);
  });
});

/** A probe that exports what it imports, so that nothing but the import is for the lint to judge. */
const importing = (specifier: string, name: string) => `import { ${name} } from '${specifier}';
export const probe = ${name};
`;

describe('API layer order (config.ts < lib < db < services < types.ts < plugins < routes)', () => {
  it.each([
    ['config.ts', importing('./lib/http-error', 'HttpError')],
    ['lib/lint-probe.ts', importing('../db/database', 'openDatabase')],
    ['lib/uploads/lint-probe.ts', importing('../../plugins/errors', 'frameworkErrors')],
    [
      'lib/lint-probe.ts',
      importing(
        '../services/customer-contracts/customer-contracts.repository',
        'findContractByName',
      ),
    ],
    [
      'db/lint-probe.ts',
      importing(
        '../services/customer-contracts/customer-contracts.repository',
        'findContractByName',
      ),
    ],
    ['services/lint-probe.ts', importing('../plugins/endpoint-route', 'registerEndpoint')],
    [
      'services/lint-probe.ts',
      `import type { App } from '../types';
export type Probe = App;
`,
    ],
    [
      'types.ts',
      `import type { EndpointCall } from './plugins/endpoint-route';
export type Probe = EndpointCall<never>;
`,
    ],
    ['plugins/lint-probe.ts', importing('../routes/profile/index', 'registerProfileRoutes')],
    ['services/lint-probe.ts', importing('../seed/seed', 'seedDemoData')],
    ['seed/lint-probe.ts', importing('../plugins/endpoint-route', 'registerEndpoint')],
    ['cli/lint-probe.ts', importing('../app', 'buildApp')],
  ])('reports %s importing a layer above it', async (file, code) => {
    const result = await lintAs(file, code);
    expect(rulesOf(result)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each([
    [
      'plugins/lint-probe.ts',
      `import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { HttpError } from '../lib/http-error';
import { findContractByName } from '../services/customer-contracts/customer-contracts.repository';
import type { App } from '../types';
export type Probe = [Config, App];
export const probe = [openDatabase, HttpError, findContractByName];
`,
    ],
    [
      'services/lint-probe.ts',
      `import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { HttpError } from '../lib/http-error';
export const probe = [loadConfig, openDatabase, HttpError];
`,
    ],
    [
      'cli/lint-probe.ts',
      `import { openDatabase } from '../db/database';
import { seedDemoData } from '../seed/seed';
import { createOutbox } from '../services/outbox/outbox';
export const probe = [openDatabase, seedDemoData, createOutbox];
`,
    ],
    [
      'seed/lint-probe.ts',
      `import { users } from '../db/schema/accounts';
import { importSips } from '../services/contracting/sips-import';
export const probe = [users, importSips];
`,
    ],
  ])('passes %s importing the layers below it', async (file, code) => {
    expect(rulesOf(await lintAs(file, code))).toEqual([]);
  });
});

describe('SQL only in repositories', () => {
  const query = `import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
export const findUser = (db: Database, id: string) =>
  db.select().from(users).where(eq(users.id, id));
`;

  it('reports a service or a handler that imports drizzle-orm or a table', async () => {
    expect(rulesOf(await lintAs('services/auth/lint-probe.ts', query))).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
      'no-restricted-syntax',
    ]);
    expect(
      rulesOf(
        await lintAs(
          'routes/profile/lint-probe.ts',
          importing('../../db/schema/accounts', 'users'),
        ),
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('reports a query built outside a repository without any import', async () => {
    const result = await lintAs(
      'routes/profile/lint-probe.ts',
      `import type { App } from '../../types';
export const probe = (app: App) => app.services.db.query.users.findFirst();
`,
    );
    expect(rulesOf(result)).toEqual(['no-restricted-syntax']);
  });

  it('passes the query in a repository, a type of the schema elsewhere, and tests', async () => {
    expect(rulesOf(await lintAs('services/auth/lint-probe.repository.ts', query))).toEqual([]);
    expect(rulesOf(await lintAs('routes/profile/lint-probe.test.ts', query))).toEqual([]);
    expect(
      rulesOf(
        await lintAs(
          'routes/cases/lint-probe.ts',
          `import type { CaseReading } from '../../db/schema/cases';
export type Probe = CaseReading;
`,
        ),
      ),
    ).toEqual([]);
  });
});
