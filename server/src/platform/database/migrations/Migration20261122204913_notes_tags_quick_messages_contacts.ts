import { Migration } from '@mikro-orm/migrations';

export class Migration20261122204913_notes_tags_quick_messages_contacts extends Migration {
  override name = 'Migration20261122204913_notes_tags_quick_messages_contacts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contact_custom_fields" ("id" serial primary key, "company_id" int not null, "contact_id" int not null, "name" varchar(100) not null, "value" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contact_custom_fields_company_id_index" on "contact_custom_fields" ("company_id");`);
    this.addSql(`create index "contact_custom_fields_contact_id_index" on "contact_custom_fields" ("contact_id");`);

    this.addSql(
      `create table "tags" ("id" serial primary key, "company_id" int not null, "name" varchar(50) not null, "color" varchar(9) not null, "kanban" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "tags_company_id_index" on "tags" ("company_id");`);
    this.addSql(`alter table "tags" add constraint "tags_company_id_name_unique" unique ("company_id", "name");`);

    this.addSql(
      `create table "quick_messages" ("id" serial primary key, "company_id" int not null, "user_id" int null, "shortcode" varchar(50) not null, "message" text not null default '', "geral" boolean not null default false, "media_id" uuid null, "media_name" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "quick_messages_company_id_index" on "quick_messages" ("company_id");`);
    this.addSql(`create index "quick_messages_user_id_index" on "quick_messages" ("user_id");`);
    this.addSql(`create index "quick_messages_company_id_shortcode_index" on "quick_messages" ("company_id", "shortcode");`);
    // Company-wide shortcodes are unique in the company, personal ones per author.
    this.addSql(
      `create unique index "quick_messages_geral_shortcode_unique" on "quick_messages" ("company_id", "shortcode") where "geral";`,
    );
    this.addSql(
      `create unique index "quick_messages_user_shortcode_unique" on "quick_messages" ("company_id", "user_id", "shortcode") where not "geral";`,
    );

    this.addSql(
      `create table "ticket_tags" ("id" serial primary key, "company_id" int not null, "ticket_id" int not null, "tag_id" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_tags_company_id_index" on "ticket_tags" ("company_id");`);
    this.addSql(`create index "ticket_tags_tag_id_ticket_id_index" on "ticket_tags" ("tag_id", "ticket_id");`);
    this.addSql(`alter table "ticket_tags" add constraint "ticket_tags_ticket_id_tag_id_unique" unique ("ticket_id", "tag_id");`);

    this.addSql(
      `create table "ticket_notes" ("id" serial primary key, "company_id" int not null, "ticket_id" int not null, "contact_id" int not null, "user_id" int null, "note" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_notes_company_id_index" on "ticket_notes" ("company_id");`);
    this.addSql(`create index "ticket_notes_contact_id_index" on "ticket_notes" ("contact_id");`);
    this.addSql(`create index "ticket_notes_user_id_index" on "ticket_notes" ("user_id");`);
    this.addSql(`create index "ticket_notes_ticket_id_created_at_index" on "ticket_notes" ("ticket_id", "created_at");`);

    this.addSql(
      `alter table "contact_custom_fields" add constraint "contact_custom_fields_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "contact_custom_fields" add constraint "contact_custom_fields_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "tags" add constraint "tags_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "quick_messages" add constraint "quick_messages_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quick_messages" add constraint "quick_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "quick_messages" add constraint "quick_messages_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "ticket_tags" add constraint "ticket_tags_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_tags" add constraint "ticket_tags_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_tags" add constraint "ticket_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "ticket_notes" add constraint "ticket_notes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_notes" add constraint "ticket_notes_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_notes" add constraint "ticket_notes_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_notes" add constraint "ticket_notes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }
}
