import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  jwtRefreshSecret: z.string().min(32),
  embeddedPgPassword: z.string().min(16),
});
export type Secrets = z.infer<typeof secretsSchema>;

const SECRETS_FILE = 'secrets.json';

function generate(): Secrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    jwtRefreshSecret: randomBytes(48).toString('base64url'),
    embeddedPgPassword: randomBytes(24).toString('base64url'),
  };
}

/**
 * Signing secrets are never built-in defaults: they come from the environment, or are generated
 * at first start and kept (mode 600) in the data folder. Several processes that share a database
 * must share these secrets too (same data folder, or JWT_SECRET / JWT_REFRESH_SECRET).
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, SECRETS_FILE);
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`The secrets file ${file} is unreadable; fix or remove it`, { cause: error });
    }
  }
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const secrets = generate();
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  });
  return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
