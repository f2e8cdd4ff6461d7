import { Migration } from '@mikro-orm/migrations';

/**
 * Tickets and messages are written for every inbound message; their company-only indexes duplicated
 * the composite ones that lead with `company_id` ((company_id, status, updated_at) and
 * (company_id, client_key)), which serve the same lookups and the company's cascade.
 */
export class Migration20261123100200_company_indexes extends Migration {
  override name = 'Migration20261123100200_company_indexes';

  override up(): void {
    this.addSql(`drop index if exists "tickets_company_id_index";`);
    this.addSql(`drop index if exists "messages_company_id_index";`);
  }

  override down(): void {
    this.addSql(`create index "tickets_company_id_index" on "tickets" ("company_id");`);
    this.addSql(`create index "messages_company_id_index" on "messages" ("company_id");`);
  }
}
