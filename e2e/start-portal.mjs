// Starts the built portal on a fresh data directory, as a newcomer's `npm start` would.
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) throw new Error('start-portal.mjs needs DATA_DIR');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
process.env.LOG_LEVEL ??= 'warn';
await import('../scripts/start.mjs');
