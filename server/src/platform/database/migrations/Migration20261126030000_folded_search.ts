import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox search ignores case and accents: `balcao_fold` lowers a text and strips the accents of
 * the Latin letters (`translate`, immutable and needing no extension, so the embedded PostgreSQL has
 * it too), and trigram indexes on the folded contact name and message body serve `LIKE` on it.
 * The body's plain trigram index gives way to the folded one (one index to maintain per message).
 * Hand-written: the snapshot does not describe functions or operator classes.
 */
export class Migration20261126030000_folded_search extends Migration {
  override name = 'Migration20261126030000_folded_search';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create or replace function balcao_fold(text) returns text language sql immutable strict parallel safe as
       $$ select translate(lower($1), 'áàâãäåāăąéèêëēĕėęěíìîïĩīĭįóòôõöøōŏőúùûüũūŭůűųçćĉċčñńņňýÿŷ',
                                      'aaaaaaaaaeeeeeeeeeiiiiiiiiooooooooouuuuuuuuuucccccnnnnyyy') $$;`,
    );
    this.addSql(`create index "contacts_name_fold_trgm_index" on "contacts" using gin (balcao_fold("name") gin_trgm_ops);`);
    this.addSql(`drop index if exists "messages_body_trgm_index";`);
    this.addSql(`create index "messages_body_fold_trgm_index" on "messages" using gin (balcao_fold("body") gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "messages_body_fold_trgm_index";`);
    this.addSql(`create index "messages_body_trgm_index" on "messages" using gin ("body" gin_trgm_ops);`);
    this.addSql(`drop index if exists "contacts_name_fold_trgm_index";`);
    this.addSql(`drop function if exists balcao_fold(text);`);
  }
}
