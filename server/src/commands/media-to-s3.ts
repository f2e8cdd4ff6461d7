import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { moveMediaToS3 } from '../modules/media/move-to-s3.ts';
import { S3MediaStore } from '../modules/media/s3-media-store.ts';

/**
 * `npm run media:to-s3 [-- --keep-local]`: moves the media under BALCAO_DATA_DIR/media into the
 * bucket the S3_* variables name (docs/decisions/media.md). Run it again after an interruption: what
 * the bucket holds is not sent twice. Exits 1 when a file could not be moved.
 */
const { values } = parseArgs({ options: { 'keep-local': { type: 'boolean', default: false } } });
const config = loadConfig();
if (!config.mediaS3) {
  process.stderr.write('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) first.\n');
  process.exit(2);
}
const root = path.join(config.dataDir, 'media');
const store = new S3MediaStore(config.mediaS3);
let shown = 0;
try {
  const report = await moveMediaToS3({
    root,
    store,
    keepLocal: values['keep-local'],
    onProgress: (done, total) => {
      if (done === total || Date.now() - shown > 2_000) {
        shown = Date.now();
        process.stdout.write(`${done}/${total} files\n`);
      }
    },
  });
  process.stdout.write(
    `Into bucket ${config.mediaS3.bucket}: ${report.copied} copied, ${report.alreadyThere} already there, ` +
      `${report.removed} removed from ${root}, ${report.failed.length} failed.\n`,
  );
  for (const failure of report.failed) {
    process.stderr.write(`  ${failure.key}: ${failure.reason}\n`);
  }
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  store.close();
}
