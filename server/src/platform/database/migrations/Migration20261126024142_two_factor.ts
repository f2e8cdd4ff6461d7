import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: one row per user who set it up (secrets sealed by the field cipher, recovery codes hashed). */
export class Migration20261126024142_two_factor extends Migration {
  override name = 'Migration20261126024142_two_factor';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_two_factors" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "secret" text null, "pending_secret" text null, "enabled_at" timestamptz null, "recovery_hashes" jsonb not null default '[]', "last_step" bigint not null default '0', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "user_two_factors" add constraint "user_two_factors_user_id_unique" unique ("user_id");`);

    this.addSql(
      `alter table "user_two_factors" add constraint "user_two_factors_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_two_factors" add constraint "user_two_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_two_factors" cascade;`);
  }
}
