import { Migration } from '@mikro-orm/migrations';

/**
 * File lists and their options (issue 13, part 5). An option's `media_id` is a foreign key to
 * `media_files`, which is how the media collector learns that it refers to a file; its partial index
 * serves the collector's lookup and the `set null` when a file goes.
 */
export class Migration20261125110000_file_lists extends Migration {
  override name = 'Migration20261125110000_file_lists';

  override up(): void {
    this.addSql(
      `create table "file_lists" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "message" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "file_lists" add constraint "file_lists_company_id_name_unique" unique ("company_id", "name");`);
    this.addSql(
      `alter table "file_lists" add constraint "file_lists_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "file_list_options" ("id" serial primary key, "company_id" int not null, "file_list_id" int not null, "position" int not null, "name" varchar(100) not null, "message" text not null default '', "value" varchar(255) not null default '', "media_type" text check ("media_type" in ('image', 'video', 'audio', 'document')) null, "media_id" uuid null, "media_name" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "file_list_options_company_id_index" on "file_list_options" ("company_id");`);
    this.addSql(`create index "file_list_options_file_list_id_position_index" on "file_list_options" ("file_list_id", "position");`);
    this.addSql(`create index "file_list_options_media_id_index" on "file_list_options" ("media_id") where "media_id" is not null;`);
    this.addSql(
      `alter table "file_list_options" add constraint "file_list_options_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "file_list_options" add constraint "file_list_options_file_list_id_foreign" foreign key ("file_list_id") references "file_lists" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "file_list_options" add constraint "file_list_options_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "file_list_options" cascade;`);
    this.addSql(`drop table if exists "file_lists" cascade;`);
  }
}
