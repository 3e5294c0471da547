import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { createOutbox } from '../plugins/outbox';
import { importOmipPrices } from '../services/omip/omip-import';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './database';

/**
 * `npm run import-omip -- FILE…`: imports OMIP settlement prices (decision 022; the columns are in
 * services/omip/omip-import.ts), evaluates the price alerts after each file and sends the e-mails
 * of the alerts that became met. With the embedded database the portal must be stopped first (one
 * process per data directory); while it runs, use the back office's call (POST
 * backoffice/omip/prices).
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: npm run import-omip -- FILE [FILE…]');
  process.exit(1);
}
// npm runs scripts from the package's folder: files are named from where the command was typed.
const from = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const embedded =
  config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
let failed = false;
try {
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  const database = await openDatabase(config.database, (error) =>
    console.error(`database connection lost: ${error.message}`),
  );
  // The delivery job logs through Fastify's logger, as in the portal.
  const { log } = Fastify({ logger: { level: 'warn' } });
  const outbox = createOutbox(database.db, config.mail, log);
  try {
    for (const file of positionals) {
      const report = await importOmipPrices(
        database.db,
        createReadStream(path.resolve(from, file)),
        {
          outbox,
          publicUrl: config.publicUrl,
        },
      );
      console.log(
        `${file}: ${report.imported} prices imported, ${report.rejected} lines rejected, ` +
          `${report.products_created} products created, ${report.alerts_notified} alerts e-mailed`,
      );
      failed ||= report.rejected > 0;
    }
    // The e-mails were written with the prices; the portal's job would send them at its next start.
    const sent = await outbox.deliverPending();
    if (sent > 0) console.log(`${sent} e-mails sent`);
  } finally {
    await outbox.stop();
    await database.close();
    unlock();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exitCode = failed ? 2 : 0;
