import { Migration } from '@mikro-orm/migrations';

/** Platform-wide announcements (not company-owned), with an optional image. */
export class Migration20261125201120_announcements extends Migration {
  override name = 'Migration20261125201120_announcements';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "announcements" ("id" serial primary key, "title" varchar(200) not null, "text" text not null, "priority" smallint not null default 3, "status" boolean not null default true, "media_id" uuid null, "media_name" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "announcements_media_id_index" on "announcements" ("media_id");`);
    this.addSql(`create index "announcements_status_priority_created_at_index" on "announcements" ("status", "priority", "created_at");`);

    this.addSql(
      `alter table "announcements" add constraint "announcements_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "announcements" cascade;`);
  }
}
