import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImportKind } from '../id-map.ts';
import { idIn, parents, type Outcome, type Step } from '../step.ts';
import type { SourceRow } from '../source.ts';

type Side = { column: string; kind: ImportKind };

/**
 * A reference table that only links two rows (a user's queues, a ticket's tags): its id is the pair.
 * `create` makes the Balcão row for two imported parents and returns it (its id after the flush).
 */
export function joinStep(
  table: string,
  kind: ImportKind,
  left: Side,
  right: Side,
  create: (em: EntityManager, leftId: number, rightId: number) => Promise<{ id: number } | undefined>,
): Step {
  const idOf = (row: SourceRow) => `${String(row[left.column])}:${String(row[right.column])}`;
  return {
    table,
    kind,
    keys: [left.column, right.column],
    idOf,
    async write(rows, context) {
      const lefts = await parents(context, left.kind, rows, left.column);
      const rights = await parents(context, right.kind, rows, right.column);
      const outcomes: Outcome[] = [];
      const made: [string, { id: number }][] = [];
      for (const row of rows) {
        const a = idIn(lefts, row[left.column]);
        const b = idIn(rights, row[right.column]);
        if (a === undefined || b === undefined) {
          outcomes.push({ id: idOf(row), skipped: `its ${a === undefined ? left.kind : right.kind} was not imported` });
          continue;
        }
        const entity = await create(context.em, a, b);
        if (entity) {
          made.push([idOf(row), entity]);
        } else {
          outcomes.push({ id: idOf(row), skipped: 'the two rows are of different companies' });
        }
      }
      await context.em.flush();
      return [...outcomes, ...made.map(([from, entity]) => ({ id: from, written: entity.id }))];
    },
  };
}
