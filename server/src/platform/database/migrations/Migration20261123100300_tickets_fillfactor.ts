import { Migration } from '@mikro-orm/migrations';

/**
 * A ticket's row is rewritten for every batch of its messages: room left on each page lets the new
 * version stay on it (a heap-only update, no index entries), so a busy conversation does not bloat
 * the ticket indexes between vacuums.
 */
export class Migration20261123100300_tickets_fillfactor extends Migration {
  override name = 'Migration20261123100300_tickets_fillfactor';

  override up(): void {
    this.addSql(`alter table "tickets" set (fillfactor = 80);`);
  }

  override down(): void {
    this.addSql(`alter table "tickets" reset (fillfactor);`);
  }
}
