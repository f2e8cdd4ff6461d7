import { Migration } from '@mikro-orm/migrations';

/**
 * Every server process keeps the user rows of its callers; a change of what decides whether a token
 * stands and what it may do (token version, profile, super flag, company), or a deletion, whoever
 * makes it, announces the user id on `balcao_callers` when it commits.
 */
export class Migration20261123100100_caller_notices extends Migration {
  override name = 'Migration20261123100100_caller_notices';

  override up(): void {
    this.addSql(`create function "balcao_caller_changed"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('balcao_callers', old.id::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "users_caller_changed" after update of "token_version", "profile", "super", "company_id" or delete
      on "users" for each row execute function "balcao_caller_changed"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "users_caller_changed" on "users";`);
    this.addSql(`drop function if exists "balcao_caller_changed"();`);
  }
}
