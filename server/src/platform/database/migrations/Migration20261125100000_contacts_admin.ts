import { Migration } from '@mikro-orm/migrations';

/**
 * The contacts screen: its search over e-mail (`ILIKE '%…%'`, a trigram index like name and number's)
 * and its filter by creation day. Hand-written: the snapshot does not describe operator classes.
 */
export class Migration20261125100000_contacts_admin extends Migration {
  override name = 'Migration20261125100000_contacts_admin';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "contacts_email_trgm_index" on "contacts" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "contacts_company_id_created_at_index" on "contacts" ("company_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "contacts_company_id_created_at_index";`);
    this.addSql(`drop index if exists "contacts_email_trgm_index";`);
  }
}
