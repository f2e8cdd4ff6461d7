import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard sums a period's attendances from the index on (company_id, queued_at) alone: it
 * carries the columns those sums read, so the table itself is not visited (an index-only scan).
 */
export class Migration20261125100500_dashboard_trackings extends Migration {
  override name = 'Migration20261125100500_dashboard_trackings';

  override up(): void {
    this.addSql(`drop index if exists "ticket_trackings_company_id_queued_at_index";`);
    this.addSql(
      `create index "ticket_trackings_company_id_queued_at_index" on "ticket_trackings" ("company_id", "queued_at") include ("id", "user_id", "started_at", "finished_at", "rating_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "ticket_trackings_company_id_queued_at_index";`);
    this.addSql(`create index "ticket_trackings_company_id_queued_at_index" on "ticket_trackings" ("company_id", "queued_at");`);
  }
}
