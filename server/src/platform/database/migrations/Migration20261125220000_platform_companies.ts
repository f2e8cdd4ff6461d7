import { Migration } from '@mikro-orm/migrations';

/** Companies remember the sign-up link that brought them; company deletions run as jobs with progress. */
export class Migration20261125220000_platform_companies extends Migration {
  override name = 'Migration20261125220000_platform_companies';

  override up(): void | Promise<void> {
    this.addSql(`alter table "companies" add column "referrer_company_id" int null;`);
    this.addSql(
      `create table "company_deletions" ("id" serial primary key, "deleted_company_id" int not null, "company_name" varchar(100) not null, "status" text check ("status" in ('queued', 'running', 'done', 'failed')) not null default 'queued', "step" varchar(100) not null default '', "done" int not null default 0, "total" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "company_deletions_deleted_company_id_index" on "company_deletions" ("deleted_company_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_deletions" cascade;`);
    this.addSql(`alter table "companies" drop column "referrer_company_id";`);
  }
}
