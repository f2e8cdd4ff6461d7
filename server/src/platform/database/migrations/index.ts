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
import { Migration20261125110000_file_lists } from './Migration20261125110000_file_lists.ts';
import { Migration20261125120000_internal_chat } from './Migration20261125120000_internal_chat.ts';
import { Migration20261125120300_schedules } from './Migration20261125120300_schedules.ts';
import { Migration20261125121500_schedule_recurrence } from './Migration20261125121500_schedule_recurrence.ts';
import { Migration20261125193000_connection_token_hash } from './Migration20261125193000_connection_token_hash.ts';
import { Migration20261125193300_ticket_codes } from './Migration20261125193300_ticket_codes.ts';
import { Migration20261125193615_contact_lists } from './Migration20261125193615_contact_lists.ts';
import { Migration20261125195224_password_resets } from './Migration20261125195224_password_resets.ts';
import { Migration20261125201120_announcements } from './Migration20261125201120_announcements.ts';
import { Migration20261125203804_helps } from './Migration20261125203804_helps.ts';
import { Migration20261125220000_prompts_integrations } from './Migration20261125220000_prompts_integrations.ts';
import { Migration20261125220000_contact_uuid_source_tag_creator } from './Migration20261125220000_contact_uuid_source_tag_creator.ts';
import { Migration20261125221500_cloud_api } from './Migration20261125221500_cloud_api.ts';
import { Migration20261125220000_platform_companies } from './Migration20261125220000_platform_companies.ts';
import { Migration20261125223000_invoices_payments } from './Migration20261125223000_invoices_payments.ts';
import { Migration20261125221354_campaigns } from './Migration20261125221354_campaigns.ts';
import { Migration20261126030000_folded_search } from './Migration20261126030000_folded_search.ts';

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
  { name: 'Migration20261125110000_file_lists', class: Migration20261125110000_file_lists },
  { name: 'Migration20261125120000_internal_chat', class: Migration20261125120000_internal_chat },
  { name: 'Migration20261125120300_schedules', class: Migration20261125120300_schedules },
  { name: 'Migration20261125121500_schedule_recurrence', class: Migration20261125121500_schedule_recurrence },
  { name: 'Migration20261125193000_connection_token_hash', class: Migration20261125193000_connection_token_hash },
  { name: 'Migration20261125193300_ticket_codes', class: Migration20261125193300_ticket_codes },
  { name: 'Migration20261125193615_contact_lists', class: Migration20261125193615_contact_lists },
  { name: 'Migration20261125195224_password_resets', class: Migration20261125195224_password_resets },
  { name: 'Migration20261125201120_announcements', class: Migration20261125201120_announcements },
  { name: 'Migration20261125203804_helps', class: Migration20261125203804_helps },
  { name: 'Migration20261125220000_prompts_integrations', class: Migration20261125220000_prompts_integrations },
  {
    name: 'Migration20261125220000_contact_uuid_source_tag_creator',
    class: Migration20261125220000_contact_uuid_source_tag_creator,
  },
  { name: 'Migration20261125221500_cloud_api', class: Migration20261125221500_cloud_api },
  { name: 'Migration20261125220000_platform_companies', class: Migration20261125220000_platform_companies },
  { name: 'Migration20261125223000_invoices_payments', class: Migration20261125223000_invoices_payments },
  { name: 'Migration20261125221354_campaigns', class: Migration20261125221354_campaigns },
  { name: 'Migration20261126030000_folded_search', class: Migration20261126030000_folded_search },
];
