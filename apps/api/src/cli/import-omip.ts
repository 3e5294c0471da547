import Fastify from 'fastify';
import { createOutbox } from '../services/outbox/outbox';
import { importOmipPrices } from '../services/omip/omip-import';
import { runFileImports } from './file-imports';

/**
 * `npm run import-omip -- FILE…`: imports OMIP settlement prices (decision 022; the columns are in
 * services/omip/omip-import.ts), evaluates the price alerts after each file and sends the e-mails
 * of the alerts that became met. While the portal runs with the embedded database, use the back
 * office's call (POST backoffice/omip/prices).
 */
await runFileImports('import-omip', (db, config) => {
  // The delivery job logs through Fastify's logger, as in the portal.
  const { log } = Fastify({ logger: { level: 'warn' } });
  const outbox = createOutbox(db, config.mail, log);
  return {
    async importFile(file) {
      const report = await importOmipPrices(db, file, { outbox, publicUrl: config.publicUrl });
      return {
        lines: [
          `${report.imported} prices imported, ${report.rejected} lines rejected, ` +
            `${report.products_created} products created, ${report.alerts_notified} alerts e-mailed`,
        ],
        failed: report.rejected > 0,
      };
    },
    // The e-mails were written with the prices; the portal's job would send them at its next start.
    async finish() {
      const sent = await outbox.deliverPending();
      if (sent > 0) console.log(`${sent} e-mails sent`);
    },
    close: () => outbox.stop(),
  };
});
