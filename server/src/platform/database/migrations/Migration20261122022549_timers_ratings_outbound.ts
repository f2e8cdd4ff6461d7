import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022549_timers_ratings_outbound extends Migration {
  override name = 'Migration20261122022549_timers_ratings_outbound';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_ratings" ("id" serial primary key, "company_id" int not null, "ticket_id" int not null, "tracking_id" int not null, "user_id" int null, "rate" int not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "user_ratings_company_id_index" on "user_ratings" ("company_id");`);
    this.addSql(`create index "user_ratings_ticket_id_index" on "user_ratings" ("ticket_id");`);
    this.addSql(`alter table "user_ratings" add constraint "user_ratings_tracking_id_unique" unique ("tracking_id");`);
    this.addSql(`create index "user_ratings_company_id_created_at_index" on "user_ratings" ("company_id", "created_at");`);

    this.addSql(`alter table "tickets" add "from_me" boolean not null default false;`);

    this.addSql(
      `alter table "messages" add "send_status" text not null default 'sent', add "send_error" text null, add "client_key" varchar(64) null, add "user_id" int null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "messages" add constraint "messages_company_id_client_key_unique" unique ("company_id", "client_key");`);
    this.addSql(
      `alter table "messages" add constraint "messages_send_status_check" check ("send_status" in ('pending', 'sent', 'failed'));`,
    );

    this.addSql(
      `alter table "user_ratings" add constraint "user_ratings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_ratings" add constraint "user_ratings_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_ratings" add constraint "user_ratings_tracking_id_foreign" foreign key ("tracking_id") references "ticket_trackings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_ratings" add constraint "user_ratings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    // What the ticket timers sweep: open chats whose last message was ours, the current cycle of pending
    // tickets, and sends that never finished.
    this.addSql(
      `create index "tickets_open_idle_index" on "tickets" ("updated_at") where "status" = 'open' and "from_me" and not "is_group";`,
    );
    this.addSql(
      `create index "tickets_pending_unqueued_index" on "tickets" ("whatsapp_id") where "status" = 'pending' and "queue_id" is null;`,
    );
    this.addSql(`create index "ticket_trackings_current_index" on "ticket_trackings" ("ticket_id") where "finished_at" is null;`);
    this.addSql(`create index "messages_pending_send_index" on "messages" ("created_at") where "send_status" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "tickets_open_idle_index";`);
    this.addSql(`drop index if exists "tickets_pending_unqueued_index";`);
    this.addSql(`drop index if exists "ticket_trackings_current_index";`);
    this.addSql(`drop index if exists "messages_pending_send_index";`);
    this.addSql(`drop table if exists "user_ratings" cascade;`);
    this.addSql(`alter table "messages" drop constraint "messages_user_id_foreign";`);

    this.addSql(`alter table "messages" drop constraint "messages_company_id_client_key_unique";`);
    this.addSql(`alter table "messages" drop constraint "messages_send_status_check";`);
    this.addSql(
      `alter table "messages" drop column "send_status", drop column "send_error", drop column "client_key", drop column "user_id";`,
    );

    this.addSql(`alter table "tickets" drop column "from_me";`);
  }
}
