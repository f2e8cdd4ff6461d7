import { Migration } from '@mikro-orm/migrations';

/**
 * Every server process keeps its callers' rows with their company's standing (status and due date,
 * which decide the 402 of an expired company); a change of either, or a deletion, whoever makes it,
 * announces `company:<id>` on `balcao_callers` when it commits.
 */
export class Migration20261126060000_company_standing_notices extends Migration {
  override name = 'Migration20261126060000_company_standing_notices';

  override up(): void {
    this.addSql(`create function "balcao_company_standing_changed"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or old.status is distinct from new.status or old.due_date is distinct from new.due_date then
          perform pg_notify('balcao_callers', 'company:' || old.id::text);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "companies_standing_changed" after update of "status", "due_date" or delete
      on "companies" for each row execute function "balcao_company_standing_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "companies_standing_changed" on "companies";`);
    this.addSql(`drop function if exists "balcao_company_standing_changed"();`);
  }
}
