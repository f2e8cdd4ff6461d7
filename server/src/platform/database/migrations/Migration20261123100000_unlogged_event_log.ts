import { Migration } from '@mikro-orm/migrations';

/**
 * The replay log of socket events is a short-lived copy of what was announced, not data: it is kept
 * out of the write-ahead log (about a third of what the inbound path wrote there). After a database
 * crash it starts empty, and clients behind the sequence (which stays logged) are told to refetch.
 */
export class Migration20261123100000_unlogged_event_log extends Migration {
  override name = 'Migration20261123100000_unlogged_event_log';

  override up(): void {
    this.addSql(`alter table "realtime_events" set unlogged;`);
  }

  override down(): void {
    this.addSql(`alter table "realtime_events" set logged;`);
  }
}
