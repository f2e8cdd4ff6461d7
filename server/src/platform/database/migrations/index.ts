import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000148 } from './Migration20261122000148.ts';
import { Migration20261122000500_realtime } from './Migration20261122000500_realtime.ts';
import { Migration20261122004737_connections_queues } from './Migration20261122004737_connections_queues.ts';
import { Migration20261122005025_media } from './Migration20261122005025_media.ts';
import { Migration20261122005244_tickets_messages } from './Migration20261122005244_tickets_messages.ts';

/** Applied in this order; `npm run migration:create` writes a file here that must be added to the list. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000148', class: Migration20261122000148 },
  { name: 'Migration20261122000500_realtime', class: Migration20261122000500_realtime },
  { name: 'Migration20261122004737_connections_queues', class: Migration20261122004737_connections_queues },
  { name: 'Migration20261122005025_media', class: Migration20261122005025_media },
  { name: 'Migration20261122005244_tickets_messages', class: Migration20261122005244_tickets_messages },
];
