import { Migration } from '@mikro-orm/migrations';

export class Migration20261122212208_inbox_lists extends Migration {
  override name = 'Migration20261122212208_inbox_lists';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "tickets_company_id_user_id_status_updated_at_index" on "tickets" ("company_id", "user_id", "status", "updated_at");`,
    );
    // A database that ran the first version of Migration20261122210000_inbox_search has it already.
    this.addSql(`create index if not exists "tickets_company_id_updated_at_index" on "tickets" ("company_id", "updated_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tickets_company_id_user_id_status_updated_at_index";`);
    this.addSql(`drop index if exists "tickets_company_id_updated_at_index";`);
  }
}
