import { Migration } from '@mikro-orm/migrations';

/** Help videos: platform-wide, not company-owned. */
export class Migration20261125203804_helps extends Migration {
  override name = 'Migration20261125203804_helps';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "helps" ("id" serial primary key, "title" varchar(100) not null, "description" text not null default '', "video" varchar(20) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "helps" cascade;`);
  }
}
