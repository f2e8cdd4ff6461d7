import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { useStatements } from './hot-read.ts';
import { ormConfig } from './orm-config.ts';

export type Database = {
  orm: MikroORM;
  em: EntityManager;
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in the data folder; then applies pending migrations. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'> & Partial<Pick<AppConfig, 'databasePreparedStatements'>>,
  secrets: { embeddedPgPassword: string },
  logger: Logger,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        password: secrets.embeddedPgPassword,
        databaseName: 'balcao',
        logger,
      });
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const statements = config.databasePreparedStatements ?? 'named';
  useStatements(statements);
  try {
    const orm = await MikroORM.init(ormConfig(url, { genericPlans: statements === 'named' }));
    const applied = await orm.migrator.up();
    if (applied.length > 0) {
      logger.info({ migrations: applied.map((migration) => migration.name) }, 'database migrated');
    }
    return {
      orm,
      em: orm.em,
      url,
      embedded: embedded !== undefined,
      close: async () => {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
