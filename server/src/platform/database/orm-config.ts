import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { TenantGuardSubscriber } from '../tenancy/tenant-guard.subscriber.ts';
import { tenantFilter } from '../tenancy/tenant-filter.ts';
import { releaseClientsWhoseConnectionEnds } from './ended-client-release.ts';
import { entities } from './entities.ts';
import { migrations } from './migrations/index.ts';

/** Tables that other libraries own, or that hand-written migrations create for raw SQL; schema diffs leave them alone. */
export const FOREIGN_TABLES = [
  'agenda_jobs',
  'agenda_logs',
  'socket_io_attachments',
  'realtime_events',
  'realtime_sequences',
  'session_leases',
  'session_relay_payloads',
  'sandbox_pending',
  'ticket_code_counters',
  'baileys_auth_keys',
  'import_id_map',
];

type ExtraOptions = {
  extraEntities?: NonNullable<Options['entities']>;
  poolMax?: number;
  debug?: boolean;
  /**
   * Connections that plan a prepared statement once, with no values (`plan_cache_mode`): the hot reads'
   * named statements. PostgreSQL's own choice keeps planning them with their values on every run, as
   * its estimates make the generic plan look dearer though it reads the same rows (docs/architecture.md
   * "A hot read"). The ORM's own statements carry no parameters and are not affected.
   */
  genericPlans?: boolean;
};

export function ormConfig(clientUrl: string, { extraEntities = [], poolMax = 10, debug = false, genericPlans = false }: ExtraOptions = {}) {
  return defineConfig({
    clientUrl,
    entities: [...entities, ...extraEntities],
    extensions: [Migrator],
    filters: { [tenantFilter.name]: tenantFilter },
    subscribers: [new TenantGuardSubscriber()],
    pool: { min: 0, max: poolMax },
    driverOptions: {
      ...(genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
      onPoolCreated: releaseClientsWhoseConnectionEnds,
    },
    forceUtcTimezone: true,
    debug,
    migrations: {
      tableName: 'mikro_orm_migrations',
      pathTs: 'src/platform/database/migrations',
      path: 'src/platform/database/migrations',
      migrationsList: migrations,
      dropTables: false,
      silent: true,
      snapshot: true,
      snapshotOnMigrate: false,
      snapshotName: '.snapshot-balcao',
    },
    schemaGenerator: { skipTables: FOREIGN_TABLES },
  });
}
