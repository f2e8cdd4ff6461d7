import { Migration } from '@mikro-orm/migrations';

/** Why a ticket waits without a queue (it arrived outside a queue's or the company's hours), and which queue. */
export class Migration20261125041800_ticket_hold extends Migration {
  override name = 'Migration20261125041800_ticket_hold';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tickets" add "held_reason" text null, add "held_queue_id" int null;`);
    this.addSql(
      `alter table "tickets" add constraint "tickets_held_reason_check" check ("held_reason" in ('queueHours', 'queueHoursSilent', 'companyHours', 'companyHoursSilent'));`,
    );
    this.addSql(
      `alter table "tickets" add constraint "tickets_held_queue_id_foreign" foreign key ("held_queue_id") references "queues" ("id") on delete set null;`,
    );
    this.addSql(`create index "tickets_held_queue_id_index" on "tickets" ("held_queue_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tickets" drop column "held_queue_id", drop column "held_reason";`);
  }
}
