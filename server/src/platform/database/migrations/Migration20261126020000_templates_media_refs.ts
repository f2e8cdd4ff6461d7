import { Migration } from '@mikro-orm/migrations';

/** Cloud API templates chosen by campaigns and schedules; what a failed media download needs to be tried again. */
export class Migration20261126020000_templates_media_refs extends Migration {
  override name = 'Migration20261126020000_templates_media_refs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campaigns" add column "template" jsonb null;`);
    this.addSql(`alter table "campaign_shippings" add column "template_parameters" jsonb null;`);
    this.addSql(`alter table "schedules" add column "template" jsonb null;`);
    this.addSql(`alter table "messages" add column "media_ref" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campaigns" drop column "template";`);
    this.addSql(`alter table "campaign_shippings" drop column "template_parameters";`);
    this.addSql(`alter table "schedules" drop column "template";`);
    this.addSql(`alter table "messages" drop column "media_ref";`);
  }
}
