import { Migration } from '@mikro-orm/migrations';

/** Messages contacts sent to a paired sandbox phone while its session was down, delivered when it returns. */
export class Migration20261122100200_sandbox_pending extends Migration {
  override name = 'Migration20261122100200_sandbox_pending';

  override up(): void {
    this.addSql(`create table "sandbox_pending" (
      "seq" bigserial primary key,
      "whatsapp_id" int not null references "whatsapps" ("id") on delete cascade,
      "company_id" int not null,
      "message_id" varchar(128) not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "sandbox_pending_whatsapp_id_message_id_unique" unique ("whatsapp_id", "message_id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "sandbox_pending";`);
  }
}
