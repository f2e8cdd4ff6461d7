import { Migration } from '@mikro-orm/migrations';

export class Migration20261122224217_out_of_hours_answered extends Migration {
  override name = 'Migration20261122224217_out_of_hours_answered';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tickets" add "out_of_hours_answered_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tickets" drop column "out_of_hours_answered_at";`);
  }
}
