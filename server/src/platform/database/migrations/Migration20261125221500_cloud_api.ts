import { Migration } from '@mikro-orm/migrations';

/** WhatsApp Cloud API connections: provider `cloud`, its ids at Meta, sealed secrets, pace and template cache. */
export class Migration20261125221500_cloud_api extends Migration {
  override name = 'Migration20261125221500_cloud_api';

  override up(): void | Promise<void> {
    this.addSql(`alter table "whatsapps" drop constraint if exists "whatsapps_provider_check";`);
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_provider_check" check ("provider" in ('beta', 'sandbox', 'cloud'));`);
    this.addSql(
      `alter table "whatsapps" add column "cloud_phone_number_id" varchar(32) null, add column "cloud_business_account_id" varchar(32) null, add column "cloud_access_token" text null, add column "cloud_app_secret" text null, add column "cloud_verify_token" varchar(128) null, add column "cloud_messages_per_second" int not null default 80, add column "cloud_error" text null, add column "cloud_templates" jsonb null, add column "cloud_templates_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "whatsapps" drop column "cloud_phone_number_id", drop column "cloud_business_account_id", drop column "cloud_access_token", drop column "cloud_app_secret", drop column "cloud_verify_token", drop column "cloud_messages_per_second", drop column "cloud_error", drop column "cloud_templates", drop column "cloud_templates_at";`,
    );
    this.addSql(`alter table "whatsapps" drop constraint if exists "whatsapps_provider_check";`);
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_provider_check" check ("provider" in ('beta', 'sandbox'));`);
  }
}
