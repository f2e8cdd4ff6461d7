import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log. Rows can only be added: a trigger refuses UPDATE and TRUNCATE always, and DELETE unless the retention
 * job asked for it in its own transaction (`set local balcao.audit_retention = 'on'`) or the row's
 * company no longer exists (the company's deletion clears its rows).
 */
export class Migration20261126030000_audit_log extends Migration {
  override name = 'Migration20261126030000_audit_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" serial primary key, "company_id" int null, "actor_id" int null, "actor_name" varchar(254) null, "action" varchar(40) not null, "target_type" varchar(30) null, "target_id" int null, "target_label" varchar(200) null, "before" jsonb null, "after" jsonb null, "address" varchar(64) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "audit_entries_company_id_created_at_id_index" on "audit_entries" ("company_id", "created_at", "id");`);
    this.addSql(
      `create index "audit_entries_company_id_action_created_at_index" on "audit_entries" ("company_id", "action", "created_at");`,
    );
    this.addSql(`create index "audit_entries_created_at_index" on "audit_entries" ("created_at");`);
    this.addSql(`create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    raise exception 'audit_entries is append-only' using errcode = 'insufficient_privilege';
  end if;
  if current_setting('balcao.audit_retention', true) = 'on' then
    return old;
  end if;
  if old.company_id is not null and not exists (select 1 from companies where id = old.company_id) then
    return old;
  end if;
  raise exception 'audit_entries is append-only' using errcode = 'insufficient_privilege';
end $$;`);
    this.addSql(
      `create trigger audit_entries_append_only before update or delete on "audit_entries" for each row execute function audit_entries_append_only();`,
    );
    this.addSql(
      `create trigger audit_entries_no_truncate before truncate on "audit_entries" for each statement execute function audit_entries_append_only();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
    this.addSql(`drop function if exists audit_entries_append_only();`);
  }
}
