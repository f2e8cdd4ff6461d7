import { Migration } from '@mikro-orm/migrations';

/**
 * Campaigns, their shipping rows (one per campaign and number: the dispatcher's exactly-once record)
 * and the company's opted-out numbers (issue 14, parts 3 to 5).
 */
export class Migration20261125221354_campaigns extends Migration {
  override name = 'Migration20261125221354_campaigns';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "campaigns" ("id" serial primary key, "company_id" int not null, "name" varchar(50) not null, "status" text not null default 'INATIVA', "confirmation" boolean not null default false, "message1" text not null default '', "message2" text not null default '', "message3" text not null default '', "message4" text not null default '', "message5" text not null default '', "confirmation_message1" text not null default '', "confirmation_message2" text not null default '', "confirmation_message3" text not null default '', "confirmation_message4" text not null default '', "confirmation_message5" text not null default '', "scheduled_at" timestamptz null, "completed_at" timestamptz null, "whatsapp_id" int not null, "contact_list_id" int null, "tag_list_id" int null, "file_list_id" int null, "media_id" uuid null, "media_name" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "campaigns_whatsapp_id_index" on "campaigns" ("whatsapp_id");`);
    this.addSql(`create index "campaigns_contact_list_id_index" on "campaigns" ("contact_list_id");`);
    this.addSql(`create index "campaigns_tag_list_id_index" on "campaigns" ("tag_list_id");`);
    this.addSql(`create index "campaigns_file_list_id_index" on "campaigns" ("file_list_id");`);
    this.addSql(`create index "campaigns_company_id_created_at_index" on "campaigns" ("company_id", "created_at");`);
    this.addSql(`create index "campaigns_status_scheduled_at_index" on "campaigns" ("status", "scheduled_at");`);

    this.addSql(
      `create table "campaign_shippings" ("id" serial primary key, "company_id" int not null, "campaign_id" int not null, "number" varchar(50) not null, "name" varchar(50) not null default '', "email" varchar(254) not null default '', "status" text not null default 'pending', "message" text not null, "confirmation_message" text not null default '', "attempts" int not null default 0, "error" text null, "message_id" bigint null, "delivered_at" timestamptz null, "confirmation_requested_at" timestamptz null, "confirmed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "campaign_shippings_company_id_index" on "campaign_shippings" ("company_id");`);
    this.addSql(`create index "campaign_shippings_campaign_id_status_id_index" on "campaign_shippings" ("campaign_id", "status", "id");`);
    this.addSql(
      `alter table "campaign_shippings" add constraint "campaign_shippings_campaign_id_number_unique" unique ("campaign_id", "number");`,
    );

    this.addSql(
      `create table "campaign_opt_outs" ("id" serial primary key, "company_id" int not null, "number" varchar(50) not null, "word" varchar(30) not null, "campaign_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "campaign_opt_outs" add constraint "campaign_opt_outs_company_id_number_unique" unique ("company_id", "number");`,
    );

    this.addSql(
      `alter table "campaigns" add constraint "campaigns_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_contact_list_id_foreign" foreign key ("contact_list_id") references "contact_lists" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_tag_list_id_foreign" foreign key ("tag_list_id") references "tags" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_file_list_id_foreign" foreign key ("file_list_id") references "file_lists" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_media_id_foreign" foreign key ("media_id") references "media_files" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_status_check" check ("status" in ('INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'));`,
    );

    this.addSql(
      `alter table "campaign_shippings" add constraint "campaign_shippings_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign_shippings" add constraint "campaign_shippings_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign_shippings" add constraint "campaign_shippings_status_check" check ("status" in ('pending', 'sending', 'awaiting_confirmation', 'delivered', 'failed', 'opted_out'));`,
    );

    this.addSql(
      `alter table "campaign_opt_outs" add constraint "campaign_opt_outs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaign_opt_outs" add constraint "campaign_opt_outs_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_opt_outs" cascade;`);
    this.addSql(`drop table if exists "campaign_shippings" cascade;`);
    this.addSql(`drop table if exists "campaigns" cascade;`);
  }
}
