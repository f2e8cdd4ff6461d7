import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000148 } from './Migration20261122000148.ts';
import { Migration20261122000500_realtime } from './Migration20261122000500_realtime.ts';
import { Migration20261122004737_connections_queues } from './Migration20261122004737_connections_queues.ts';
import { Migration20261122005025_media } from './Migration20261122005025_media.ts';
import { Migration20261122005244_tickets_messages } from './Migration20261122005244_tickets_messages.ts';
import { Migration20261122022549_timers_ratings_outbound } from './Migration20261122022549_timers_ratings_outbound.ts';
import { Migration20261122100000_baileys_auth } from './Migration20261122100000_baileys_auth.ts';
import { Migration20261122100100_session_leases } from './Migration20261122100100_session_leases.ts';
import { Migration20261122100200_sandbox_pending } from './Migration20261122100200_sandbox_pending.ts';
import { Migration20261122204913_notes_tags_quick_messages_contacts } from './Migration20261122204913_notes_tags_quick_messages_contacts.ts';
import { Migration20261122210000_inbox_search } from './Migration20261122210000_inbox_search.ts';
import { Migration20261122212208_inbox_lists } from './Migration20261122212208_inbox_lists.ts';
import { Migration20261122224217_out_of_hours_answered } from './Migration20261122224217_out_of_hours_answered.ts';
import { Migration20261123100000_unlogged_event_log } from './Migration20261123100000_unlogged_event_log.ts';
import { Migration20261123100100_caller_notices } from './Migration20261123100100_caller_notices.ts';
import { Migration20261123100200_company_indexes } from './Migration20261123100200_company_indexes.ts';
import { Migration20261123100300_tickets_fillfactor } from './Migration20261123100300_tickets_fillfactor.ts';
import { Migration20261123200000_media_references } from './Migration20261123200000_media_references.ts';
import { Migration20261125041800_ticket_hold } from './Migration20261125041800_ticket_hold.ts';
import { Migration20261125100000_contacts_admin } from './Migration20261125100000_contacts_admin.ts';
import { Migration20261125100500_dashboard_trackings } from './Migration20261125100500_dashboard_trackings.ts';

/** Applied in this order; `npm run migration:create` writes a file here that must be added to the list. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000148', class: Migration20261122000148 },
  { name: 'Migration20261122000500_realtime', class: Migration20261122000500_realtime },
  { name: 'Migration20261122004737_connections_queues', class: Migration20261122004737_connections_queues },
  { name: 'Migration20261122005025_media', class: Migration20261122005025_media },
  { name: 'Migration20261122005244_tickets_messages', class: Migration20261122005244_tickets_messages },
  { name: 'Migration20261122022549_timers_ratings_outbound', class: Migration20261122022549_timers_ratings_outbound },
  { name: 'Migration20261122100000_baileys_auth', class: Migration20261122100000_baileys_auth },
  { name: 'Migration20261122100100_session_leases', class: Migration20261122100100_session_leases },
  { name: 'Migration20261122100200_sandbox_pending', class: Migration20261122100200_sandbox_pending },
  { name: 'Migration20261122204913_notes_tags_quick_messages_contacts', class: Migration20261122204913_notes_tags_quick_messages_contacts },
  { name: 'Migration20261122210000_inbox_search', class: Migration20261122210000_inbox_search },
  { name: 'Migration20261122212208_inbox_lists', class: Migration20261122212208_inbox_lists },
  { name: 'Migration20261122224217_out_of_hours_answered', class: Migration20261122224217_out_of_hours_answered },
  { name: 'Migration20261123100000_unlogged_event_log', class: Migration20261123100000_unlogged_event_log },
  { name: 'Migration20261123100100_caller_notices', class: Migration20261123100100_caller_notices },
  { name: 'Migration20261123100200_company_indexes', class: Migration20261123100200_company_indexes },
  { name: 'Migration20261123100300_tickets_fillfactor', class: Migration20261123100300_tickets_fillfactor },
  { name: 'Migration20261123200000_media_references', class: Migration20261123200000_media_references },
  { name: 'Migration20261125041800_ticket_hold', class: Migration20261125041800_ticket_hold },
  { name: 'Migration20261125100000_contacts_admin', class: Migration20261125100000_contacts_admin },
  { name: 'Migration20261125100500_dashboard_trackings', class: Migration20261125100500_dashboard_trackings },
];
