export type SourceRow = Record<string, unknown>;

/** How one reference table is paged: by its key columns, in their order (keyset paging). */
export type SourcePaging = { table: string; keys: string[] };

/** A reference database, read only: pages of a table in key order, and what tables it has. */
export type SourceDatabase = {
  /**
   * A name for this database that survives a new password or host name (its server's identifier and
   * the database's name). The id map is kept per source, so two reference databases never mix.
   */
  identity(): Promise<string>;
  tables(): Promise<string[]>;
  count(table: string): Promise<number>;
  /** Up to `limit` rows after `after` (the key values of the last row of the previous page). */
  page(paging: SourcePaging, after: unknown[] | undefined, limit: number): Promise<SourceRow[]>;
  close(): Promise<void>;
};
