import { Migration } from '@mikro-orm/migrations';

/** Trigram indexes behind the contact search (any part of the name or of the number). */
export class Migration20261122211500_contact_search extends Migration {
  override name = 'Migration20261122211500_contact_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "contacts_name_trgm_index" on "contacts" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "contacts_number_trgm_index" on "contacts" using gin ("number" gin_trgm_ops);`);
  }
}
