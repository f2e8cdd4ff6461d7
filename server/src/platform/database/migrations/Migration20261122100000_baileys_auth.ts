import { Migration } from '@mikro-orm/migrations';

/**
 * WhatsApp (Baileys) auth state: one row per credential or signal key of a connection, the value
 * encrypted by the server (AES-256-GCM). Written with raw SQL by `modules/baileys/auth-store.ts`;
 * listed in FOREIGN_TABLES so the ORM's schema diff leaves it alone.
 */
export class Migration20261122100000_baileys_auth extends Migration {
  override name = 'Migration20261122100000_baileys_auth';

  override up(): void {
    this.addSql(`create table "baileys_auth_keys" (
      "company_id" int not null references "companies" ("id") on delete cascade,
      "whatsapp_id" int not null references "whatsapps" ("id") on delete cascade,
      "category" text not null,
      "key_id" text not null,
      "value" bytea not null,
      "updated_at" timestamptz not null default now(),
      primary key ("whatsapp_id", "category", "key_id"));`);
    this.addSql(`create index "baileys_auth_keys_company_id_index" on "baileys_auth_keys" ("company_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "baileys_auth_keys";`);
  }
}
