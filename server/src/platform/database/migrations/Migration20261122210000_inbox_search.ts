import { Migration } from '@mikro-orm/migrations';

/**
 * The ticket inbox's search (contact name, number and message text, `ILIKE '%…%'`) through trigram
 * GIN indexes. Hand-written: the snapshot does not describe operator classes, so these indexes are
 * outside the schema diff. (The list index on (company_id, updated_at) moved to the next migration.)
 */
export class Migration20261122210000_inbox_search extends Migration {
  override name = 'Migration20261122210000_inbox_search';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "contacts_name_trgm_index" on "contacts" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "contacts_number_trgm_index" on "contacts" using gin ("number" gin_trgm_ops);`);
    this.addSql(`create index "messages_body_trgm_index" on "messages" using gin ("body" gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "messages_body_trgm_index";`);
    this.addSql(`drop index if exists "contacts_number_trgm_index";`);
    this.addSql(`drop index if exists "contacts_name_trgm_index";`);
  }
}
