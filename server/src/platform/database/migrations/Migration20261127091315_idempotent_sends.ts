import { Migration } from '@mikro-orm/migrations';

/** The `Idempotency-Key`s of the external send, per connection, each with the first send's answer. */
export class Migration20261127091315_idempotent_sends extends Migration {
  override name = 'Migration20261127091315_idempotent_sends';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_idempotent_sends" ("id" serial primary key, "company_id" int not null, "connection_id" int not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "answer" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "api_idempotent_sends_company_id_index" on "api_idempotent_sends" ("company_id");`);
    this.addSql(
      `create index "api_idempotent_sends_connection_id_created_at_index" on "api_idempotent_sends" ("connection_id", "created_at");`,
    );
    this.addSql(
      `alter table "api_idempotent_sends" add constraint "api_idempotent_sends_connection_id_key_unique" unique ("connection_id", "key");`,
    );

    this.addSql(
      `alter table "api_idempotent_sends" add constraint "api_idempotent_sends_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_idempotent_sends" add constraint "api_idempotent_sends_connection_id_foreign" foreign key ("connection_id") references "whatsapps" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "api_idempotent_sends";`);
  }
}
