import { Migration } from '@mikro-orm/migrations';

/** Password-reset codes: one per user at a time, kept as a SHA-256, gone with the user. */
export class Migration20261125195224_password_resets extends Migration {
  override name = 'Migration20261125195224_password_resets';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_resets" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "attempts" int not null default 0, "expires_at" timestamptz not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }
}
