import { Migration } from '@mikro-orm/migrations';

/**
 * Which server process runs each connection's session (a lease it renews), and the side table for
 * requests between processes too large for a NOTIFY payload. Written by hand: raw SQL, no entities.
 */
export class Migration20261122100100_session_leases extends Migration {
  override name = 'Migration20261122100100_session_leases';

  override up(): void {
    this.addSql(`create table "session_leases" (
      "whatsapp_id" int primary key references "whatsapps" ("id") on delete cascade,
      "company_id" int not null,
      "owner" text not null,
      "expires_at" timestamptz not null,
      "acquired_at" timestamptz);`);
    this.addSql(`create index "session_leases_owner_index" on "session_leases" ("owner");`);
    this.addSql(`create table "session_relay_payloads" (
      "id" uuid primary key,
      "body" text not null,
      "created_at" timestamptz not null default now());`);
  }

  override down(): void {
    this.addSql(`drop table if exists "session_relay_payloads";`);
    this.addSql(`drop table if exists "session_leases";`);
  }
}
