import { Migration } from '@mikro-orm/migrations';

/** Per-company event sequence, the replay log of recent socket events, and the socket.io adapter's table. */
export class Migration20261122000500_realtime extends Migration {
  override name = 'Migration20261122000500_realtime';

  override up(): void {
    this.addSql(`create table "realtime_sequences" (
      "company_id" int primary key references "companies" ("id") on delete cascade,
      "last_seq" bigint not null default 0);`);
    this.addSql(`create table "realtime_events" (
      "company_id" int not null references "companies" ("id") on delete cascade,
      "seq" bigint not null,
      "event" varchar(100) not null,
      "rooms" text[] not null,
      "payload" jsonb not null,
      "created_at" timestamptz not null default now(),
      primary key ("company_id", "seq"));`);
    this.addSql(`create index "realtime_events_created_at_index" on "realtime_events" ("created_at");`);
    this.addSql(`create table "socket_io_attachments" (
      "id" bigserial unique,
      "created_at" timestamptz default now(),
      "payload" bytea);`);
  }
}
