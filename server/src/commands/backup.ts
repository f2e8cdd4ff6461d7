import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createBackup } from '../platform/backup/backup.ts';

/**
 * `npm run backup [-- --out FILE]`: one archive of the data folder's embedded database (copied
 * online: the server keeps running), its secrets and its local media (docs/decisions/operations.md).
 * The archive's default name is `balcao-backup-<time>.tar.gz` in the folder the command ran from.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const here = process.env['INIT_CWD'] ?? process.cwd();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(here, values.out ?? `balcao-backup-${stamp}.tar.gz`);
try {
  const manifest = await createBackup({ config, logger: createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel), archive });
  const media =
    manifest.media.where === 'archive'
      ? `${manifest.media.files} media files`
      : `media not included: they are in bucket ${manifest.media.bucket}, which needs its own backup`;
  process.stdout.write(`Backup written to ${archive} (database as of ${manifest.database.stopLsn}, ${media}).\n`);
  process.stdout.write('It holds the secrets of the data folder: keep it where only operators can read it.\n');
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
