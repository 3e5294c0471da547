import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/decisions/008-web-layers.md, as `npm run lint` enforces them: probe files in a
 * feature folder of their own, linted with the repository's configuration.
 */
const root = path.resolve(import.meta.dirname, '../../..');

const probes = {
  'imports-another-feature.ts':
    "import { startOpenidSignIn } from '@/features/auth/api/start-openid-sign-in';\n\nexport const probe = startOpenidSignIn;\n",
  'imports-app.ts':
    "import { AppProviders } from '@/app/providers';\n\nexport const probe = AppProviders;\n",
  // A lazy import closes a cycle too: that is how the page table once closed one.
  'cycle-a.ts': "import { b } from './cycle-b';\n\nexport const a = () => b;\n",
  'cycle-b.ts': "export const b = () => import('./cycle-a');\n",
  'imports-path-table.ts':
    "import { pathFor } from '@/lib/paths';\n\nexport const probe = pathFor('home', 'es');\n",
  'deeper/still/imports-own-feature.ts':
    "import { probe } from '../../imports-path-table';\n\nexport const again = probe;\n",
};
type Probe = keyof typeof probes;

/** The rules each probe breaks. */
const reported = new Map<Probe, string[]>();

beforeAll(async () => {
  const folder = await mkdtemp(path.join(root, 'apps/web/src/features/lint-probe-'));
  try {
    for (const [name, text] of Object.entries(probes)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), text);
    }
    const eslint = new ESLint({ cwd: root });
    for (const result of await eslint.lintFiles([folder])) {
      const name = path.relative(folder, result.filePath) as Probe;
      reported.set(
        name,
        result.messages.map((message) => message.ruleId ?? message.message),
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 60_000);

describe('web layers lint (issue 12 point 1)', () => {
  it('reports a feature that imports another feature', () => {
    expect(reported.get('imports-another-feature.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports a feature that imports app/', () => {
    expect(reported.get('imports-app.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports two files that import each other, a lazy import included', () => {
    expect(reported.get('cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(reported.get('cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('lets a feature import the path table, and its own folder from anywhere in it', () => {
    expect(reported.get('imports-path-table.ts')).toEqual([]);
    expect(reported.get('deeper/still/imports-own-feature.ts')).toEqual([]);
  });
});
