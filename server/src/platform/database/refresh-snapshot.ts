import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config.ts';

/**
 * `npm run migration:snapshot` (server workspace): writes the snapshot that migration:create diffs
 * against from the entities as they are. For after merging two branches that each added a
 * migration (their snapshots conflict); the migrations test tells when it is needed.
 */
const url = process.env['DATABASE_URL'];
if (!url) {
  throw new Error('Set DATABASE_URL to a scratch database (the entities are read, the database is not changed)');
}
const folder = fileURLToPath(new URL('./migrations', import.meta.url));
const config = ormConfig(url);
const orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, path: folder, pathTs: folder } });
try {
  await (orm.migrator as unknown as { storeCurrentSchema(): Promise<void> }).storeCurrentSchema();
} finally {
  await orm.close(true);
}
