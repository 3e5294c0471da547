import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * One name per feature on every floor (docs/decisions/024-one-name-per-feature.md): the API's
 * `routes/<f>/`, the domain's `endpoints/<f>.ts` and the web's `features/<f>/`.
 *
 * - every API route folder has its endpoint file;
 * - every endpoint file is a route folder's: `<f>.ts`, or `<f>-<part>.ts` beside it (the declaration
 *   module `endpoint.ts` aside);
 * - every web feature that calls the API (imports an endpoint declaration) has a route folder of
 *   its name.
 */
function featureNameViolations(repository: string): string[] {
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const routeFolders = folders(path.join(repository, 'apps/api/src/routes'));
  const endpointFiles = readdirSync(path.join(repository, 'packages/domain/src/endpoints'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'endpoint.ts')
    .map((name) => name.slice(0, -'.ts'.length));
  const violations: string[] = [];

  for (const folder of routeFolders) {
    if (!endpointFiles.includes(folder)) {
      violations.push(`routes/${folder} has no endpoints/${folder}.ts`);
    }
  }
  for (const file of endpointFiles) {
    const owner = routeFolders.find((folder) => file === folder || file.startsWith(`${folder}-`));
    if (!owner) violations.push(`endpoints/${file}.ts is no route folder's`);
  }
  const webFeatures = path.join(repository, 'apps/web/src/features');
  for (const feature of folders(webFeatures)) {
    if (callsTheApi(path.join(webFeatures, feature)) && !routeFolders.includes(feature)) {
      violations.push(`features/${feature} calls the API but no routes/${feature} answers`);
    }
  }
  return violations;
}

/** Whether a web feature's code (its tests aside) imports an endpoint declaration. */
function callsTheApi(featureDir: string): boolean {
  const files = readdirSync(featureDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
  );
  return files.some((name) =>
    readFileSync(path.join(featureDir, name), 'utf8').includes("from '@portal/domain/endpoints/"),
  );
}

describe('one name per feature on every floor', () => {
  it('holds for the repository', () => {
    const repository = path.resolve(import.meta.dirname, '../../..');
    expect(featureNameViolations(repository)).toEqual([]);
  });

  describe('a tree that breaks it', () => {
    const probe = mkdtempSync(path.join(tmpdir(), 'feature-names-'));
    afterAll(() => rmSync(probe, { recursive: true, force: true }));
    const write = (file: string, text = '') => {
      mkdirSync(path.dirname(path.join(probe, file)), { recursive: true });
      writeFileSync(path.join(probe, file), text);
    };
    write('apps/api/src/routes/invoices/index.ts');
    write('apps/api/src/routes/leads/index.ts');
    write('packages/domain/src/endpoints/endpoint.ts');
    write('packages/domain/src/endpoints/invoices.ts');
    write('packages/domain/src/endpoints/invoices-documents.ts');
    write('packages/domain/src/endpoints/contracting.ts');
    write(
      'apps/web/src/features/invoices/api/get-invoices.ts',
      "import { listInvoicesEndpoint } from '@portal/domain/endpoints/invoices';",
    );
    write(
      'apps/web/src/features/consumption/api/get-curve.ts',
      "import { curveEndpoint } from '@portal/domain/endpoints/curves';",
    );
    write(
      'apps/web/src/features/cookies/components/banner.tsx',
      "import { useSettings } from '@/lib/settings';",
    );
    write(
      'apps/web/src/features/help/help.test.tsx',
      "import { getSettingsEndpoint } from '@portal/domain/endpoints/settings';",
    );

    it('names each folder or file out of step', () => {
      expect(featureNameViolations(probe)).toEqual([
        'routes/leads has no endpoints/leads.ts',
        "endpoints/contracting.ts is no route folder's",
        'features/consumption calls the API but no routes/consumption answers',
      ]);
    });
  });
});
