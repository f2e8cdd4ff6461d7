import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../platform/backup/restore.ts';

/**
 * `npm run restore ARCHIVE`: unpacks a backup into BALCAO_DATA_DIR, which must be empty or missing;
 * `npm start` on that folder then opens the database as it was backed up.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  process.stderr.write('Usage: npm run restore ARCHIVE (into BALCAO_DATA_DIR, empty or missing)\n');
  process.exit(2);
}
const config = loadConfig();
const archive = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), positionals[0] ?? '');
try {
  const manifest = await restoreBackup({ archive, dataDir: config.dataDir });
  process.stdout.write(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.\n`);
  if (manifest.media.where === 's3') {
    process.stdout.write(
      `Media were not in the archive: they are in bucket ${manifest.media.bucket}; start with the same S3_* variables.\n`,
    );
  }
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}${cause}\n`);
  process.exitCode = 1;
}
