import { Migration } from '@mikro-orm/migrations';

/** AI prompts, queue integrations (Typebot, n8n, webhook, Dialogflow), Typebot sessions and webhook deliveries. */
export class Migration20261125220000_prompts_integrations extends Migration {
  override name = 'Migration20261125220000_prompts_integrations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "prompts" ("id" serial primary key, "company_id" int not null, "name" varchar(100) not null, "prompt" text not null, "model" varchar(100) not null, "max_tokens" int not null default 100, "temperature" numeric(2,1) not null default 1, "max_messages" int not null default 10, "queue_id" int not null, "api_key_sealed" text not null default '', "base_url" varchar(500) not null default '', "handoff_words" varchar(500) not null default '', "transcribe_audio" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "prompts_company_id_index" on "prompts" ("company_id");`);
    this.addSql(`create index "prompts_queue_id_index" on "prompts" ("queue_id");`);
    this.addSql(
      `alter table "prompts" add constraint "prompts_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "prompts" add constraint "prompts_queue_id_foreign" foreign key ("queue_id") references "queues" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "queue_integrations" ("id" serial primary key, "company_id" int not null, "type" text not null, "name" varchar(50) not null, "project_name" varchar(200) not null default '', "json_content_sealed" text not null default '', "language" varchar(10) not null default '', "url_n8n" varchar(1000) not null default '', "typebot_slug" varchar(200) not null default '', "typebot_expires" int not null default 1, "typebot_delay_message" int not null default 1000, "typebot_keyword_finish" varchar(100) not null default '', "typebot_keyword_restart" varchar(100) not null default '', "typebot_unknown_message" text not null default '', "typebot_restart_message" text not null default '', "webhook_secret" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "queue_integrations_company_id_name_index" on "queue_integrations" ("company_id", "name");`);
    this.addSql(
      `alter table "queue_integrations" add constraint "queue_integrations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "queue_integrations" add constraint "queue_integrations_type_check" check ("type" in ('dialogflow', 'n8n', 'webhook', 'typebot'));`,
    );

    this.addSql(
      `create table "typebot_sessions" ("ticket_id" int not null, "company_id" int not null, "integration_id" int not null, "session_id" varchar(200) not null, "expires_at" timestamptz not null, "choices" jsonb not null default '[]', primary key ("ticket_id"));`,
    );
    this.addSql(
      `alter table "typebot_sessions" add constraint "typebot_sessions_ticket_id_foreign" foreign key ("ticket_id") references "tickets" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "typebot_sessions" add constraint "typebot_sessions_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "company_id" int not null, "integration_id" int not null, "ticket_id" int not null, "payload" jsonb not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "webhook_deliveries_company_id_status_index" on "webhook_deliveries" ("company_id", "status");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "typebot_sessions" cascade;`);
    this.addSql(`drop table if exists "queue_integrations" cascade;`);
    this.addSql(`drop table if exists "prompts" cascade;`);
  }
}
