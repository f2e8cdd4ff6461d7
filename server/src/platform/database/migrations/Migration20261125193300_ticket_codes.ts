import { Migration } from '@mikro-orm/migrations';

/** `YYYYMMDD-NNNNNN` (at least 6 digits, more past 999999 in a day). */
const FORMAT = (day: string, n: string) =>
  `to_char(${day}, 'YYYYMMDD') || '-' || case when ${n} < 1000000 then lpad(${n}::text, 6, '0') else ${n}::text end`;

/**
 * Tickets get a protocol number: the company's calendar day and that day's per-company sequence. The
 * database assigns it on insert (trigger), whatever creates the ticket (the ORM, the inbound engine,
 * bulk SQL); existing tickets are numbered by creation, and the counters continue from there.
 */
export class Migration20261125193300_ticket_codes extends Migration {
  override name = 'Migration20261125193300_ticket_codes';

  override up(): void {
    this.addSql(
      `create table "ticket_code_counters" ("company_id" int not null references "companies" ("id") on delete cascade, "day" date not null, "last" int not null, primary key ("company_id", "day"));`,
    );
    this.addSql(`alter table "tickets" add "code" varchar(24) not null default '';`);
    this.addSql(`
      with zones as (
        select c.id as company_id,
               coalesce((select s.value from settings s
                          where s.company_id = c.id and s.key = 'timezone'
                            and exists (select 1 from pg_timezone_names z where z.name = s.value)), 'America/Sao_Paulo') as zone
          from companies c),
      numbered as (
        select t.id, d.day, row_number() over (partition by t.company_id, d.day order by t.created_at, t.id) as n
          from tickets t join zones z on z.company_id = t.company_id
          cross join lateral (select (t.created_at at time zone z.zone)::date as day) d)
      update tickets t set code = ${FORMAT('x.day', 'x.n')} from numbered x where x.id = t.id;`);
    this.addSql(`
      insert into ticket_code_counters (company_id, day, last)
      select company_id, to_date(split_part(code, '-', 1), 'YYYYMMDD'), max(split_part(code, '-', 2)::int)
        from tickets group by 1, 2;`);
    this.addSql(`alter table "tickets" add constraint "tickets_company_id_code_unique" unique ("company_id", "code");`);
    // One counter row per company and day, taken with an upsert in the inserting transaction: concurrent
    // creations of one company wait for each other's commit, and a rolled-back one leaves no gap.
    this.addSql(`
      create function tickets_assign_code() returns trigger language plpgsql as $$
      declare
        zone text;
        today date;
        n int;
      begin
        if new.code <> '' then
          return new;
        end if;
        select value into zone from settings where company_id = new.company_id and key = 'timezone';
        begin
          today := (coalesce(new.created_at, now()) at time zone coalesce(nullif(zone, ''), 'America/Sao_Paulo'))::date;
        exception when invalid_parameter_value then
          today := (coalesce(new.created_at, now()) at time zone 'America/Sao_Paulo')::date;
        end;
        insert into ticket_code_counters as c (company_id, day, last) values (new.company_id, today, 1)
          on conflict (company_id, day) do update set last = c.last + 1
          returning last into n;
        new.code := ${FORMAT('today', 'n')};
        return new;
      end $$;`);
    this.addSql(`create trigger tickets_code before insert on tickets for each row execute function tickets_assign_code();`);
    // The number never changes once given.
    this.addSql(`
      create function tickets_keep_code() returns trigger language plpgsql as $$
      begin
        new.code := old.code;
        return new;
      end $$;`);
    this.addSql(`create trigger tickets_code_kept before update of code on tickets for each row execute function tickets_keep_code();`);
  }

  override down(): void {
    this.addSql(`drop trigger tickets_code_kept on tickets;`);
    this.addSql(`drop function tickets_keep_code();`);
    this.addSql(`drop trigger tickets_code on tickets;`);
    this.addSql(`drop function tickets_assign_code();`);
    this.addSql(`alter table "tickets" drop constraint "tickets_company_id_code_unique";`);
    this.addSql(`alter table "tickets" drop column "code";`);
    this.addSql(`drop table "ticket_code_counters";`);
  }
}
