import { Migration } from '@mikro-orm/migrations';

/**
 * Contact lists, their items and the campaign settings (issue 14, parts 1 and 2). A number appears
 * once per list (`contact_list_items_contact_list_id_number_unique`, which also serves the upload's
 * duplicate check); `(contact_list_id, name, id)` serves the items page, its order and its count.
 */
export class Migration20261125193615_contact_lists extends Migration {
  override name = 'Migration20261125193615_contact_lists';

  override up(): void {
    this.addSql(
      `create table "contact_lists" ("id" serial primary key, "company_id" int not null, "name" varchar(50) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_lists_company_id_name_index" on "contact_lists" ("company_id", "name");`);
    this.addSql(
      `alter table "contact_lists" add constraint "contact_lists_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "contact_list_items" ("id" serial primary key, "company_id" int not null, "contact_list_id" int not null, "name" varchar(50) not null, "number" varchar(50) not null, "email" varchar(254) not null default '', "is_whatsapp_valid" boolean null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_list_items_company_id_index" on "contact_list_items" ("company_id");`);
    this.addSql(
      `create index "contact_list_items_contact_list_id_name_id_index" on "contact_list_items" ("contact_list_id", "name", "id");`,
    );
    this.addSql(
      `alter table "contact_list_items" add constraint "contact_list_items_contact_list_id_number_unique" unique ("contact_list_id", "number");`,
    );
    this.addSql(
      `alter table "contact_list_items" add constraint "contact_list_items_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "contact_list_items" add constraint "contact_list_items_contact_list_id_foreign" foreign key ("contact_list_id") references "contact_lists" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "campaign_settings" ("id" serial primary key, "company_id" int not null, "key" varchar(50) not null, "value" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "campaign_settings" add constraint "campaign_settings_company_id_key_unique" unique ("company_id", "key");`);
    this.addSql(
      `alter table "campaign_settings" add constraint "campaign_settings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "campaign_settings" cascade;`);
    this.addSql(`drop table if exists "contact_list_items" cascade;`);
    this.addSql(`drop table if exists "contact_lists" cascade;`);
  }
}
