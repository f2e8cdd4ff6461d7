import { Migration } from '@mikro-orm/migrations';

/**
 * The media collector asks, for each stored file, whether a message or a quick message still refers
 * to it, and deleting a file sets those references to null: both need an index on the referring
 * column. Partial, as most messages carry no media, so text messages add nothing to it.
 */
export class Migration20261123200000_media_references extends Migration {
  override name = 'Migration20261123200000_media_references';

  override up(): void {
    this.addSql(`create index "messages_media_id_index" on "messages" ("media_id") where "media_id" is not null;`);
    this.addSql(`create index "quick_messages_media_id_index" on "quick_messages" ("media_id") where "media_id" is not null;`);
    this.addSql(`create index "media_files_created_at_index" on "media_files" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "messages_media_id_index";`);
    this.addSql(`drop index if exists "quick_messages_media_id_index";`);
    this.addSql(`drop index if exists "media_files_created_at_index";`);
  }
}
