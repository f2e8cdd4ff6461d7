import type { EntityManager } from '@mikro-orm/postgresql';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';

/**
 * The daily invoice job: each active company whose due date is at most `daysBeforeDue` days away
 * gets the invoice of that due date, at its plan's name and price. One statement; the unique
 * (company, due date) key makes it create each invoice exactly once, however often or in however
 * many processes it runs.
 */
export class InvoiceGenerator {
  readonly #em: EntityManager;
  readonly #daysBeforeDue: number;

  constructor({ em, daysBeforeDue }: { em: EntityManager; daysBeforeDue: number }) {
    this.#em = em;
    this.#daysBeforeDue = daysBeforeDue;
  }

  /** Creates the invoices now due to exist; answers how many it created. */
  async run(): Promise<number> {
    const created = await forkUnscoped(this.#em)
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into invoices (company_id, detail, value, due_date, status)
         select c.id, p.name, p.value, c.due_date, 'open'
           from companies c join plans p on p.id = c.plan_id
          where c.status and c.due_date is not null
            and c.due_date <= (now() at time zone 'utc')::date + ?::int
         on conflict (company_id, due_date) do nothing
         returning id`,
        [this.#daysBeforeDue],
      );
    return created.length;
  }
}
