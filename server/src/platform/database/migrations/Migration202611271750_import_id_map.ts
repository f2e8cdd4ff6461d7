import { Migration } from '@mikro-orm/migrations';

/**
 * What `npm run import:whaticket` already brought over: per source database and kind of row, the
 * source's id and the id Balcão gave it. Written in the transaction that writes the rows, so a second
 * run writes nothing and a run cut short resumes where it stopped (docs/migrating-from-whaticket.md).
 */
export class Migration202611271750_import_id_map extends Migration {
  override name = 'Migration202611271750_import_id_map';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_id_map" ("source" varchar(200) not null, "kind" varchar(40) not null, "source_id" varchar(255) not null, "target_id" varchar(64) not null, "imported_at" timestamptz not null default now(), primary key ("source", "kind", "source_id"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "import_id_map";`);
  }
}
