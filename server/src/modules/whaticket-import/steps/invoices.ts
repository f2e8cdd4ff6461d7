import { Invoice } from '../../invoices/invoice.entity.ts';
import { date, idIn, numberOr, parents, text, type Outcome, type Step } from '../step.ts';

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** The day an invoice is due: the reference kept it as text (`2024-05-10`, or a full timestamp). */
function dueDayOf(value: unknown): string | undefined {
  const raw = value instanceof Date ? value.toISOString() : text(value).trim();
  const day = DAY.exec(raw)?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/**
 * A company's invoices: paid ones stay paid (paid when last changed), any other is open (shown
 * expired once its day has passed). Balcão keeps one invoice per company and due day: a second one is
 * reported.
 */
export const invoicesStep: Step = {
  table: 'Invoices',
  kind: 'invoice',
  keys: ['id'],
  idOf: (row) => String(row['id']),
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const taken = new Set(
      (
        await em.find(
          Invoice,
          { companyId: { $in: [...new Set([...companies.values()].map(Number))] } },
          { fields: ['companyId', 'dueDate'] },
        )
      ).map((invoice) => `${invoice.companyId}:${String(invoice.dueDate).slice(0, 10)}`),
    );
    const outcomes: Outcome[] = [];
    const made: [string, Invoice, string | undefined][] = [];
    for (const row of rows) {
      const from = String(row['id']);
      const companyId = idIn(companies, row['companyId']);
      const dueDate = dueDayOf(row['dueDate']);
      if (companyId === undefined || dueDate === undefined) {
        outcomes.push({ id: from, skipped: companyId === undefined ? 'its company was not imported' : 'no readable due date' });
        continue;
      }
      if (taken.has(`${companyId}:${dueDate}`)) {
        outcomes.push({ id: from, skipped: 'a second invoice of its company for one due date' });
        continue;
      }
      taken.add(`${companyId}:${dueDate}`);
      const paid = text(row['status']).toLowerCase() === 'paid';
      const updatedAt = date(row['updatedAt']);
      const value = numberOr(row['value'], Number.NaN);
      made.push([
        from,
        em.create(Invoice, {
          companyId,
          detail: text(row['detail'], 200),
          value: Number.isFinite(value) ? Math.round(value * 100) / 100 : 0,
          dueDate,
          status: paid ? 'paid' : 'open',
          paidAt: paid ? updatedAt : null,
          createdAt: date(row['createdAt']),
          updatedAt,
        }),
        Number.isFinite(value) ? undefined : 'no value: imported as 0',
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, invoice, note]) => ({ id: from, written: invoice.id, ...(note ? { note } : {}) }))];
  },
};
