import { Migration } from '@mikro-orm/migrations';

/**
 * Every message a contact sends is checked against the campaigns that wrote to its number (stop words,
 * confirmations): by company and number, the newest first, instead of reading all of a company's rows.
 */
export class Migration20261128043000_campaign_shippings_by_number extends Migration {
  override name = 'Migration20261128043000_campaign_shippings_by_number';

  override up(): void | Promise<void> {
    this.addSql(`create index "campaign_shippings_company_id_number_id_index" on "campaign_shippings" ("company_id", "number", "id");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "campaign_shippings_company_id_number_id_index";`);
  }
}
