import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000148 extends Migration {
  override name = 'Migration20261122000148';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_throttles" ("key" varchar(64) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "blocked_until" timestamptz null, primary key ("key"));`,
    );

    this.addSql(
      `create table "plans" ("id" serial primary key, "name" varchar(100) not null, "users" int not null default 0, "connections" int not null default 0, "queues" int not null default 0, "value" numeric(10,2) not null default 0, "use_campaigns" boolean not null default false, "use_schedules" boolean not null default false, "use_internal_chat" boolean not null default false, "use_external_api" boolean not null default false, "use_kanban" boolean not null default false, "use_open_ai" boolean not null default false, "use_integrations" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "plans" add constraint "plans_name_unique" unique ("name");`);

    this.addSql(
      `create table "companies" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) null, "phone" varchar(30) null, "plan_id" int not null, "status" boolean not null default true, "due_date" date null, "recurrence" text not null default 'MENSAL', "schedules" jsonb not null default '[]', "billing_name" varchar(150) null, "billing_document" varchar(30) null, "billing_address" varchar(250) null, "billing_city" varchar(100) null, "billing_state" varchar(100) null, "billing_zipcode" varchar(20) null, "billing_country" varchar(60) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "companies_plan_id_index" on "companies" ("plan_id");`);
    this.addSql(
      `alter table "companies" add constraint "companies_recurrence_check" check ("recurrence" in ('MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'));`,
    );

    this.addSql(
      `create table "settings" ("id" serial primary key, "company_id" int not null, "key" varchar(100) not null, "value" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "settings_company_id_index" on "settings" ("company_id");`);
    this.addSql(`alter table "settings" add constraint "settings_company_id_key_unique" unique ("company_id", "key");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "profile" text not null default 'user', "super" boolean not null default false, "all_ticket" text not null default 'desabled', "whatsapp_id" int null, "language" text null, "token_version" int not null default 0, "online" boolean not null default false, "last_seen_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "users_company_id_index" on "users" ("company_id");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_profile_check" check ("profile" in ('admin', 'user', 'supervisor'));`);
    this.addSql(`alter table "users" add constraint "users_all_ticket_check" check ("all_ticket" in ('enabled', 'desabled'));`);
    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('pt', 'en', 'es'));`);

    this.addSql(`alter table "companies" add constraint "companies_plan_id_foreign" foreign key ("plan_id") references "plans" ("id");`);

    this.addSql(
      `alter table "settings" add constraint "settings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
  }
}
