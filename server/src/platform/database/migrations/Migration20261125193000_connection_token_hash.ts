import { Migration } from '@mikro-orm/migrations';

/** Connections' API tokens are looked up by their SHA-256 (hex), so the lookup's timing tells nothing about the token. */
export class Migration20261125193000_connection_token_hash extends Migration {
  override name = 'Migration20261125193000_connection_token_hash';

  override up(): void {
    this.addSql(`alter table "whatsapps" add "token_hash" varchar(64) null;`);
    this.addSql(`update "whatsapps" set "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');`);
    this.addSql(`alter table "whatsapps" alter column "token_hash" set not null;`);
    this.addSql(`alter table "whatsapps" add constraint "whatsapps_token_hash_unique" unique ("token_hash");`);
  }

  override down(): void {
    this.addSql(`alter table "whatsapps" drop constraint "whatsapps_token_hash_unique";`);
    this.addSql(`alter table "whatsapps" drop column "token_hash";`);
  }
}
