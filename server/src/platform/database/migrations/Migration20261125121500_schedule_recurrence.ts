import { Migration } from '@mikro-orm/migrations';

/** Recurring schedules: daily, weekly or monthly, until an optional last moment. */
export class Migration20261125121500_schedule_recurrence extends Migration {
  override name = 'Migration20261125121500_schedule_recurrence';

  override up(): void {
    this.addSql(
      `alter table "schedules" add column "recurrence" text check ("recurrence" in ('none', 'daily', 'weekly', 'monthly')) not null default 'none', add column "recur_until" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "schedules" drop column "recurrence", drop column "recur_until";`);
  }
}
