import { Migration } from '@mikro-orm/migrations';

/** Which bot last failed on a ticket and why (shown to attendants), or null. */
export class Migration20261127090000_ticket_bot_failure extends Migration {
  override name = 'Migration20261127090000_ticket_bot_failure';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tickets" add "bot_failure" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tickets" drop column "bot_failure";`);
  }
}
