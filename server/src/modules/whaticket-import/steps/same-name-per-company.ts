import type { EntityClass } from '@mikro-orm/postgresql';
import type { SourceRow } from '../source.ts';
import { idIn, parents, text, type Outcome, type StepContext } from '../step.ts';

type Named = { id: number; companyId: number; name: string };

type Options<T extends Named> = {
  entity: EntityClass<Named>;
  idOf: (row: SourceRow) => string;
  /** How long a name Balcão keeps. */
  maxName: number;
  /** The Balcão row for a source row of a new name (written by the page's one flush). */
  create: (row: SourceRow, companyId: number, name: string) => T;
};

/**
 * Writes a page of a table whose names are unique per company in Balcão (tags, file lists): a row of a
 * name its company already has, or an earlier row of the page took, is that row (linked); a row of a
 * company not imported, or without a name, is skipped; the others are created.
 */
export async function linkSameNameOrCreate<T extends Named>(
  rows: SourceRow[],
  context: StepContext,
  options: Options<T>,
): Promise<Outcome[]> {
  const { em } = context;
  const { idOf } = options;
  const companies = await parents(context, 'company', rows, 'companyId');
  const existing = await em.find(
    options.entity,
    { companyId: { $in: [...new Set([...companies.values()].map(Number))] } },
    { fields: ['companyId', 'name'] },
  );
  const known = new Map<string, { id: number }>(existing.map((row) => [`${row.companyId}:${row.name}`, row]));
  const outcomes: Outcome[] = [];
  const made: [string, { id: number }, boolean][] = [];
  for (const row of rows) {
    const companyId = idIn(companies, row['companyId']);
    const name = text(row['name'], options.maxName).trim();
    if (companyId === undefined || !name) {
      outcomes.push({ id: idOf(row), skipped: companyId === undefined ? 'its company was not imported' : 'no name' });
      continue;
    }
    const same = known.get(`${companyId}:${name}`);
    if (same) {
      made.push([idOf(row), same, true]);
      continue;
    }
    const created = options.create(row, companyId, name);
    known.set(`${companyId}:${name}`, created);
    made.push([idOf(row), created, false]);
  }
  await em.flush();
  return [
    ...outcomes,
    ...made.map(([from, target, linked]): Outcome => (linked ? { id: from, linked: target.id } : { id: from, written: target.id })),
  ];
}
