import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

/** Starts the portal: one process serving the API and the web app. */
async function main() {
  const config = loadConfig();
  const embedded =
    config.database.kind === 'pglite' && !config.database.dataDir.startsWith('memory://');
  const unlock = embedded ? lockDataDir(config.dataDir) : () => {};
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { startJobs: true, serveWeb: true });
  } catch (error) {
    unlock();
    throw error;
  }
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    unlock();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Portal ready on ${config.publicUrl} (database: ${config.database.kind}` +
      `${config.demoData ? ', demo data' : ''}; e-mail: ${config.mail.smtpUrl ? 'SMTP' : config.mail.outboxDir})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
