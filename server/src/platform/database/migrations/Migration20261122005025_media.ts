import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005025_media extends Migration {
  override name = 'Migration20261122005025_media';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "media_files" ("id" uuid not null, "company_id" int not null, "storage_key" varchar(255) not null, "filename" varchar(255) not null, "mimetype" varchar(127) not null, "size" int not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "media_files_company_id_index" on "media_files" ("company_id");`);

    this.addSql(
      `alter table "media_files" add constraint "media_files_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
  }
}
