import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { AuthCipher } from '../modules/baileys/auth-cipher.ts';
import { PgAuthStore } from '../modules/baileys/auth-store.ts';
import { MediaService } from '../modules/media/media.service.ts';
import { mediaStoreFor } from '../modules/media/media-stores.ts';
import { formatReport } from '../modules/whaticket-import/report.ts';
import { runImport } from '../modules/whaticket-import/run-import.ts';
import { openSource } from '../modules/whaticket-import/open-source.ts';
import { FieldCipher } from '../platform/crypto/field-cipher.ts';
import { openDatabase } from '../platform/database/database.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import pg from 'pg';

/**
 * `npm run import:whaticket -- --from <postgres-or-mysql-url> [--media <public folder>] [--dry-run] [--batch N]`:
 * copies a database of the reference product (Whaticket SaaS / Atendechat) into this Balcão, the one
 * the usual settings name (DATABASE_URL or the data folder's embedded database). Run it again after an
 * interruption: it resumes, and writes nothing twice (docs/migrating-from-whaticket.md).
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    media: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    batch: { type: 'string', default: '500' },
  },
});
if (!values.from) {
  process.stderr.write(
    'Usage: npm run import:whaticket -- --from <postgresql:// or mysql:// url> [--media <public folder>] [--dry-run] [--batch N]\n',
  );
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
const secrets = await loadOrCreateSecrets(config.dataDir);
const signingSecret = config.jwtSecret && config.jwtRefreshSecret ? config.jwtSecret : secrets.jwtSecret;
const db = await openDatabase(config, secrets, logger);
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
const source = openSource(values.from);
const started = Date.now();
let shown = 0;
try {
  const report = await runImport({
    source,
    em: db.em,
    media: new MediaService(mediaStoreFor(config)),
    auth: new PgAuthStore(pool, new AuthCipher(signingSecret)),
    cipher: new FieldCipher(signingSecret),
    mediaFolder: values.media,
    dryRun: values['dry-run'],
    batchSize: Math.max(1, Number(values.batch) || 500),
    onProgress: (table, done, total) => {
      if (done === total || Date.now() - shown > 2_000) {
        shown = Date.now();
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stderr.write(`${table.padEnd(22)} ${done}/${total} rows  (${seconds} s)\n`);
      }
    },
  });
  process.stdout.write(`${formatReport(report)}\n`);
} catch (error) {
  process.stderr.write(
    `Import stopped: ${error instanceof Error ? error.message : String(error)}\nRun the same command again to resume.\n`,
  );
  process.exitCode = 1;
} finally {
  await source.close();
  await pool.end();
  await db.close();
}
