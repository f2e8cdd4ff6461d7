import { Migration } from '@mikro-orm/migrations';

/**
 * Contacts get a stable `uuid` (existing rows one each, from the column default) and the connection
 * they came through (existing rows: the connection of their first ticket); tags get who created them
 * (unknown, null, for existing rows).
 */
export class Migration20261125220000_contact_uuid_source_tag_creator extends Migration {
  override name = 'Migration20261125220000_contact_uuid_source_tag_creator';

  override up(): void {
    this.addSql(`alter table "contacts" add "uuid" uuid not null default gen_random_uuid(), add "whatsapp_id" int null;`);
    this.addSql(`alter table "contacts" add constraint "contacts_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "contacts_whatsapp_id_index" on "contacts" ("whatsapp_id");`);
    this.addSql(
      `alter table "contacts" add constraint "contacts_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete set null;`,
    );
    this.addSql(`
      update contacts c set whatsapp_id = first.whatsapp_id
        from (select distinct on (t.contact_id) t.contact_id, t.whatsapp_id
                from tickets t where t.whatsapp_id is not null
               order by t.contact_id, t.created_at, t.id) first
       where first.contact_id = c.id;`);
    this.addSql(`alter table "tags" add "user_id" int null;`);
    this.addSql(`create index "tags_user_id_index" on "tags" ("user_id");`);
    this.addSql(
      `alter table "tags" add constraint "tags_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "tags" drop column "user_id";`);
    this.addSql(`alter table "contacts" drop column "whatsapp_id", drop column "uuid";`);
  }
}
