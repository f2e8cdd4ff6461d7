import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  const server = await startServer(config, logger);
  const { generatedAdmin } = server.seed;
  if (generatedAdmin) {
    process.stdout.write(
      `\nSuper admin created: ${generatedAdmin.email} / ${generatedAdmin.password}\n` +
        'This password is shown only once and is not stored in clear: note it now and change it after signing in.\n\n',
    );
  }
  process.stdout.write(`Balcão is running at ${server.url} (database: ${server.db.embedded ? 'embedded' : 'DATABASE_URL'})\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // The embedded PostgreSQL stops last and ends the connections still open (57P01); a client
    // that reports it while everything closes is no reason to fail the shutdown.
    process.on('uncaughtException', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') {
        logger.fatal({ err: error }, 'uncaught error while shutting down');
        process.exit(1);
      }
      logger.debug({ err: error }, 'a database connection was ended while shutting down');
    });
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.fatal({ err: error }, 'Balcão could not start');
  process.exit(1);
}
