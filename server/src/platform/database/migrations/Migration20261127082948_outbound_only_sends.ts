import { Migration } from '@mikro-orm/migrations';

/**
 * A campaign's or scheduled message to a contact without an active ticket leaves the ticket closed (or
 * creates it closed); `outbound_only_at` marks such a ticket so the contact's answer reopens it.
 */
export class Migration20261127082948_outbound_only_sends extends Migration {
  override name = 'Migration20261127082948_outbound_only_sends';

  override up(): void {
    this.addSql(`alter table "tickets" add "outbound_only_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "tickets" drop column "outbound_only_at";`);
  }
}
