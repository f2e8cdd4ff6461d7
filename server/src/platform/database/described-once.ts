import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * A named prepared statement whose rows' description is asked of PostgreSQL once per connection. The
 * pg driver sends Bind, Describe, Execute and Sync on every execution and builds the rows' shape from
 * the answer to Describe each time; the shape of a named statement's rows is fixed when it is prepared
 * (PostgreSQL refuses to run it with another: "cached plan must not change result type"), so from the
 * second execution on this one sends Bind, Execute and Sync and reads the rows with the description it
 * kept. Used by the hot-read path (`hotRows`) for its named statements.
 */

type RowDescription = { fields: unknown[] };
/** The driver's wire connection: only what is called here. */
type Wire = {
  bind(config: { portal: string; statement: string; values: unknown[]; binary: boolean | undefined; valueMapper: unknown }): void;
  close(config: { type: 'S'; name: string }): void;
  sync(): void;
};
/** The driver's query object's inner steps (pg/lib/query.js), which it does not type. */
type QueryInternals = {
  name: string | undefined;
  values: unknown[] | undefined;
  portal: string;
  binary: boolean | undefined;
  rows: number | undefined;
  submit(connection: Wire): Error | null;
  prepare(connection: Wire): void;
  hasBeenParsed(connection: Wire): boolean;
  handleRowDescription(message: RowDescription): void;
  handleError(error: unknown, connection: Wire): void;
  _getRows(connection: Wire, rows: number | undefined): void;
};

const require = createRequire(import.meta.url);
const { prepareValue } = require('pg/lib/utils.js') as { prepareValue: (value: unknown) => unknown };
const Query = pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals;

/** By wire connection: the description of each named statement's rows. */
const descriptions = new WeakMap<Wire, Map<string, RowDescription>>();

class DescribedOnceQuery extends Query {
  #wire: Wire | undefined;

  override submit(connection: Wire): Error | null {
    this.#wire = connection;
    return super.submit(connection);
  }

  override handleRowDescription(message: RowDescription): void {
    if (this.name && this.#wire) {
      let known = descriptions.get(this.#wire);
      if (!known) {
        known = new Map();
        descriptions.set(this.#wire, known);
      }
      known.set(this.name, message);
    }
    super.handleRowDescription(message);
  }

  override prepare(connection: Wire): void {
    const known = this.name && this.hasBeenParsed(connection) ? descriptions.get(connection)?.get(this.name) : undefined;
    if (!this.name || !known) {
      super.prepare(connection);
      return;
    }
    try {
      connection.bind({
        portal: this.portal,
        statement: this.name,
        values: this.values ?? [],
        binary: this.binary,
        valueMapper: prepareValue,
      });
    } catch (error) {
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error, connection);
      return;
    }
    super.handleRowDescription(known);
    this._getRows(connection, this.rows);
  }
}

/** Runs a named statement on `pool`, its rows described once per connection. */
export function queryDescribedOnce<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  config: { name: string; text: string; values: unknown[] },
): Promise<pg.QueryResult<Row>> {
  // With a query object and no callback, the pool answers a promise of the result (its typings say otherwise).
  const query = pool.query.bind(pool) as unknown as (submittable: DescribedOnceQuery) => Promise<pg.QueryResult<Row>>;
  return query(new DescribedOnceQuery(config));
}
