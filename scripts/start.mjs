// `npm start`: builds the web app when it is missing, then runs the portal (API + web) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(path.join(root, 'node_modules', 'tsx'))) {
  console.error('Dependencies are missing: run `npm ci` first (see README.md).');
  process.exit(1);
}

const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');
if (!existsSync(webIndex) && !process.env.WEB_DIST_DIR) {
  console.log('Building the web app (first start)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps', 'api', 'src', 'server.ts'));
