// Starts the built portal on a fresh data directory, as a newcomer's `npm start` would.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
await import('../scripts/start.mjs');
