import { z } from 'zod';

/** The file at the top of a backup archive that says what it holds. */
export const MANIFEST_FILE = 'balcao-backup.json';

export const backupManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  /** The PostgreSQL major version of the copied cluster (a restore needs the same binaries). */
  postgresVersion: z.string(),
  database: z.object({ startLsn: z.string(), stopLsn: z.string() }),
  /** Local media are in the archive's `media/`; media in a bucket are not (the bucket keeps them). */
  media: z.discriminatedUnion('where', [
    z.object({ where: z.literal('archive'), files: z.number().int().min(0) }),
    z.object({ where: z.literal('s3'), bucket: z.string(), endpoint: z.string().optional() }),
  ]),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
