import { Migration } from '@mikro-orm/migrations';

/**
 * Every kind the WhatsApp Cloud API delivers: orders, unsupported messages, system lines and reactions
 * as media types; an edited message's earlier texts, the structured content of the new kinds and the
 * click-to-WhatsApp ad on the message; and the changes (statuses, edits, revokes) that arrive before
 * the message they are about.
 */
export class Migration20261127131000_cloud_message_kinds extends Migration {
  override name = 'Migration20261127131000_cloud_message_kinds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "messages" drop constraint if exists "messages_media_type_check";`);
    this.addSql(
      `alter table "messages" add constraint "messages_media_type_check" check ("media_type" in ('chat', 'image', 'audio', 'video', 'application', 'locationMessage', 'vcard', 'contactMessage', 'call_log', 'order', 'unsupported', 'system', 'reaction'));`,
    );
    this.addSql(`alter table "messages" add "previous_bodies" jsonb null, add "details" jsonb null, add "referral" jsonb null;`);
    this.addSql(
      `create table "cloud_early_changes" ("id" bigserial primary key, "company_id" int not null, "whatsapp_id" int not null, "wa_id" varchar(128) not null, "kind" text check ("kind" in ('ack', 'failed', 'edit', 'revoke')) not null, "ack" int null, "body" text null, "error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "cloud_early_changes_company_id_index" on "cloud_early_changes" ("company_id");`);
    this.addSql(`create index "cloud_early_changes_whatsapp_id_wa_id_index" on "cloud_early_changes" ("whatsapp_id", "wa_id");`);
    this.addSql(
      `alter table "cloud_early_changes" add constraint "cloud_early_changes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "cloud_early_changes" add constraint "cloud_early_changes_whatsapp_id_foreign" foreign key ("whatsapp_id") references "whatsapps" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cloud_early_changes" cascade;`);
    this.addSql(`alter table "messages" drop column "previous_bodies", drop column "details", drop column "referral";`);
    this.addSql(`alter table "messages" drop constraint if exists "messages_media_type_check";`);
    this.addSql(
      `alter table "messages" add constraint "messages_media_type_check" check ("media_type" in ('chat', 'image', 'audio', 'video', 'application', 'locationMessage', 'vcard', 'contactMessage', 'call_log'));`,
    );
  }
}
