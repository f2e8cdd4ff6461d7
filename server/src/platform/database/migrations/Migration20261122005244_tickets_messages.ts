import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005244_tickets_messages extends Migration {
  override name = 'Migration20261122005244_tickets_messages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "contacts" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "number" varchar(50) not null, "lid" varchar(50) null, "email" varchar(254) not null default '', "profile_pic_url" varchar(1000) not null default '', "is_group" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "contacts_company_id_index" on "contacts" ("company_id");`);
    this.addSql(`create index "contacts_company_id_name_index" on "contacts" ("company_id", "name");`);
    this.addSql(`alter table "contacts" add constraint "contacts_company_id_number_unique" unique ("company_id", "number");`);
    this.addSql(`create unique index "contacts_company_id_lid_unique" on "contacts" ("company_id", "lid") where "lid" is not null;`);

    this.addSql(
      `create table "tickets" ("id" serial primary key, "uuid" uuid not null, "company_id" int not null, "status" text not null default 'pending', "contact_id" int not null, "whatsapp_id" int null, "queue_id" int null, "user_id" int null, "last_message" text not null default '', "unread_messages" int not null default 0, "is_group" boolean not null default false, "chatbot" boolean not null default false, "amount_used_bot_queues" int not null default 0, "queue_option_id" int null, "prompt_id" int null, "integration_id" int null, "use_integration" boolean not null default false, "closed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "tickets" add constraint "tickets_uuid_unique" unique ("uuid");`);
    this.addSql(`create index "tickets_company_id_index" on "tickets" ("company_id");`);
    this.addSql(`create index "tickets_company_id_status_updated_at_index" on "tickets" ("company_id", "status", "updated_at");`);
    this.addSql(
      `create index "tickets_company_id_queue_id_status_user_id_index" on "tickets" ("company_id", "queue_id", "status", "user_id");`,
    );
    this.addSql(`create index "tickets_contact_id_whatsapp_id_index" on "tickets" ("contact_id", "whatsapp_id");`);
    // The database itself forbids two active tickets for one contact on one connection.
    this.addSql(
      `create unique index "tickets_one_active_per_contact_connection" on "tickets" ("contact_id", "whatsapp_id") where "status" in ('open', 'pending');`,
    );

    this.addSql(
      `create table "ticket_trackings" ("id" serial primary key, "company_id" int not null, "ticket_id" int not null, "whatsapp_id" int null, "user_id" int null, "queued_at" timestamptz null, "started_at" timestamptz null, "finished_at" timestamptz null, "rating_at" timestamptz null, "chatbot_at" timestamptz null, "rated" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ticket_trackings_company_id_index" on "ticket_trackings" ("company_id");`);
    this.addSql(`create index "ticket_trackings_ticket_id_index" on "ticket_trackings" ("ticket_id");`);
    this.addSql(`create index "ticket_trackings_company_id_queued_at_index" on "ticket_trackings" ("company_id", "queued_at");`);

    this.addSql(
      `create table "messages" ("id" bigserial primary key, "company_id" int not null, "ticket_id" int not null, "contact_id" int null, "whatsapp_id" int null, "wa_id" varchar(128) not null, "body" text not null default '', "from_me" boolean not null default false, "read" boolean not null default false, "ack" int not null default 0, "media_type" text not null default 'chat', "media_id" uuid null, "quoted_msg_id" bigint null, "is_deleted" boolean not null default false, "is_edited" boolean not null default false, "recovered" boolean not null default false, "sent_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "messages_company_id_index" on "messages" ("company_id");`);
    this.addSql(`create index "messages_ticket_id_created_at_index" on "messages" ("ticket_id", "created_at");`);
    this.addSql(`alter table "messages" add constraint "messages_whatsapp_id_wa_id_unique" unique ("whatsapp_id", "wa_id");`);

    this.addSql(
      `alter table "contacts" add constraint "contacts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "tickets" add constraint "tickets_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tickets" add constraint "tickets_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tickets" add constraint "tickets_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tickets" add constraint "tickets_queue_id_foreign" foreign key ("queue_id") references "queues" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tickets" add constraint "tickets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "tickets" add constraint "tickets_status_check" check ("status" in ('pending', 'open', 'closed'));`);

    this.addSql(
      `alter table "ticket_trackings" add constraint "ticket_trackings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ticket_trackings" add constraint "ticket_trackings_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_media_type_check" check ("media_type" in ('chat', 'image', 'audio', 'video', 'application', 'locationMessage', 'vcard', 'contactMessage', 'call_log'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tickets" drop constraint "tickets_contact_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_contact_id_foreign";`);
    this.addSql(`alter table "ticket_trackings" drop constraint "ticket_trackings_ticket_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_ticket_id_foreign";`);
  }
}
