import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004737_connections_queues extends Migration {
  override name = 'Migration20261122004737_connections_queues';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "queues" ("id" serial primary key, "company_id" int not null, "name" varchar(50) not null, "color" varchar(9) not null, "order_queue" int null, "greeting_message" text not null default '', "out_of_hours_message" text not null default '', "schedules" jsonb not null default '[]', "prompt_id" int null, "integration_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "queues_company_id_index" on "queues" ("company_id");`);
    this.addSql(`alter table "queues" add constraint "queues_company_id_color_unique" unique ("company_id", "color");`);
    this.addSql(`alter table "queues" add constraint "queues_company_id_name_unique" unique ("company_id", "name");`);

    this.addSql(
      `create table "queue_options" ("id" serial primary key, "company_id" int not null, "queue_id" int not null, "parent_id" int null, "title" varchar(100) not null, "message" text not null default '', "option" varchar(10) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "queue_options_company_id_index" on "queue_options" ("company_id");`);
    this.addSql(`create index "queue_options_queue_id_parent_id_index" on "queue_options" ("queue_id", "parent_id");`);

    this.addSql(
      `create table "user_queues" ("id" serial primary key, "company_id" int not null, "user_id" int not null, "queue_id" int not null);`,
    );
    this.addSql(`create index "user_queues_company_id_index" on "user_queues" ("company_id");`);
    this.addSql(`create index "user_queues_queue_id_index" on "user_queues" ("queue_id");`);
    this.addSql(`alter table "user_queues" add constraint "user_queues_user_id_queue_id_unique" unique ("user_id", "queue_id");`);

    this.addSql(
      `create table "whatsapps" ("id" serial primary key, "company_id" int not null, "name" varchar(50) not null, "status" text not null default 'DISCONNECTED', "qrcode" text not null default '', "retries" int not null default 0, "is_default" boolean not null default false, "provider" text not null default 'beta', "greeting_message" text not null default '', "complation_message" text not null default '', "out_of_hours_message" text not null default '', "rating_message" text not null default '', "expires_inactive_message" text not null default '', "expires_ticket" int not null default 0, "time_use_bot_queues" int not null default 0, "max_use_bot_queues" int not null default 3, "time_to_transfer" int null, "transfer_queue_id" int null, "prompt_id" int null, "integration_id" int null, "token" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "whatsapps_company_id_index" on "whatsapps" ("company_id");`);
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_token_unique" unique ("token");`);
    this.addSql(`create index "whatsapps_company_id_status_index" on "whatsapps" ("company_id", "status");`);
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_company_id_name_unique" unique ("company_id", "name");`);
    // At most one default connection per company, enforced by the database itself.
    this.addSql(`create unique index "whatsapps_one_default_per_company" on "whatsapps" ("company_id") where "is_default";`);

    this.addSql(
      `create table "whatsapp_queues" ("id" serial primary key, "company_id" int not null, "whatsapp_id" int not null, "queue_id" int not null);`,
    );
    this.addSql(`create index "whatsapp_queues_company_id_index" on "whatsapp_queues" ("company_id");`);
    this.addSql(`create index "whatsapp_queues_queue_id_index" on "whatsapp_queues" ("queue_id");`);
    this.addSql(
      `alter table "whatsapp_queues" add constraint "whatsapp_queues_whatsapp_id_queue_id_unique" unique ("whatsapp_id", "queue_id");`,
    );

    this.addSql(
      `alter table "queues" add constraint "queues_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "queue_options" add constraint "queue_options_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "queue_options" add constraint "queue_options_queue_id_foreign" foreign key ("queue_id") references "queues" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "queue_options" add constraint "queue_options_parent_id_foreign" foreign key ("parent_id") references "queue_options" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "user_queues" add constraint "user_queues_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_queues" add constraint "user_queues_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_queues" add constraint "user_queues_queue_id_foreign" foreign key ("queue_id") references "queues" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "whatsapps" add constraint "whatsapps_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "whatsapps" add constraint "whatsapps_transfer_queue_id_foreign" foreign key ("transfer_queue_id") references "queues" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "whatsapps" add constraint "whatsapps_status_check" check ("status" in ('CONNECTED', 'DISCONNECTED', 'OPENING', 'qrcode', 'PAIRING', 'TIMEOUT'));`,
    );
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_provider_check" check ("provider" in ('beta', 'sandbox'));`);

    this.addSql(
      `alter table "whatsapp_queues" add constraint "whatsapp_queues_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "whatsapp_queues" add constraint "whatsapp_queues_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "whatsapp_queues" add constraint "whatsapp_queues_queue_id_foreign" foreign key ("queue_id") references "queues" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "queue_options" drop constraint "queue_options_queue_id_foreign";`);
    this.addSql(`alter table "user_queues" drop constraint "user_queues_queue_id_foreign";`);
    this.addSql(`alter table "whatsapps" drop constraint "whatsapps_transfer_queue_id_foreign";`);
    this.addSql(`alter table "whatsapp_queues" drop constraint "whatsapp_queues_queue_id_foreign";`);
    this.addSql(`alter table "queue_options" drop constraint "queue_options_parent_id_foreign";`);
    this.addSql(`alter table "whatsapp_queues" drop constraint "whatsapp_queues_whatsapp_id_foreign";`);
  }
}
